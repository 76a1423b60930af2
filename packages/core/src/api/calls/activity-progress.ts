import { activityProgressResultSchema } from '../../schemas/activity-progress.js';
import type { ActivityProgressReport, ActivityProgressResult } from '../../schemas/activity-progress.js';
import type { ApiClient } from '../api-client.js';
import { ACTIVITY_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/** Options of a progress report. */
export interface ProgressReportOptions extends TypedCallOptions {
  /** Send with `fetch` keepalive, for a report made as the page goes away (`pagehide`). */
  keepalive?: boolean;
}

/** The path of an activity's progress reports. */
export const activityProgressPath = (activityId: number | string): string =>
  pathTo(ACTIVITY_PATHS.progress, { activity_id: activityId });

/**
 * `POST /api/activities/{activity_id}/progress/`: reports what the player saw of a file, media or HTML activity
 * (watched intervals and length, the page shown, a visit or completion call) and answers the learner's state in
 * the activity and its course as the server decided it (docs/server.md "Activity progress").
 */
export function reportActivityProgress(
  client: ApiClient,
  activityId: number | string,
  report: ActivityProgressReport,
  options?: ProgressReportOptions,
): Promise<ActivityProgressResult> {
  return client.requestJson(activityProgressPath(activityId), activityProgressResultSchema, {
    method: 'POST',
    json: report,
    ...(options?.keepalive === true ? { keepalive: true } : {}),
    ...withSignal(options),
  });
}

/**
 * `POST /api/activities/{activity_id}/scorm-cloud/sync/`: the server reads the learner's registration of a
 * `scorm_cloud` activity from SCORM Cloud and moves their state (never backwards); answers like a progress report.
 */
export function syncScormCloudProgress(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<ActivityProgressResult> {
  return client.requestJson(
    pathTo(ACTIVITY_PATHS.scormCloudSync, { activity_id: activityId }),
    activityProgressResultSchema,
    { method: 'POST', ...withSignal(options) },
  );
}
