import type { CourseActivities } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { activityUserStates, courseActivities } from '../db/schema';
import { courseActivityWire } from './course-activity-wire';

/**
 * A course's activities in `hierarchy_order`, with the caller's state in each (spec §3 "Activity state"), as
 * core's `resolveActivityState` gives it from the caller's row (see {@link courseActivityWire}).
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
  return { course_id: courseId, activities: rows.map(courseActivityWire) };
}
