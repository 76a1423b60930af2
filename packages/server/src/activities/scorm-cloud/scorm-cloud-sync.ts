import { scormActivityState } from '@campus/core/rules';
import type { ScoOutcome, ScormActivityState } from '@campus/core/rules';
import type { ActivityProgressResult } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { activityContents, activityUserStates, catalogueUserStates } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { CampusApp } from '../../http/campus-app';
import type { RequestScope } from '../../shared/request-scope';
import { updateCourseState } from '../progress/course-state';
import type { CourseState } from '../progress/course-state';
import type { OpenableActivity } from '../runtime/runtime-access';
import { advanceState } from '../runtime/runtime-store';
import { ScormCloudError } from './scorm-cloud-adapter';
import type { ScormCloudAdapter, ScormCloudProgress } from './scorm-cloud-adapter';
import { scormCloudAdapterOf } from './scorm-cloud-launch';

/**
 * A SCORM Cloud registration's results as one SCO's outcome in SCORM 2004's vocabulary, for core's SCORM rule
 * (`scormActivityState`): `registrationCompletion` is `cmi.completion_status`, `registrationSuccess`
 * `cmi.success_status` and `registrationCompletionAmount` `cmi.progress_measure`. SCORM Cloud has already judged
 * success against the package's passing score, so the score is not judged again. `null` (never launched) when
 * the learner has not started: a registration a launch created but that never loaded moves nothing.
 * @example scormCloudOutcome({ started: true, completion: 'completed', success: 'passed', … }) // { completion: 'completed', success: 'passed', progressMeasure: … }
 */
export function scormCloudOutcome(progress: ScormCloudProgress): ScoOutcome | null {
  if (!progress.started) return null;
  return {
    completion: progress.completion,
    success: progress.success,
    progressMeasure: progress.completionAmount,
  };
}

/** The activity's status and progress SCORM Cloud's results give, with core's SCORM rule (a single "SCO"). */
export function scormCloudActivityState(progress: ScormCloudProgress): ScormActivityState {
  return scormActivityState([scormCloudOutcome(progress)]);
}

/**
 * Reads the caller's results in a `scorm_cloud` activity from SCORM Cloud (the adapter's `registrationProgress`)
 * and moves their state in the activity with core's SCORM rule, never backwards (the SCORM run-time's
 * `advanceState`: the further status, the greater progress, a blocked row untouched), then the course's state
 * (`updateCourseState`). A learner who has not started there, or results that move nothing, change nothing: the
 * answer's course is then the stored one. The caller checked access with
 * `findOpenableActivity`. SCORM Cloud is asked before the transaction, so no row is locked while it answers.
 * @throws ApiError 422 `progress_not_supported` (not a `scorm_cloud` activity), 404 `activity_content_missing`
 *   (nothing imported), 503 `scorm_cloud_unavailable` with `Retry-After: 30` (SCORM Cloud refused, answered
 *   nonsense or could not be reached)
 */
export async function scormCloudSync(
  app: CampusApp,
  activity: OpenableActivity,
  scope: RequestScope,
  adapter: ScormCloudAdapter = scormCloudAdapterOf(app),
): Promise<ActivityProgressResult> {
  if (activity.type !== 'scorm_cloud') throw new ApiError(422, 'progress_not_supported');
  const { db } = app.database;
  const [content] = await db
    .select({ url: activityContents.url })
    .from(activityContents)
    .where(eq(activityContents.activityId, activity.id));
  if (!content?.url) throw new ApiError(404, 'activity_content_missing');
  let progress: ScormCloudProgress;
  try {
    progress = await adapter.registrationProgress({
      courseRef: content.url,
      learner: { id: String(scope.userId) },
    });
  } catch (error) {
    if (!(error instanceof ScormCloudError)) throw error;
    app.log.error({ err: error, activityId: activity.id }, 'SCORM Cloud gave no registration results');
    throw new ApiError(503, 'scorm_cloud_unavailable', {}, { headers: { 'retry-after': '30' }, cause: error });
  }
  const next = scormCloudActivityState(progress);
  const owner = { userId: scope.userId, activityId: activity.id };
  return withTransaction(db, async (tx) => {
    const [stored] = await tx
      .select({ status: activityUserStates.status, progress: activityUserStates.progress })
      .from(activityUserStates)
      .where(and(eq(activityUserStates.userId, owner.userId), eq(activityUserStates.activityId, owner.activityId)))
      .for('update');
    let state = stored ?? next;
    let moved = false;
    // Not started there: nothing to record (not even a `not_started` row).
    if (next.status !== 'not_started') {
      state = await advanceState(tx, owner, next);
      moved = stored === undefined || stored.status !== state.status || stored.progress !== state.progress;
    }
    // The course is derived again only when the activity moved: a sync that learnt nothing writes nothing.
    const course =
      (moved ? null : await storedCourseState(tx, scope.userId, activity.courseId)) ??
      (await updateCourseState(tx, scope.userId, activity.courseId));
    return { activity_id: activity.id, status: state.status, progress: state.progress, course };
  });
}

/** The learner's stored state in the course, as the catalogue lists read it, or `null` without a row. */
async function storedCourseState(tx: CampusTransaction, userId: number, courseId: number): Promise<CourseState | null> {
  const [row] = await tx
    .select({ status: catalogueUserStates.status, progress: catalogueUserStates.progress })
    .from(catalogueUserStates)
    .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, courseId)));
  return row ? { id: courseId, ...row } : null;
}
