import type { CourseActivities } from '@campus/core/schemas';
import type { ActivityBlockReason, ActivityStatus } from '@campus/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { activityUserStates, courseActivities } from '../db/schema';

/**
 * A course's activities in `hierarchy_order`, with the caller's state in each (spec §3 "Activity state").
 * An activity the caller has no row for is `not_started`, unless it requires an instructor's authorisation:
 * then it is `blocked`, awaiting the instructor (spec §6), until a row says otherwise.
 */
export async function readCourseActivities(db: CampusDb, userId: number, courseId: number): Promise<CourseActivities> {
  const rows = await db
    .select({
      id: courseActivities.id,
      hierarchyOrder: courseActivities.hierarchyOrder,
      title: courseActivities.title,
      type: courseActivities.type,
      durationMinutes: courseActivities.durationMinutes,
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
    .where(eq(courseActivities.courseId, courseId))
    .orderBy(asc(courseActivities.hierarchyOrder));
  return {
    course_id: courseId,
    activities: rows.map((row) => {
      const awaiting = row.status === null && row.requiresAuthorization;
      const status: ActivityStatus = row.status ?? (awaiting ? 'blocked' : 'not_started');
      const reason: ActivityBlockReason | null = awaiting ? 'awaiting_instructor' : (row.blockedReason ?? null);
      return {
        id: row.id,
        hierarchy_order: row.hierarchyOrder,
        title: row.title,
        type: row.type,
        status,
        progress: row.progress ?? 0,
        blocked_reason: status === 'blocked' ? reason : null,
        duration_minutes: row.durationMinutes,
      };
    }),
  };
}
