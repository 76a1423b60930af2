import { useEffect, useState } from 'react';
import type { Campus } from '@campus/core';
import { fetchReaction } from '@campus/core/api';
import type { ReactionOverview } from '@campus/core/schemas';

/** The reaction evaluation as the viewer holds it: loading, the overview, or the failure (for `campus.errorMessage`). */
export type ReactionState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly overview: ReactionOverview }
  | { readonly status: 'error'; readonly error: unknown };

interface Settled {
  readonly key: string;
  readonly state: ReactionState;
}

/**
 * Reads the evaluation (`GET /api/activities/{id}/reaction/`) when the viewer mounts and on `reload`; `replace`
 * takes the overview an answer returned. An answer that comes after the viewer closed is dropped.
 */
export function useReaction(
  campus: Campus,
  activityId: number | string,
): ReactionState & { reload(): void; replace(overview: ReactionOverview): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${String(activityId)}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchReaction(campus.api, activityId, { signal: controller.signal }).then(
      (overview) => setSettled({ key, state: { status: 'ready', overview } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [campus, activityId, key]);
  const state: ReactionState = settled !== null && settled.key === key ? settled.state : { status: 'loading' };
  return {
    ...state,
    reload: () => setAttempt((count) => count + 1),
    replace: (overview) => setSettled({ key, state: { status: 'ready', overview } }),
  };
}
