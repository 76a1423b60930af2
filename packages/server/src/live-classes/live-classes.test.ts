import { transmissionSchema } from '@campus/core/schemas';
import type { Transmission } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/token-issuer';
import {
  catalogueItems,
  catalogueUserStates,
  classInstructors,
  liveTransmissions,
  presentialEvents,
  userClients,
  users,
} from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { BrokerMessage } from '../realtime/broker';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { daysFromNow, seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('Live classes: transmission and calendar export', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let teacher: FixtureUser;
  let otherTeacher: FixtureUser;
  let admin: FixtureUser;
  let otherAdmin: FixtureUser;
  let classId: number;
  const start = daysFromNow(2);

  /** A user of a client with roles, signed in through it. */
  async function signedInUser(username: string, clientId: number, roles: string[]): Promise<FixtureUser> {
    const { db } = context.database;
    const [user] = await db
      .insert(users)
      .values({ username, fullName: username, status: 'approved', selectedClientId: clientId, roles })
      .returning();
    if (!user) throw new Error('no user');
    await db.insert(userClients).values({ userId: user.id, clientId });
    const { tokens } = await withTransaction(db, (tx) =>
      startSession(tx, { userId: user.id, oauthClientId: clientId, method: 'password' }, context.app.config),
    );
    return { id: user.id, token: tokens.access_token };
  }

  const get = (user: FixtureUser, url: string) =>
    context.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });

  const move = (user: FixtureUser, id: number, status: string, key?: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/live-classes/${id}/transmission/`,
      headers: { authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { status },
    });

  const transmission = (response: LightMyRequestResponse): Transmission => {
    expect(response.statusCode, response.body).toBe(200);
    return transmissionSchema.parse(response.json());
  };

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    teacher = await signedInUser('tessa', fixture.clientId, ['instructor']);
    otherTeacher = await signedInUser('theo', fixture.clientId, ['instructor']);
    admin = await signedInUser('adam', fixture.clientId, ['platform_admin']);
    otherAdmin = await signedInUser('olga', fixture.otherClientId, ['platform_admin']);
    classId = fixture.items.lastSeatClass;
    await db
      .update(catalogueItems)
      .set({ beginAt: start, endAt: new Date(start.getTime() + 90 * 60_000) })
      .where(eq(catalogueItems.id, classId));
    await db.insert(liveTransmissions).values({
      itemId: classId,
      streamKind: 'hls',
      streamUrl: 'https://stream.example/live.m3u8',
      recordingKind: 'video',
      recordingUrl: '/static/demo/live/gravacao.mp4',
      recurrence: 'weekly',
      recurrenceCount: 4,
    });
    await db.insert(classInstructors).values({ itemId: classId, userId: teacher.id });
    await db.insert(catalogueUserStates).values({ userId: fixture.bia.id, itemId: classId, enrolled: true });
  });

  it('waits before the class, with its schedule, recurrence and realtime area, and no stream yet', async () => {
    const read = transmission(await get(fixture.bia, `/api/live-classes/${classId}/transmission/`));
    expect(read).toMatchObject({
      item_id: classId,
      type: 'live_class',
      title: 'Aula ao Vivo: Negociação',
      transmission_status: 'waiting',
      live_class_status: 'opened',
      subscribed: true,
      starts_at: start.toISOString(),
      recurrence: { frequency: 'weekly', count: 4 },
      has_recording: true,
      stream: null,
      recording: null,
      realtime_area: `client:${fixture.clientId}:live:${classId}`,
    });
  });

  it('only the class’s instructors and staff move it; another client’s class is not found', async () => {
    expectApiError(await move(fixture.ana, classId, 'live'), 403, 'forbidden');
    expectApiError(await move(otherTeacher, classId, 'live'), 404, 'not_found_or_forbidden');
    expectApiError(await move(otherAdmin, classId, 'live'), 404, 'not_found_or_forbidden');
    expectApiError(await move(teacher, fixture.items.otherClientCourse, 'live'), 404, 'not_found_or_forbidden');
    const bad = await move(teacher, classId, 'paused');
    expect(bad.statusCode).toBe(400);
    expect((await get(fixture.bia, `/api/live-classes/${classId}/transmission/`)).json()).toMatchObject({
      transmission_status: 'waiting',
    });
  });

  it('goes live and finishes: subscribers see the stream, then the recording; each move is announced once', async () => {
    const heard: BrokerMessage[] = [];
    const stop = await context.app.realtime.subscribe((message) => heard.push(message));
    try {
      const live = transmission(await move(teacher, classId, 'live', 'move-live-1'));
      expect(live.transmission_status).toBe('live');
      expect(live.stream).toEqual({ kind: 'hls', url: 'https://stream.example/live.m3u8' });
      await expect.poll(() => heard.filter((message) => message.kind === 'event').length).toBe(1);
      expect(heard.find((message) => message.kind === 'event')).toMatchObject({
        event: {
          area: `client:${fixture.clientId}:live:${classId}`,
          type: 'transmission',
          data: { item_id: classId, transmission_status: 'live', live_class_status: 'opened' },
        },
      });
      // A retry replays; moving again to the same phase changes nothing and announces nothing.
      const replay = await move(teacher, classId, 'live', 'move-live-1');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      transmission(await move(admin, classId, 'live'));

      const subscriber = transmission(await get(fixture.bia, `/api/live-classes/${classId}/transmission/`));
      expect(subscriber.stream?.kind).toBe('hls');
      const outsider = transmission(await get(fixture.ana, `/api/live-classes/${classId}/transmission/`));
      expect(outsider).toMatchObject({ transmission_status: 'live', subscribed: false, stream: null });

      const [row] = await context.database.db
        .select()
        .from(liveTransmissions)
        .where(eq(liveTransmissions.itemId, classId));
      expect(row?.statusOccurrenceAt?.toISOString()).toBe(start.toISOString());
      expect(row?.statusChangedBy).toBe(teacher.id);

      // Finishing this week's session of a weekly class leaves next week's waiting; staff may move it too.
      const finished = transmission(await move(admin, classId, 'finished'));
      expect(finished.transmission_status).toBe('waiting');
      expect(finished.starts_at).toBe(new Date(start.getTime() + 7 * 86_400_000).toISOString());
      await expect.poll(() => heard.filter((message) => message.kind === 'event').length).toBe(2);
    } finally {
      stop();
    }
  });

  it('a single class finished shows its recording; a class past its end is finished though nobody moved it', async () => {
    const { db } = context.database;
    await db
      .update(liveTransmissions)
      .set({ recurrence: null, recurrenceCount: null, status: null, statusOccurrenceAt: null });
    transmission(await move(teacher, classId, 'live'));
    const finished = transmission(await move(teacher, classId, 'finished'));
    expect(finished).toMatchObject({
      transmission_status: 'finished',
      stream: null,
      recording: { kind: 'video', url: '/static/demo/live/gravacao.mp4' },
    });
    // Back to waiting (a mistaken finish) is allowed while the class has not ended.
    expect(transmission(await move(teacher, classId, 'waiting')).transmission_status).toBe('waiting');

    const past = transmission(
      await get(fixture.bia, `/api/live-classes/${fixture.items.unlimitedClass}/transmission/`),
    );
    expect(past).toMatchObject({ transmission_status: 'finished', recording: null, has_recording: false });
    // A class finished by its status (spec §4) cannot go live again.
    expectApiError(await move(admin, fixture.items.finishedClass, 'live'), 409, 'class_finished');
  });

  it('announces a subscription in the class’s area: its last seat taken, the class reads “no vacancy”', async () => {
    const heard: BrokerMessage[] = [];
    const stop = await context.app.realtime.subscribe((message) => heard.push(message));
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/live-classes/${classId}/subscribe/`,
        headers: { authorization: `Bearer ${fixture.ana.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The previous test's moves are announced after their commits, and on PostgreSQL one may reach this
      // subscription late: count only what this subscription announces, the class without vacancy.
      const noVacancy = () =>
        heard.filter((message) => message.kind === 'event' && message.event.data['live_class_status'] === 'no_vacancy');
      await expect.poll(() => noVacancy().length).toBe(1);
      expect(noVacancy()[0]).toMatchObject({
        event: {
          area: `client:${fixture.clientId}:live:${classId}`,
          type: 'transmission',
          data: { item_id: classId, live_class_status: 'no_vacancy' },
        },
      });
      expect(transmission(await get(fixture.ana, `/api/live-classes/${classId}/transmission/`))).toMatchObject({
        subscribed: true,
        live_class_status: 'no_vacancy',
      });
    } finally {
      stop();
    }
  });

  it('webinars have a transmission too; another client’s member does not see it', async () => {
    const webinar = transmission(await get(fixture.ana, `/api/webinars/${fixture.items.openWebinar}/transmission/`));
    expect(webinar.type).toBe('webinar');
    expectApiError(
      await get(fixture.carl, `/api/webinars/${fixture.items.openWebinar}/transmission/`),
      404,
      'not_found_or_forbidden',
    );
    expectApiError(await get(fixture.dora, `/api/live-classes/${classId}/transmission/`), 403, 'forbidden');
  });

  describe('calendar export', () => {
    const calendar = (user: FixtureUser, path: string, tz: string) => get(user, `${path}?tz=${encodeURIComponent(tz)}`);

    it('answers an .ics of the class in the browser’s time zone, with its recurrence', async () => {
      await context.database.db
        .update(liveTransmissions)
        .set({ recurrence: 'weekly', recurrenceCount: 6 })
        .where(eq(liveTransmissions.itemId, classId));
      const response = await calendar(fixture.bia, `/api/live-classes/${classId}/calendar/`, 'Asia/Tokyo');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="aula-ao-vivo-negociacao.ics"');
      const tokyo = new Date(start.getTime() + 9 * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
      expect(response.body).toContain(`DTSTART;TZID=Asia/Tokyo:${tokyo}`);
      expect(response.body).toContain('RRULE:FREQ=WEEKLY;COUNT=6');
      expect(response.body).toContain('SUMMARY:Aula ao Vivo: Negociação');
      expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      // A zone spelled in other letter cases is written as the zone database spells it.
      const lower = await calendar(fixture.bia, `/api/live-classes/${classId}/calendar/`, 'asia/tokyo');
      expect(lower.body).toContain(`DTSTART;TZID=Asia/Tokyo:${tokyo}`);
    });

    it('exports a presential course’s events, or one of them', async () => {
      const path = `/api/presential-courses/${fixture.items.scheduledPresential}/calendar/`;
      const all = await calendar(fixture.ana, path, 'America/Sao_Paulo');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(all.body).toContain('DTSTART;TZID=America/Sao_Paulo:20260305T100000');
      expect(all.body).toContain('LOCATION:Loja Centro');
      const [event] = await context.database.db
        .select({ id: presentialEvents.id })
        .from(presentialEvents)
        .where(eq(presentialEvents.location, 'Loja Centro'));
      const one = await get(fixture.ana, `${path}?tz=UTC&event=${event?.id}`);
      expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expectApiError(await get(fixture.ana, `${path}?tz=UTC&event=999999`), 404, 'not_found_or_forbidden');
    });

    it('refuses a time zone that is not an IANA zone, and another client’s class', async () => {
      for (const tz of ['Mars/Olympus', 'GMT+99', '../../etc']) {
        expectApiError(
          await calendar(fixture.bia, `/api/live-classes/${classId}/calendar/`, tz),
          400,
          'invalid_time_zone',
        );
      }
      expect((await get(fixture.bia, `/api/live-classes/${classId}/calendar/`)).statusCode).toBe(400);
      expectApiError(
        await calendar(fixture.carl, `/api/live-classes/${classId}/calendar/`, 'UTC'),
        404,
        'not_found_or_forbidden',
      );
    });
  });
});
