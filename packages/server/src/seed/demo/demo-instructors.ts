import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import {
  activityUserStates,
  catalogueItems,
  catalogueUserStates,
  classAttendances,
  classInstructors,
  courseActivities,
  loyaltyEvents,
  presentialEventCheckIns,
  presentialEvents,
} from '../../db/schema';
import { demoItemId } from './demo-item-id';
import { DEMO_EVENT_CODES } from './demo-loyalty-store';
import type { DemoSeedContext } from './index';

/*
 * Demo step (issue 26): the instructor Elisa Martins (`instructor`) teaches a live class and two in-person courses;
 * the demo learner `attendee` (Igor Nunes), used only by the instructor's browser test, is enrolled in them with an
 * activity awaiting the instructor in each; the programme event of the "now" check-in code marks presence at one
 * in-person event.
 */

/** The live class the instructor teaches. */
export const DEMO_INSTRUCTOR_LIVE_CLASS = 'Aula ao Vivo: Excel Rápido';
/** The in-person course (status live) whose in-person class the instructor teaches. */
export const DEMO_INSTRUCTOR_COURSE = 'Encontro Regional de Vendas';
/** The in-person course awaiting results the instructor teaches as a whole. */
export const DEMO_INSTRUCTOR_RESULTS_COURSE = 'Avaliação Prática de Liderança';
/** The activity awaiting the instructor in the in-person course. */
export const DEMO_AWAITING_ACTIVITY = 'Dinâmica em grupo';

/** Appends activities after the ones an earlier step gave the item. */
async function appendActivities(
  tx: CampusTransaction,
  courseId: number,
  activities: readonly { title: string; type: 'live_class' | 'presential_event'; gated: boolean }[],
) {
  const [last] = await tx
    .select({ order: max(courseActivities.hierarchyOrder) })
    .from(courseActivities)
    .where(eq(courseActivities.courseId, courseId));
  const first = (last?.order ?? 0) + 1;
  const rows = await tx
    .insert(courseActivities)
    .values(
      activities.map((activity, index) => ({
        courseId,
        hierarchyOrder: first + index,
        title: activity.title,
        type: activity.type,
        durationMinutes: 60,
        requiresAuthorization: activity.gated,
      })),
    )
    .returning({ id: courseActivities.id });
  return rows.map((row) => row.id);
}

/** Demo step: instructors' classes, their learners, activities awaiting the instructor, a presence and a check-in. */
export async function seedDemoInstructors({ tx, client, users }: DemoSeedContext): Promise<void> {
  const instructor = users.instructor.id;
  const attendee = users.attendee.id;
  const liveClass = await demoItemId(tx, client.id, 'live_class', DEMO_INSTRUCTOR_LIVE_CLASS);
  const course = await demoItemId(tx, client.id, 'presential_course', DEMO_INSTRUCTOR_COURSE);
  const resultsCourse = await demoItemId(tx, client.id, 'presential_course', DEMO_INSTRUCTOR_RESULTS_COURSE);
  const [inPersonClass] = await tx
    .select({ id: presentialEvents.id })
    .from(presentialEvents)
    .where(and(eq(presentialEvents.itemId, course), eq(presentialEvents.type, 'presential_class')))
    .orderBy(asc(presentialEvents.beginAt));
  if (!inPersonClass) throw new Error('demo: the instructor’s course has no in-person class');

  await tx.insert(classInstructors).values([
    { itemId: liveClass, eventId: null, userId: instructor },
    { itemId: course, eventId: inPersonClass.id, userId: instructor },
    { itemId: resultsCourse, eventId: null, userId: instructor },
  ]);

  await appendActivities(tx, liveClass, [
    { title: 'Exercício guiado com a instrutora', type: 'live_class', gated: true },
  ]);
  await appendActivities(tx, course, [
    { title: 'Boas-vindas ao encontro', type: 'presential_event', gated: false },
    { title: DEMO_AWAITING_ACTIVITY, type: 'presential_event', gated: true },
  ]);
  const [practice] = await appendActivities(tx, resultsCourse, [
    { title: 'Avaliação prática', type: 'presential_event', gated: true },
  ]);

  // The attendee and two programme members take part; subscribing to the live class takes a seat.
  const learners = [attendee, users.agent.id, users.owner.id];
  await tx
    .insert(catalogueUserStates)
    .values([
      ...learners.map((userId) => ({ userId, itemId: liveClass, enrolled: true })),
      { userId: attendee, itemId: course, enrolled: true },
      ...learners.map((userId) => ({ userId, itemId: resultsCourse, enrolled: true })),
    ]);
  await tx
    .update(catalogueItems)
    .set({ seatsTaken: sql`${catalogueItems.seatsTaken} + ${learners.length}` })
    .where(eq(catalogueItems.id, liveClass));

  // Presence already taken at the course awaiting results: the attendee present, the agent absent, the owner not yet.
  const resultsEvents = await tx
    .select({ id: presentialEvents.id })
    .from(presentialEvents)
    .where(eq(presentialEvents.itemId, resultsCourse));
  await tx.insert(classAttendances).values(
    resultsEvents.flatMap((event) => [
      {
        itemId: resultsCourse,
        eventId: event.id,
        userId: attendee,
        present: true,
        source: 'instructor' as const,
        validatedBy: instructor,
      },
      {
        itemId: resultsCourse,
        eventId: event.id,
        userId: users.agent.id,
        present: false,
        source: 'instructor' as const,
        validatedBy: instructor,
      },
    ]),
  );

  // The instructor already authorised the attendee's practical assessment there (the agent and the owner wait).
  if (practice !== undefined) {
    await tx
      .insert(activityUserStates)
      .values({ userId: attendee, activityId: practice, status: 'not_started', progress: 0 });
  }

  // The programme event of the "now" code (demo-loyalty-store.ts) is the in-person class's check-in.
  const [checkIn] = await tx
    .select({ id: loyaltyEvents.id })
    .from(loyaltyEvents)
    .where(and(eq(loyaltyEvents.clientId, client.id), eq(loyaltyEvents.checkInCode, DEMO_EVENT_CODES.now)));
  if (checkIn)
    await tx
      .insert(presentialEventCheckIns)
      .values({ presentialEventId: inPersonClass.id, loyaltyEventId: checkIn.id });
}
