import type { CourseActivities } from '@campus/core/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import {
  activityUserStates,
  catalogueItems,
  catalogueUserStates,
  classActivityAuthorizations,
  courseActivities,
} from '../db/schema';
import { senceFlags } from '../sence/sence-store';
import { courseActivityWire } from './course-activity-wire';
import { presentialStatusOf } from './presential-status';
import type { CourseActivityRecord } from './course-activity-wire';

/**
 * Whether an instructor authorised the activity for a whole class of its item (`class_activity_authorizations`): it
 * opens to every learner enrolled in the item, those who enrol later too.
 */
const authorizedForClass = sql<boolean>`exists (select 1 from ${classActivityAuthorizations} where ${
  classActivityAuthorizations.activityId
} = ${courseActivities.id})`.mapWith((value: unknown) => value === true || value === 't');

/**
 * A course's activities in `hierarchy_order`, each with the caller's stored state (`null`s: no state row) and whether
 * an instructor authorised it for a whole class (`class_activity_authorizations`), as
 * every reader of a course's activities needs them: the activities list, the player's access rule and the
 * course's progress. Runs in a transaction too, so a progress report reads the state it just wrote.
 */
export async function readCourseActivityRecords(
  db: CampusDb | CampusTransaction,
  userId: number,
  courseId: number,
): Promise<CourseActivityRecord[]> {
  return db
    .select({
      id: courseActivities.id,
      hierarchyOrder: courseActivities.hierarchyOrder,
      title: courseActivities.title,
      type: courseActivities.type,
      durationMinutes: courseActivities.durationMinutes,
      requiresAuthorization: courseActivities.requiresAuthorization,
      authorizedForClass,
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
}

/**
 * A course's activities in `hierarchy_order`, with the caller's state in each (spec §3 "Activity state"), as
 * core's `resolveActivityState` gives it from the caller's row (see {@link courseActivityWire}), and whether the
 * course unlocks them one after the other (`catalogue_items.sequential`) and whether the caller is enrolled (or
 * subscribed), both of which the player hands to `activityAccess`. The caller checks the course is visible first.
 */
export async function readCourseActivities(db: CampusDb, userId: number, courseId: number): Promise<CourseActivities> {
  const [course] = await db
    .select({
      type: catalogueItems.type,
      status: catalogueItems.status,
      sequential: catalogueItems.sequential,
      enrolled: catalogueUserStates.enrolled,
    })
    .from(catalogueItems)
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, userId)),
    )
    .where(eq(catalogueItems.id, courseId));
  const records = await readCourseActivityRecords(db, userId, courseId);
  return {
    course_id: courseId,
    sequential: course?.sequential ?? false,
    enrolled: course?.enrolled === true,
    // A course flagged for SENCE without a session open today locks every activity (issue 26, src/sence).
    ...(await senceFlags(db, userId, courseId)),
    // A presential course's status opens its activities or not (core's presentialStatusRules, issue 26).
    ...(course?.type === 'presential_course' ? { presential_status: presentialStatusOf(course.status) } : {}),
    activities: records.map(courseActivityWire),
  };
}
