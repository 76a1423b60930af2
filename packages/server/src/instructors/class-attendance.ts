import type { ClassAttendance, InstructorClass } from '@campus/core/schemas';
import type { PresentialClassStatus } from '@campus/core/rules';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import {
  activityUserStates,
  catalogueUserStates,
  classActivityAuthorizations,
  classAttendances,
  courseActivities,
  presentialEventResults,
  users,
} from '../db/schema';
import type { ClassRecord } from './class-records';

/*
 * A class's attendance as the instructor sees it (spec §6): the learners enrolled in (or subscribed to) the item,
 * each with their presence and the activities awaiting the instructor they were authorised to open, and the item's
 * activities. Presence is per class: a live class or webinar as a whole, an in-person event on its own.
 */

type Db = CampusDb | CampusTransaction;

/** `class_attendances` rows of the class (its item, and its event or none). */
export function attendanceOfClass(record: Pick<ClassRecord, 'itemId' | 'eventId'>): SQL | undefined {
  return and(
    eq(classAttendances.itemId, record.itemId),
    record.eventId === null ? isNull(classAttendances.eventId) : eq(classAttendances.eventId, record.eventId),
  );
}

/** Whether an in-person event's results are published. */
export async function resultsPublished(db: Db, eventId: number | null): Promise<boolean> {
  if (eventId === null) return false;
  const [row] = await db
    .select({ eventId: presentialEventResults.eventId })
    .from(presentialEventResults)
    .where(eq(presentialEventResults.eventId, eventId));
  return row !== undefined;
}

/** The class on the wire with its counts of enrolled and present learners. */
export async function classWire(db: Db, record: ClassRecord): Promise<InstructorClass> {
  const [enrolled] = await db
    .select({ value: count() })
    .from(catalogueUserStates)
    .where(and(eq(catalogueUserStates.itemId, record.itemId), eq(catalogueUserStates.enrolled, true)));
  const [present] = await db
    .select({ value: count() })
    .from(classAttendances)
    .innerJoin(
      catalogueUserStates,
      and(
        eq(catalogueUserStates.itemId, classAttendances.itemId),
        eq(catalogueUserStates.userId, classAttendances.userId),
        eq(catalogueUserStates.enrolled, true),
      ),
    )
    .where(and(attendanceOfClass(record), eq(classAttendances.present, true)));
  return {
    kind: record.kind,
    id: record.id,
    item_id: record.itemId,
    title: record.title,
    item_title: record.itemTitle,
    status: record.status as InstructorClass['status'],
    begin_date: record.beginAt?.toISOString() ?? null,
    location: record.location,
    enrolled_count: enrolled?.value ?? 0,
    present_count: present?.value ?? 0,
  };
}

/** The class's attendance: learners by name, with presence and authorisations; activities in order. */
export async function readClassAttendance(db: Db, record: ClassRecord): Promise<ClassAttendance> {
  const learners = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      present: classAttendances.present,
      source: classAttendances.source,
    })
    .from(catalogueUserStates)
    .innerJoin(users, eq(users.id, catalogueUserStates.userId))
    .leftJoin(classAttendances, and(eq(classAttendances.userId, catalogueUserStates.userId), attendanceOfClass(record)))
    .where(and(eq(catalogueUserStates.itemId, record.itemId), eq(catalogueUserStates.enrolled, true)))
    .orderBy(asc(users.fullName), asc(users.id));
  const activities = await db
    .select()
    .from(courseActivities)
    .where(eq(courseActivities.courseId, record.itemId))
    .orderBy(asc(courseActivities.hierarchyOrder));
  const gated = activities.filter((activity) => activity.requiresAuthorization).map((activity) => activity.id);
  const authorised =
    gated.length === 0 || learners.length === 0
      ? []
      : await db
          .select({ userId: activityUserStates.userId, activityId: activityUserStates.activityId })
          .from(activityUserStates)
          .where(
            and(
              inArray(activityUserStates.activityId, gated),
              inArray(
                activityUserStates.userId,
                learners.map((learner) => learner.id),
              ),
              // A row still blocked awaiting the instructor is no authorisation.
              sql`${activityUserStates.blockedReason} is distinct from 'awaiting_instructor'`,
            ),
          );
  // Authorised for a whole class of the item: every learner's, those who enrolled later too.
  const forClass =
    gated.length === 0
      ? []
      : await db
          .selectDistinct({ activityId: classActivityAuthorizations.activityId })
          .from(classActivityAuthorizations)
          .where(inArray(classActivityAuthorizations.activityId, gated));
  const published = await resultsPublished(db, record.eventId);
  const status = record.status as PresentialClassStatus | null;
  return {
    class: await classWire(db, record),
    results_published: published,
    can_publish_results: record.kind === 'presential_event' && !published && status === 'awaiting_results',
    learners: learners.map((learner) => ({
      id: learner.id,
      name: learner.fullName === '' ? learner.username : learner.fullName,
      present: learner.present,
      source: learner.source,
      authorized_activity_ids: gated.filter(
        (id) =>
          forClass.some((row) => row.activityId === id) ||
          authorised.some((row) => row.userId === learner.id && row.activityId === id),
      ),
    })),
    activities: activities.map((activity) => ({
      id: activity.id,
      hierarchy_order: activity.hierarchyOrder,
      title: activity.title,
      type: activity.type,
      requires_authorization: activity.requiresAuthorization,
    })),
  };
}

/** Whether an in-person event's status still takes presence changes (not canceled; results not yet published). */
export function takesPresence(record: ClassRecord, published: boolean): boolean {
  if (record.kind !== 'presential_event') return true;
  return !published && record.status !== 'canceled';
}
