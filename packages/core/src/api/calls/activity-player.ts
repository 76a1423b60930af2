import { activityLaunchSchema } from '../../schemas/activity-launch.js';
import type { ActivityLaunch } from '../../schemas/activity-launch.js';
import { scormCommitResultSchema, scormRuntimeSchema } from '../../schemas/scorm-runtime.js';
import type { ScormCommit, ScormCommitResult, ScormRuntime } from '../../schemas/scorm-runtime.js';
import type { ApiClient } from '../api-client.js';
import { ACTIVITY_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * `POST /api/activities/{activity_id}/launch/`: a URL of the activity's stored content (a file, an HTML or SCORM
 * package) on the content origin, under a token for the caller, and a SCORM package's table of contents.
 */
export function launchActivity(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<ActivityLaunch> {
  return client.requestJson(pathTo(ACTIVITY_PATHS.launch, { activity_id: activityId }), activityLaunchSchema, {
    method: 'POST',
    ...withSignal(options),
  });
}

/** The path of an activity's SCORM run-time data. */
export const scormRuntimePath = (activityId: number | string): string =>
  pathTo(ACTIVITY_PATHS.runtime, { activity_id: activityId });

/**
 * `GET /api/activities/{activity_id}/runtime/?sco=`: the caller's stored data model of one SCO's current attempt,
 * which the player hands back to the SCO on resume (docs/server.md "SCORM run-time data").
 */
export function fetchScormRuntime(
  client: ApiClient,
  activityId: number | string,
  sco: string,
  options?: TypedCallOptions,
): Promise<ScormRuntime> {
  return client.requestJson(scormRuntimePath(activityId), scormRuntimeSchema, {
    searchParams: { sco },
    ...withSignal(options),
  });
}

/** Options of a SCORM commit. */
export interface ScormCommitOptions extends TypedCallOptions {
  /** Send with `fetch` keepalive, for a commit made as the page goes away (`pagehide`). */
  keepalive?: boolean;
}

/**
 * `PUT /api/activities/{activity_id}/runtime/`: commits one SCO's data model with the next `sequence`; a stale
 * commit rejects with the 409 `stale_commit` `HttpError`, whose `details` hold the stored attempt and sequence.
 */
export function commitScormRuntime(
  client: ApiClient,
  activityId: number | string,
  commit: ScormCommit,
  options?: ScormCommitOptions,
): Promise<ScormCommitResult> {
  return client.requestJson(scormRuntimePath(activityId), scormCommitResultSchema, {
    method: 'PUT',
    json: commit,
    ...(options?.keepalive === true ? { keepalive: true } : {}),
    ...withSignal(options),
  });
}
