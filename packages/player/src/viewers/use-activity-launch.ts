import { createContext, useContext, useEffect, useState } from 'react';
import { httpErrorOf } from '@campus/core';
import type { Campus } from '@campus/core';
import { launchActivity } from '@campus/core/api';
import type { ActivityLaunch } from '@campus/core/schemas';

/** The launch of an activity's content: loading, the answer, or the failure (for `campus.errorMessage`). */
export type LaunchState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly launch: ActivityLaunch; readonly offline?: OfflineCopy }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * The downloaded copy a viewer opens instead of the content origin (issue 23): the file itself (the PDF viewer
 * hands its bytes to pdf.js, so no `connect-src blob:` is needed) and a `blob:` URL of it (media, `media-src blob:`).
 * A downloaded package (HTML, SCORM) has none: it plays from the content origin's offline storage at the launch its
 * record keeps (docs/player.md "Offline downloads").
 */
export interface OfflineCopy {
  readonly file: Blob;
}

/** A file at hand does not expire. */
const FAR_FUTURE = '9999-12-31T23:59:59Z';

/**
 * Where a viewer tells the player the launch it got (the activity's download panel reads the download's address,
 * size and `updated_date` from it, without a second launch). `null` outside the player.
 */
export const LaunchReportContext = createContext<((launch: ActivityLaunch | null) => void) | null>(null);

interface Settled {
  readonly key: string;
  readonly state: LaunchState;
}

/** Whether the browser says it is offline (a failed launch is the other sign). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The downloaded copy of an activity, as a launch whose `url` is a `blob:` URL of the file (revoked by the
 * caller), or `null` when nothing is stored. A downloaded package answers the offline launch its record keeps
 * (`{content origin}/.campus/offline/{item_id}/…`, served by the content origin's offline service worker).
 */
export async function offlineLaunch(
  campus: Campus,
  activityId: number | string,
): Promise<{ launch: ActivityLaunch; offline?: OfflineCopy; revoke(): void } | null> {
  const record = campus.stores.offlineCourse.getState().records[String(activityId)];
  if (record === undefined || record.downloading) return null;
  if (record.launch !== undefined) return { launch: record.launch, revoke: () => undefined };
  const file = await campus.offline.getFile(activityId).catch(() => null);
  if (file === null) return null;
  const url = URL.createObjectURL(file);
  return {
    launch: { url, base_url: url, expires_at: FAR_FUTURE },
    offline: { file },
    revoke: () => URL.revokeObjectURL(url),
  };
}

/**
 * Asks for the content's launch URL (`POST /api/activities/{id}/launch/`) when the viewer mounts and again on
 * `retry`; an answer that comes after the viewer closed is dropped. Not cached: each launch token is short-lived.
 * With a `source` (a file at hand, see `ViewerProps.source`) nothing is asked: its URL is the launch.
 * Offline (the browser says so, or the launch fails) a downloaded copy is opened instead (issue 23): see
 * {@link offlineLaunch}.
 */
export function useActivityLaunch(
  campus: Campus,
  activityId: number | string,
  source?: { readonly url: string },
): LaunchState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const reportLaunch = useContext(LaunchReportContext);
  const key = `${String(activityId)}:${attempt}`;
  const sourceUrl = source?.url;
  useEffect(() => {
    if (sourceUrl !== undefined) return undefined;
    const controller = new AbortController();
    let revoke: (() => void) | undefined;
    const openCopy = async (error: unknown) => {
      // The server answered (a refusal, a missing content): that is the answer, not a reason to go offline.
      const copy = httpErrorOf(error) === undefined ? await offlineLaunch(campus, activityId) : null;
      if (controller.signal.aborted) return copy?.revoke();
      if (copy === null) {
        setSettled({ key, state: { status: 'error', error } });
        return undefined;
      }
      revoke = copy.revoke;
      setSettled({
        key,
        state: {
          status: 'ready',
          launch: copy.launch,
          ...(copy.offline === undefined ? {} : { offline: copy.offline }),
        },
      });
      return undefined;
    };
    if (browserOffline()) {
      void openCopy(new TypeError('offline'));
    } else {
      launchActivity(campus.api, activityId, { signal: controller.signal }).then(
        (launch) => {
          setSettled({ key, state: { status: 'ready', launch } });
          reportLaunch?.(launch);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) void openCopy(error);
        },
      );
    }
    return () => {
      controller.abort();
      revoke?.();
    };
  }, [campus, activityId, key, sourceUrl]); // eslint-disable-line react-hooks/exhaustive-deps
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
