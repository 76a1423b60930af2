import { and, asc, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, classInstructors, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';

/*
 * Who teaches a live class, webinar or in-person course, as its detail and its enrolment see it (issue 26; spec §6
 * Instructors): the assigned instructors (`class_instructors`, for the whole item or one of its events) are the
 * class's teachers, shown by name instead of the item's free-text host; and an instructor of a class is not offered —
 * nor allowed — to enrol in it as a learner.
 */

/** A class's teachers: their names (assigned first, first), and whether the caller is one of them. */
export interface ClassTeachers {
  readonly names: readonly string[];
  readonly teaching: boolean;
}

/** The instructors assigned to an item of the caller's client (to the whole item or to any of its events). */
export async function classTeachers(
  db: CampusDb | CampusTransaction,
  scope: Pick<RequestScope, 'userId' | 'clientId'>,
  itemId: number,
): Promise<ClassTeachers> {
  const rows = await db
    .select({ userId: classInstructors.userId, name: users.fullName, username: users.username })
    .from(classInstructors)
    .innerJoin(
      catalogueItems,
      and(eq(catalogueItems.id, classInstructors.itemId), eq(catalogueItems.clientId, scope.clientId)),
    )
    .innerJoin(users, eq(users.id, classInstructors.userId))
    .where(eq(classInstructors.itemId, itemId))
    .orderBy(asc(classInstructors.id));
  const names = [...new Set(rows.map((row) => row.name.trim() || row.username))];
  return { names, teaching: rows.some((row) => row.userId === scope.userId) };
}

/**
 * Refuses the caller's enrolment (or subscription) in a class they teach, with 409 `instructor_of_class`: an
 * instructor takes part as its instructor, not as a learner (spec §6).
 * @throws ApiError as above
 */
export async function refuseInstructorEnrolment(
  db: CampusDb | CampusTransaction,
  scope: Pick<RequestScope, 'userId' | 'clientId'>,
  itemId: number,
): Promise<void> {
  if ((await classTeachers(db, scope, itemId)).teaching) throw new ApiError(409, 'instructor_of_class');
}
