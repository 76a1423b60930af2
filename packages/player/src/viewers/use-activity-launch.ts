import { useEffect, useState } from 'react';
import type { Campus } from '@campus/core';
import { launchActivity } from '@campus/core/api';
import type { ActivityLaunch } from '@campus/core/schemas';

/** The launch of an activity's content: loading, the answer, or the failure (for `campus.errorMessage`). */
export type LaunchState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly launch: ActivityLaunch }
  | { readonly status: 'error'; readonly error: unknown };

interface Settled {
  readonly key: string;
  readonly state: LaunchState;
}

/**
 * Asks for the content's launch URL (`POST /api/activities/{id}/launch/`) when the viewer mounts and again on
 * `retry`; an answer that comes after the viewer closed is dropped. Not cached: each launch token is short-lived.
 */
export function useActivityLaunch(campus: Campus, activityId: number | string): LaunchState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${String(activityId)}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    launchActivity(campus.api, activityId, { signal: controller.signal }).then(
      (launch) => setSettled({ key, state: { status: 'ready', launch } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [campus, activityId, key]);
  // An answer for another activity or attempt is not this one's: loading until ours comes.
  const state: LaunchState = settled !== null && settled.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
