import { canOpenActivity, resolveActivityState } from '@campus/core/rules';
import { and, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { activityUserStates, catalogueItems, catalogueUserStates, courseActivities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { RequestScope } from '../../shared/request-scope';

/** The module whose flag switches online courses, and so their activities, on. */
export const ONLINE_COURSES_MODULE = 'online_courses';

/** An activity the caller may open: its id, course and type. */
export interface OpenableActivity {
  readonly id: number;
  readonly courseId: number;
  readonly type: string;
}

/** A SCORM activity the caller may open. */
export interface OpenableScormActivity {
  readonly id: number;
  readonly courseId: number;
}

/**
 * The SCORM activity `activityId` if the caller may open it ({@link findOpenableActivity}), else as there; an
 * activity of another type is 422 `activity_not_scorm` (other types keep no run-time data; `scorm_cloud` keeps
 * its own at SCORM Cloud).
 * @throws ApiError as above
 */
export async function findOpenableScormActivity(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<OpenableScormActivity> {
  const activity = await findOpenableActivity(db, scope, activityId);
  if (activity.type !== 'scorm') throw new ApiError(422, 'activity_not_scorm');
  return { id: activity.id, courseId: activity.courseId };
}

/**
 * The activity `activityId` if the caller may open it in the player, as the catalogue decides it:
 * - its course is a published online course of the caller's client (else 404 `not_found_or_forbidden`, exactly
 *   as an unknown id, so another client's activities cannot be told apart from missing ones);
 * - the caller is enrolled in the course and the activity is not blocked — core's `canOpenActivity` on the state
 *   `resolveActivityState` gives (awaiting an instructor's authorisation without a state row is blocked)
 *   (else 403 `not_found_or_forbidden`: 'Não encontrado ou não possui permissão para acessar.').
 * @throws ApiError as above
 */
export async function findOpenableActivity(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<OpenableActivity> {
  const [row] = await db
    .select({
      id: courseActivities.id,
      courseId: courseActivities.courseId,
      type: courseActivities.type,
      requiresAuthorization: courseActivities.requiresAuthorization,
      status: activityUserStates.status,
      progress: activityUserStates.progress,
      blockedReason: activityUserStates.blockedReason,
      enrolled: catalogueUserStates.enrolled,
    })
    .from(courseActivities)
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, courseActivities.courseId),
        eq(catalogueItems.clientId, scope.clientId),
        eq(catalogueItems.type, 'online_course'),
        eq(catalogueItems.published, true),
      ),
    )
    .leftJoin(
      activityUserStates,
      and(eq(activityUserStates.activityId, courseActivities.id), eq(activityUserStates.userId, scope.userId)),
    )
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, scope.userId)),
    )
    .where(eq(courseActivities.id, activityId));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  const stored =
    row.status === null ? null : { status: row.status, progress: row.progress ?? 0, blocked_reason: row.blockedReason };
  const state = resolveActivityState(stored, row.requiresAuthorization);
  if (!canOpenActivity({ enrolled: row.enrolled === true }, state)) {
    throw new ApiError(403, 'not_found_or_forbidden');
  }
  return { id: row.id, courseId: row.courseId, type: row.type };
}
