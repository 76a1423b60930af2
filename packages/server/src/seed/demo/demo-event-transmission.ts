import { and, asc, eq } from 'drizzle-orm';
import {
  catalogueUserStates,
  classInstructors,
  courseActivities,
  liveTransmissions,
  presentialEvents,
} from '../../db/schema';
import { demoItemId } from './demo-item-id';
import { DEMO_TRANSMISSION_VIDEO } from './demo-live-transmissions';
import type { DemoSeedContext } from './index';

/*
 * Demo step (issue 26; docs/server.md "Live classes"): an in-person course's live class event with a transmission of
 * its own (spec §2 presential-courses/{id}/event/live-class/{event_id}/activities/{h}). The course in progress
 * "Workshop de Demonstração de Produtos" has a follow-up live class event today at 19:00; the instructor Elisa
 * Martins (`instructor`) teaches it and moves its transmission, the demo learner `attendee` (Igor Nunes) follows it
 * from the course's live activity. It streams and records the demo's own video (no internet needed). No browser
 * test moves it.
 */

/** The in-person course in progress whose live class event streams. */
export const DEMO_EVENT_TRANSMISSION_COURSE = 'Workshop de Demonstração de Produtos';

/** The live activity of that course, where the event's transmission plays. */
export const DEMO_EVENT_TRANSMISSION_ACTIVITY = 'Aula ao vivo de acompanhamento';

/** Demo step: see the module comment. */
export async function seedDemoEventTransmission({ tx, client, users }: DemoSeedContext): Promise<void> {
  const courseId = await demoItemId(tx, client.id, 'presential_course', DEMO_EVENT_TRANSMISSION_COURSE);
  const [event] = await tx
    .select({ id: presentialEvents.id })
    .from(presentialEvents)
    .where(and(eq(presentialEvents.itemId, courseId), eq(presentialEvents.type, 'live_class')))
    .orderBy(asc(presentialEvents.beginAt));
  if (!event) throw new Error(`demo: "${DEMO_EVENT_TRANSMISSION_COURSE}" has no live class event`);

  await tx.insert(courseActivities).values({
    courseId: courseId,
    hierarchyOrder: 1,
    title: DEMO_EVENT_TRANSMISSION_ACTIVITY,
    type: 'live_class',
    durationMinutes: 120,
  });
  await tx.insert(liveTransmissions).values({
    itemId: courseId,
    eventId: event.id,
    streamKind: 'video',
    streamUrl: DEMO_TRANSMISSION_VIDEO,
    recordingKind: 'video',
    recordingUrl: DEMO_TRANSMISSION_VIDEO,
  });
  await tx.insert(classInstructors).values({ itemId: courseId, eventId: event.id, userId: users.instructor.id });
  await tx.insert(catalogueUserStates).values({ userId: users.attendee.id, itemId: courseId, enrolled: true });
}
