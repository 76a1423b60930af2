import { transmissionSchema } from '@campus/core/schemas';
import type { Transmission } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueUserStates, classInstructors, liveTransmissions, presentialEvents } from '../db/schema';
import type { BrokerMessage } from '../realtime/broker';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { daysFromNow, insertSignedInUser, seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

// The transmission of an in-person course's live class or webinar event (spec §2
// presential-courses/{id}/event/{live-class|webinar}/{event_id}/activities/{h}): the same phases, stream, recording
// and realtime event as a live class's, attached to the event (docs/server.md "Live classes").
describeEachDatabase('Live classes: the transmission of an in-person course’s live event', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let teacher: FixtureUser;
  let courseTeacher: FixtureUser;
  let otherTeacher: FixtureUser;
  let courseId: number;
  let eventId: number;
  let inPersonEventId: number;
  const start = daysFromNow(3);

  const path = (id: number) => `/api/presential-events/${id}/transmission/`;
  const get = (user: FixtureUser, id: number) =>
    context.app.inject({ method: 'GET', url: path(id), headers: { authorization: `Bearer ${user.token}` } });
  const move = (user: FixtureUser, id: number, status: string) =>
    context.app.inject({
      method: 'POST',
      url: path(id),
      headers: { authorization: `Bearer ${user.token}` },
      payload: { status },
    });
  const transmission = (response: LightMyRequestResponse): Transmission => {
    expect(response.statusCode, response.body).toBe(200);
    return transmissionSchema.parse(response.json());
  };

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    courseId = fixture.items.scheduledPresential;
    teacher = await insertSignedInUser(context.app, 'erica', { clientId: fixture.clientId, roles: ['instructor'] });
    courseTeacher = await insertSignedInUser(context.app, 'celso', {
      clientId: fixture.clientId,
      roles: ['instructor'],
    });
    otherTeacher = await insertSignedInUser(context.app, 'otto', { clientId: fixture.clientId, roles: ['instructor'] });
    const events = await db.select().from(presentialEvents).where(eq(presentialEvents.itemId, courseId));
    const webinar = events.find((event) => event.type === 'webinar');
    const inPerson = events.find((event) => event.type === 'presential_class');
    if (!webinar || !inPerson) throw new Error('fixture: no events');
    eventId = webinar.id;
    inPersonEventId = inPerson.id;
    await db
      .update(presentialEvents)
      .set({ beginAt: start, endAt: new Date(start.getTime() + 2 * 3_600_000), status: 'scheduled' })
      .where(eq(presentialEvents.id, eventId));
    // The event streams and records; the live class of the same course has its own row (none here).
    await db.insert(liveTransmissions).values({
      itemId: courseId,
      eventId,
      streamKind: 'video',
      streamUrl: '/static/demo/live/aula-ao-vivo.mp4',
      recordingKind: 'video',
      recordingUrl: '/static/demo/live/aula-ao-vivo.mp4',
    });
    await db.insert(classInstructors).values([
      { itemId: courseId, eventId, userId: teacher.id },
      { itemId: courseId, eventId: null, userId: courseTeacher.id },
    ]);
    await db.insert(catalogueUserStates).values({ userId: fixture.bia.id, itemId: courseId, enrolled: true });
  });

  it('waits before the event, with its schedule, status and realtime area of its own', async () => {
    expect(transmission(await get(fixture.bia, eventId))).toMatchObject({
      item_id: courseId,
      event_id: eventId,
      type: 'webinar',
      title: 'Abertura online',
      transmission_status: 'waiting',
      live_class_status: 'opened',
      event_status: 'scheduled',
      subscribed: true,
      starts_at: start.toISOString(),
      has_recording: true,
      stream: null,
      realtime_area: `client:${fixture.clientId}:live:${courseId}:event:${eventId}`,
    });
  });

  it('an in-person class has no transmission; another client’s member and other instructors are refused', async () => {
    expectApiError(await get(fixture.bia, inPersonEventId), 404, 'not_found_or_forbidden');
    expectApiError(await get(fixture.carl, eventId), 404, 'not_found_or_forbidden');
    expectApiError(await get(fixture.bia, 999_999), 404, 'not_found_or_forbidden');
    expectApiError(await move(fixture.ana, eventId, 'live'), 403, 'forbidden');
    expectApiError(await move(otherTeacher, eventId, 'live'), 404, 'not_found_or_forbidden');
    expectApiError(await move(teacher, inPersonEventId, 'live'), 404, 'not_found_or_forbidden');
  });

  it('goes live and finishes: the enrolled see the stream then the recording; each move is announced', async () => {
    const heard: BrokerMessage[] = [];
    const stop = await context.app.realtime.subscribe((message) => heard.push(message));
    try {
      const live = transmission(await move(teacher, eventId, 'live'));
      expect(live).toMatchObject({ transmission_status: 'live', event_id: eventId });
      await expect.poll(() => heard.filter((message) => message.kind === 'event').length).toBe(1);
      expect(heard.find((message) => message.kind === 'event')).toMatchObject({
        event: {
          area: `client:${fixture.clientId}:live:${courseId}:event:${eventId}`,
          type: 'transmission',
          data: { item_id: courseId, event_id: eventId, transmission_status: 'live' },
        },
      });
      expect(transmission(await get(fixture.bia, eventId)).stream).toEqual({
        kind: 'video',
        url: '/static/demo/live/aula-ao-vivo.mp4',
      });
      // Not enrolled in the course: the phase, not the stream.
      expect(transmission(await get(fixture.ana, eventId))).toMatchObject({ subscribed: false, stream: null });

      // An instructor of the whole course moves its events' transmissions too.
      const finished = transmission(await move(courseTeacher, eventId, 'finished'));
      expect(finished).toMatchObject({
        transmission_status: 'finished',
        recording: { kind: 'video', url: '/static/demo/live/aula-ao-vivo.mp4' },
      });
      await expect.poll(() => heard.filter((message) => message.kind === 'event').length).toBe(2);
      const rows = await context.database.db
        .select()
        .from(liveTransmissions)
        .where(and(eq(liveTransmissions.itemId, courseId), eq(liveTransmissions.eventId, eventId)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.statusChangedBy).toBe(courseTeacher.id);
    } finally {
      stop();
    }
  });

  describe('an event without a row and over by its status', () => {
    it('is moved without a row of its own first, and a canceled event cannot go live', async () => {
      const { db } = context.database;
      await db.delete(liveTransmissions).where(eq(liveTransmissions.eventId, eventId));
      // A move creates the event's row next to the item's (none here): the holder key tells them apart.
      expect(transmission(await move(teacher, eventId, 'live')).transmission_status).toBe('live');
      expect(transmission(await get(fixture.bia, eventId))).toMatchObject({ stream: null, has_recording: false });
      await db.update(presentialEvents).set({ status: 'canceled' }).where(eq(presentialEvents.id, eventId));
      expectApiError(await move(teacher, eventId, 'waiting'), 409, 'class_finished');
      expect(transmission(await get(fixture.bia, eventId))).toMatchObject({
        transmission_status: 'finished',
        live_class_status: 'closed',
        event_status: 'canceled',
      });
    });
  });
});
