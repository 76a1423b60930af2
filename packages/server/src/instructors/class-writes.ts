import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import {
  activityUserStates,
  catalogueUserStates,
  classActivityAuthorizations,
  classAttendances,
  courseActivities,
  instructorActions,
  presentialEventCheckIns,
  presentialEventResults,
  presentialEvents,
} from '../db/schema';
import type { InstructorAction } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { resultsPublished, takesPresence } from './class-attendance';
import type { ClassRecord } from './class-records';

/*
 * The instructor's writes (spec §6): a learner's presence, an activity authorised for the class or one learner, an
 * in-person event's results; and the presence a check-in at the event's programme event marks. Each runs in the
 * caller's transaction and writes its audit row (`instructor_actions`) in it, so nothing is half-written.
 */

/** Appends an audit row. */
async function audit(
  tx: CampusTransaction,
  scope: RequestScope,
  record: ClassRecord,
  action: InstructorAction,
  extra: { readonly learnerId?: number | null; readonly activityId?: number | null } = {},
): Promise<void> {
  await tx.insert(instructorActions).values({
    clientId: scope.clientId,
    actorId: scope.userId,
    action,
    itemId: record.itemId,
    eventId: record.eventId,
    learnerId: extra.learnerId ?? null,
    activityId: extra.activityId ?? null,
  });
}

/** The enrolled learners of the class among `userIds` (all of them when `userIds` is null). */
async function enrolledLearners(
  tx: CampusTransaction,
  record: ClassRecord,
  userIds: readonly number[] | null,
): Promise<number[]> {
  const rows = await tx
    .select({ userId: catalogueUserStates.userId })
    .from(catalogueUserStates)
    .where(
      and(
        eq(catalogueUserStates.itemId, record.itemId),
        eq(catalogueUserStates.enrolled, true),
        ...(userIds === null ? [] : [inArray(catalogueUserStates.userId, [...userIds])]),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Writes a presence (`class_attendances`), replacing the one there. */
async function savePresence(
  tx: CampusTransaction,
  record: Pick<ClassRecord, 'itemId' | 'eventId'>,
  learnerId: number,
  present: boolean,
  validatedBy: number | null,
): Promise<void> {
  const source = validatedBy === null ? 'check_in' : 'instructor';
  await tx
    .insert(classAttendances)
    .values({ itemId: record.itemId, eventId: record.eventId, userId: learnerId, present, source, validatedBy })
    .onConflictDoUpdate({
      target: [classAttendances.itemId, classAttendances.eventId, classAttendances.userId],
      set: { present, source, validatedBy, updatedAt: sql`now()` },
    });
}

/**
 * Validates (or marks absent) one learner's presence. 404 `not_found_or_forbidden` for a learner not enrolled in the
 * class; 409 `presence_closed` once an in-person event's results are published or it was canceled.
 */
export async function setPresence(
  tx: CampusTransaction,
  scope: RequestScope,
  record: ClassRecord,
  learnerId: number,
  present: boolean,
): Promise<void> {
  if (!takesPresence(record, await resultsPublished(tx, record.eventId))) throw new ApiError(409, 'presence_closed');
  const [learner] = await enrolledLearners(tx, record, [learnerId]);
  if (learner === undefined) throw new ApiError(404, 'not_found_or_forbidden');
  await savePresence(tx, record, learner, present, scope.userId);
  await audit(tx, scope, record, present ? 'presence_validated' : 'absence_marked', { learnerId: learner });
}

/**
 * Authorises an activity awaiting the instructor for the whole class (`learnerId` null) or one learner. For the class,
 * a `class_activity_authorizations` row, which every reader of a learner's state reads (core's `resolveActivityState`),
 * so learners who enrol later find the activity open too. For the learners enrolled now (or the one learner), the
 * state `resolveActivityState` reads as open: a `not_started` row where none was, or in place of a row still blocked
 * awaiting the instructor (progress made elsewhere is kept); those rows say whom to tell in real time. 404 for an
 * activity of another item or a learner not enrolled; 422 `activity_not_awaiting_instructor` for an activity that
 * needs no authorisation. Authorising again changes nothing.
 * @returns the learners whose activity unlocked now (to tell them in real time)
 */
export async function authorizeClassActivity(
  tx: CampusTransaction,
  scope: RequestScope,
  record: ClassRecord,
  activityId: number,
  learnerId: number | null,
): Promise<number[]> {
  const [activity] = await tx
    .select()
    .from(courseActivities)
    .where(and(eq(courseActivities.id, activityId), eq(courseActivities.courseId, record.itemId)));
  if (!activity) throw new ApiError(404, 'not_found_or_forbidden');
  if (!activity.requiresAuthorization) throw new ApiError(422, 'activity_not_awaiting_instructor');
  const learners = await enrolledLearners(tx, record, learnerId === null ? null : [learnerId]);
  if (learnerId !== null && learners.length === 0) throw new ApiError(404, 'not_found_or_forbidden');
  if (learnerId === null) {
    await tx
      .insert(classActivityAuthorizations)
      .values({ itemId: record.itemId, eventId: record.eventId, activityId, authorizedBy: scope.userId })
      .onConflictDoNothing();
  }
  const unlocked =
    learners.length === 0
      ? []
      : await tx
          .insert(activityUserStates)
          .values(learners.map((userId) => ({ userId, activityId, status: 'not_started' as const, progress: 0 })))
          .onConflictDoUpdate({
            target: [activityUserStates.userId, activityUserStates.activityId],
            set: { status: 'not_started', blockedReason: null, updatedAt: sql`now()` },
            setWhere: sql`${activityUserStates.blockedReason} = 'awaiting_instructor'`,
          })
          .returning({ userId: activityUserStates.userId });
  await audit(tx, scope, record, 'activity_authorized', { learnerId, activityId });
  return unlocked.map((row) => row.userId);
}

/**
 * Publishes an in-person event's results (spec §4: awaiting results → finished): from now on a learner without a
 * validated presence sees an absence. 409 `results_not_awaited` unless the event awaits its results.
 */
export async function publishResults(tx: CampusTransaction, scope: RequestScope, record: ClassRecord): Promise<void> {
  if (record.kind !== 'presential_event' || record.eventId === null) throw new ApiError(404, 'not_found_or_forbidden');
  const moved = await tx
    .update(presentialEvents)
    .set({ status: 'finished' })
    .where(and(eq(presentialEvents.id, record.eventId), eq(presentialEvents.status, 'awaiting_results')))
    .returning({ id: presentialEvents.id });
  if (moved.length === 0) throw new ApiError(409, 'results_not_awaited');
  await tx
    .insert(presentialEventResults)
    .values({ eventId: record.eventId, publishedBy: scope.userId })
    .onConflictDoNothing();
  await audit(tx, scope, record, 'results_published');
}

/**
 * Marks presence at the in-person event linked to a programme event (spec §2 Events: check-in by QR code or six-digit
 * code) when the member is enrolled in its course and the results are not published yet; a check-in elsewhere
 * changes nothing here. Runs in the check-in's transaction.
 * @returns the in-person event's id when a presence was marked
 */
export async function markPresenceFromCheckIn(
  tx: CampusTransaction,
  loyaltyEventId: number,
  userId: number,
): Promise<number | null> {
  const [link] = await tx
    .select({ eventId: presentialEvents.id, itemId: presentialEvents.itemId, status: presentialEvents.status })
    .from(presentialEventCheckIns)
    .innerJoin(presentialEvents, eq(presentialEvents.id, presentialEventCheckIns.presentialEventId))
    .where(eq(presentialEventCheckIns.loyaltyEventId, loyaltyEventId));
  if (!link || link.status === 'canceled' || (await resultsPublished(tx, link.eventId))) return null;
  const [enrolled] = await tx
    .select({ userId: catalogueUserStates.userId })
    .from(catalogueUserStates)
    .where(
      and(
        eq(catalogueUserStates.itemId, link.itemId),
        eq(catalogueUserStates.userId, userId),
        eq(catalogueUserStates.enrolled, true),
      ),
    );
  if (!enrolled) return null;
  await savePresence(tx, { itemId: link.itemId, eventId: link.eventId }, userId, true, null);
  return link.eventId;
}
