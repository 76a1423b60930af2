import { courseProgress, courseStatus, resolveActivityState } from '@campus/core/rules';
import type { CourseStatus } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { activityUserStates, catalogueUserStates, courseActivities } from '../../db/schema';

/** A learner's state in a course, as `catalogue_user_states` stores it and the catalogue lists read it. */
export interface CourseState {
  readonly id: number;
  readonly status: CourseStatus;
  readonly progress: number;
}

/**
 * Derives the learner's progress and status in the course from their state in every activity of it (core's
 * `courseProgress` and `courseStatus`, §4 Courses) and stores them in `catalogue_user_states`, in the transaction
 * that moved an activity (a progress report, a file completion, a SCORM commit), so the catalogue lists never lag
 * behind the player. Only an existing row is updated: opening an activity requires the enrolment that wrote it.
 */
export async function updateCourseState(tx: CampusTransaction, userId: number, courseId: number): Promise<CourseState> {
  const rows = await tx
    .select({
      type: courseActivities.type,
      requiresAuthorization: courseActivities.requiresAuthorization,
      status: activityUserStates.status,
      progress: activityUserStates.progress,
      blockedReason: activityUserStates.blockedReason,
    })
    .from(courseActivities)
    .leftJoin(
      activityUserStates,
      and(eq(activityUserStates.activityId, courseActivities.id), eq(activityUserStates.userId, userId)),
    )
    .where(eq(courseActivities.courseId, courseId));
  const activities = rows.map((row) => {
    const stored =
      row.status === null
        ? null
        : { status: row.status, progress: row.progress ?? 0, blocked_reason: row.blockedReason };
    return { type: row.type, ...resolveActivityState(stored, row.requiresAuthorization) };
  });
  const state = { id: courseId, status: courseStatus(activities), progress: courseProgress(activities) };
  await tx
    .update(catalogueUserStates)
    .set({ status: state.status, progress: state.progress, updatedAt: sql`now()` })
    .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, courseId)));
  return state;
}
