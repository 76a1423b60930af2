import { useEffect, useState } from 'react';
import type { Campus } from '@campus/core';
import { launchActivity } from '@campus/core/api';
import type { ActivityLaunch } from '@campus/core/schemas';

/** The launch of an activity's content: loading, the answer, or the failure (for `campus.errorMessage`). */
export type LaunchState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly launch: ActivityLaunch }
  | { readonly status: 'error'; readonly error: unknown };

/** A file at hand does not expire. */
const FAR_FUTURE = '9999-12-31T23:59:59Z';

interface Settled {
  readonly key: string;
  readonly state: LaunchState;
}

/**
 * Asks for the content's launch URL (`POST /api/activities/{id}/launch/`) when the viewer mounts and again on
 * `retry`; an answer that comes after the viewer closed is dropped. Not cached: each launch token is short-lived.
 * With a `source` (a file at hand, see `ViewerProps.source`) nothing is asked: its URL is the launch.
 */
export function useActivityLaunch(
  campus: Campus,
  activityId: number | string,
  source?: { readonly url: string },
): LaunchState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${String(activityId)}:${attempt}`;
  const sourceUrl = source?.url;
  useEffect(() => {
    if (sourceUrl !== undefined) return undefined;
    const controller = new AbortController();
    launchActivity(campus.api, activityId, { signal: controller.signal }).then(
      (launch) => setSettled({ key, state: { status: 'ready', launch } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [campus, activityId, key, sourceUrl]);
  if (sourceUrl !== undefined) {
    return {
      status: 'ready',
      launch: { url: sourceUrl, base_url: sourceUrl, expires_at: FAR_FUTURE },
      retry: () => {},
    };
  }
  // An answer for another activity or attempt is not this one's: loading until ours comes.
  const state: LaunchState = settled !== null && settled.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
