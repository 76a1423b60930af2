import { classAttendanceSchema, courseActivitiesSchema, instructorClassListSchema } from '@campus/core/schemas';
import { learnerPresentialEventSchema } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { startSession } from '../auth/token-issuer';
import {
  activityUserStates,
  catalogueItems,
  catalogueUserStates,
  certificates,
  classInstructors,
  instructorActions,
  loyaltyEvents,
  presentialEventCheckIns,
  presentialEvents,
  userClients,
  users,
} from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { BrokerMessage } from '../realtime/broker';
import { enrol, expectApiError, insertActivities } from '../test-support/activity-fixture.test-util';
import { getAs, insertSignedInUser, seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { markPresenceFromCheckIn } from './class-writes';
import { isInstructorOf } from './instructor-access';

describeEachDatabase('instructors: classes, presence, authorised activities, in-person events', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let teacher: FixtureUser;
  let otherTeacher: FixtureUser;
  let liveClass: { gated: number; free: number };
  let presential: { gated: number };
  let events: { live: number; inPerson: number };

  /** A user of the fixture's client with the instructor role, signed in. */
  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    teacher = await insertSignedInUser(context.app, 'elisa', { clientId: fixture.clientId, roles: ['instructor'] });
    otherTeacher = await insertSignedInUser(context.app, 'otto', { clientId: fixture.clientId, roles: ['instructor'] });
    const { unlimitedClass, scheduledPresential } = fixture.items;
    liveClass = await insertActivities(db, unlimitedClass, {
      free: { title: 'Material', type: 'pdf' },
      gated: { title: 'Exercício guiado', type: 'live_class', requiresAuthorization: true },
    });
    presential = await insertActivities(db, scheduledPresential, {
      gated: { title: 'Dinâmica em grupo', type: 'presential_event', requiresAuthorization: true },
    });
    const rows = await db
      .select({ id: presentialEvents.id, type: presentialEvents.type })
      .from(presentialEvents)
      .where(eq(presentialEvents.itemId, scheduledPresential));
    events = {
      live: rows.find((row) => row.type === 'webinar')?.id ?? 0,
      inPerson: rows.find((row) => row.type === 'presential_class')?.id ?? 0,
    };
    await db.insert(classInstructors).values([
      { itemId: unlimitedClass, eventId: null, userId: teacher.id },
      { itemId: scheduledPresential, eventId: events.inPerson, userId: teacher.id },
    ]);
    await enrol(db, fixture.ana.id, unlimitedClass);
    await enrol(db, fixture.bia.id, unlimitedClass);
    await enrol(db, fixture.ana.id, scheduledPresential);
  }, 60_000);

  const call = (user: FixtureUser, method: 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR' },
      ...(payload === undefined ? {} : { payload }),
    });
  const attendance = async (user: FixtureUser, url: string) => {
    const response = await getAs(context.app, user, url);
    expect(response.statusCode, response.body).toBe(200);
    return classAttendanceSchema.parse(response.json());
  };

  it('answers “is X instructor of Y” per item, per event, and never across clients', async () => {
    const { db } = context.database;
    const scope = { userId: teacher.id, clientId: fixture.clientId };
    const { unlimitedClass, scheduledPresential, openWebinar } = fixture.items;
    expect(await isInstructorOf(db, scope, { itemId: unlimitedClass })).toBe(true);
    expect(await isInstructorOf(db, scope, { itemId: openWebinar })).toBe(false);
    expect(await isInstructorOf(db, scope, { itemId: scheduledPresential, eventId: events.inPerson })).toBe(true);
    expect(await isInstructorOf(db, scope, { itemId: scheduledPresential, eventId: events.live })).toBe(false);
    expect(await isInstructorOf(db, { ...scope, clientId: fixture.otherClientId }, { itemId: unlimitedClass })).toBe(
      false,
    );
  });

  it('lists the instructor’s classes, and refuses learners (403) and other instructors’ classes (404)', async () => {
    const response = await getAs(context.app, teacher, '/api/instructor/classes/');
    expect(response.statusCode, response.body).toBe(200);
    const list = instructorClassListSchema.parse(response.json());
    expect(list.results.map((entry) => [entry.kind, entry.id])).toEqual(
      expect.arrayContaining([
        ['live_class', fixture.items.unlimitedClass],
        ['presential_event', events.inPerson],
      ]),
    );
    expect(list.results).toHaveLength(2);
    expectApiError(await getAs(context.app, fixture.ana, '/api/instructor/classes/'), 403, 'forbidden');
    const url = `/api/instructor/classes/${fixture.items.unlimitedClass}/`;
    expectApiError(await getAs(context.app, otherTeacher, url), 404, 'not_found_or_forbidden');
    expectApiError(
      await getAs(context.app, teacher, `/api/instructor/events/${events.live}/`),
      404,
      'not_found_or_forbidden',
    );
  });

  it('names the class in the reader’s language: the item’s translation, else its own title', async () => {
    const { db } = context.database;
    const item = fixture.items.unlimitedClass;
    const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, item));
    await db
      .update(catalogueItems)
      .set({ translations: { 'en-US': { title: 'Live class in English' } } })
      .where(eq(catalogueItems.id, item));
    try {
      const url = `/api/instructor/classes/${item}/`;
      const read = (locale: string) =>
        context.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${teacher.token}`, 'accept-language': locale },
        });
      const english = classAttendanceSchema.parse((await read('en-US')).json());
      expect(english.class.title).toBe('Live class in English');
      const french = classAttendanceSchema.parse((await read('fr-FR')).json());
      expect(french.class.title).toBe(row?.title);
    } finally {
      await db
        .update(catalogueItems)
        .set({ translations: row?.translations ?? {} })
        .where(eq(catalogueItems.id, item));
    }
  });

  it('validates presence per learner, audited, and refuses a learner not enrolled', async () => {
    const base = `/api/instructor/classes/${fixture.items.unlimitedClass}`;
    const before = await attendance(teacher, `${base}/`);
    expect(before.learners.map((learner) => [learner.id, learner.present])).toEqual([
      [fixture.ana.id, null],
      [fixture.bia.id, null],
    ]);
    const response = await call(teacher, 'PUT', `${base}/attendances/${fixture.ana.id}/`, { present: true });
    expect(response.statusCode, response.body).toBe(200);
    const after = classAttendanceSchema.parse(response.json());
    expect(after.learners.find((learner) => learner.id === fixture.ana.id)).toMatchObject({
      present: true,
      source: 'instructor',
    });
    expect(after.class.present_count).toBe(1);
    // Setting it again is idempotent; false marks an absence.
    await call(teacher, 'PUT', `${base}/attendances/${fixture.ana.id}/`, { present: true });
    await call(teacher, 'PUT', `${base}/attendances/${fixture.bia.id}/`, { present: false });
    const again = await attendance(teacher, `${base}/`);
    expect(again.learners.map((learner) => learner.present)).toEqual([true, false]);
    expectApiError(
      await call(teacher, 'PUT', `${base}/attendances/${fixture.carl.id}/`, { present: true }),
      404,
      'not_found_or_forbidden',
    );
    const audit = await context.database.db
      .select({ action: instructorActions.action, learnerId: instructorActions.learnerId })
      .from(instructorActions)
      .where(eq(instructorActions.actorId, teacher.id));
    expect(audit.filter((row) => row.action === 'presence_validated')).toHaveLength(2);
    expect(audit.filter((row) => row.action === 'absence_marked')).toEqual([
      { action: 'absence_marked', learnerId: fixture.bia.id },
    ]);
  });

  it('authorises an activity for one learner, then the class, unlocking it and telling each learner', async () => {
    const activities = async (user: FixtureUser) =>
      courseActivitiesSchema.parse(
        (await getAs(context.app, user, `/api/live-classes/${fixture.items.unlimitedClass}/activities/`)).json(),
      ).activities;
    const gatedOf = async (user: FixtureUser) =>
      (await activities(user)).find((activity) => activity.id === liveClass.gated);
    expect(await gatedOf(fixture.ana)).toMatchObject({ status: 'blocked', blocked_reason: 'awaiting_instructor' });
    const url = `/api/instructor/classes/${fixture.items.unlimitedClass}/authorizations/`;
    const heard: BrokerMessage[] = [];
    const stop = await context.app.realtime.subscribe((message) => heard.push(message));
    try {
      const one = await call(teacher, 'POST', url, { activity_id: liveClass.gated, user_id: fixture.ana.id });
      expect(one.statusCode, one.body).toBe(200);
      expect(await gatedOf(fixture.ana)).toMatchObject({ status: 'not_started', blocked_reason: null });
      expect(await gatedOf(fixture.bia)).toMatchObject({ status: 'blocked' });
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]).toMatchObject({
        kind: 'event',
        event: {
          area: `user:${fixture.ana.id}`,
          type: 'activity_unlocked',
          data: { item_id: fixture.items.unlimitedClass, activity_id: liveClass.gated },
        },
      });
      const all = await call(teacher, 'POST', url, { activity_id: liveClass.gated });
      const answer = classAttendanceSchema.parse(all.json());
      expect(answer.learners.map((learner) => learner.authorized_activity_ids)).toEqual([
        [liveClass.gated],
        [liveClass.gated],
      ]);
      // Only Bia's unlocked now: Ana is not told twice.
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toMatchObject({ event: { area: `user:${fixture.bia.id}` } });
      expect(await gatedOf(fixture.bia)).toMatchObject({ status: 'not_started' });
    } finally {
      stop();
    }
    expectApiError(
      await call(teacher, 'POST', url, { activity_id: liveClass.free }),
      422,
      'activity_not_awaiting_instructor',
    );
    expectApiError(await call(teacher, 'POST', url, { activity_id: presential.gated }), 404, 'not_found_or_forbidden');
    expectApiError(
      await call(otherTeacher, 'POST', url, { activity_id: liveClass.gated }),
      404,
      'not_found_or_forbidden',
    );
  });

  it('marks presence at an in-person event by its programme event’s check-in, only for the enrolled', async () => {
    const { db } = context.database;
    const [loyalty] = await db
      .insert(loyaltyEvents)
      .values({
        clientId: fixture.clientId,
        type: 'training',
        title: 'Check-in da prática',
        beginAt: new Date(Date.now() - 3_600_000),
        endAt: new Date(Date.now() + 3_600_000),
        checkInCode: '731902',
        qrToken: 'instructors-test-qr-token-0001',
      })
      .returning({ id: loyaltyEvents.id });
    await db
      .insert(presentialEventCheckIns)
      .values({ presentialEventId: events.inPerson, loyaltyEventId: loyalty?.id ?? 0 });
    const marked = await withTransaction(db, async (tx) => ({
      ana: await markPresenceFromCheckIn(tx, loyalty?.id ?? 0, fixture.ana.id),
      bia: await markPresenceFromCheckIn(tx, loyalty?.id ?? 0, fixture.bia.id),
    }));
    expect(marked).toEqual({ ana: events.inPerson, bia: null });
    const answer = await attendance(teacher, `/api/instructor/events/${events.inPerson}/`);
    expect(answer.learners).toEqual([
      { id: fixture.ana.id, name: 'ana', present: true, source: 'check_in', authorized_activity_ids: [] },
    ]);
    const mine = await getAs(context.app, fixture.ana, `/api/presential-events/${events.inPerson}/`);
    expect(learnerPresentialEventSchema.parse(mine.json())).toMatchObject({
      enrolled: true,
      presence: 'present',
      has_check_in: true,
      status: 'scheduled',
    });
  });

  it('authorises an activity for an in-person event’s class durably: a learner enrolling later finds it open', async () => {
    const { db } = context.database;
    const { scheduledPresential } = fixture.items;
    // Under way, so the course's status opens its activities (core's presentialStatusRules).
    await db.update(catalogueItems).set({ status: 'in_progress' }).where(eq(catalogueItems.id, scheduledPresential));
    const gatedOf = async (user: FixtureUser) => {
      const answer = courseActivitiesSchema.parse(
        (await getAs(context.app, user, `/api/presential-courses/${scheduledPresential}/activities/`)).json(),
      );
      return answer.activities.find((activity) => activity.id === presential.gated);
    };
    expect(await gatedOf(fixture.ana)).toMatchObject({ status: 'blocked', blocked_reason: 'awaiting_instructor' });
    const url = `/api/instructor/events/${events.inPerson}/authorizations/`;
    const authorised = await call(teacher, 'POST', url, { activity_id: presential.gated });
    expect(authorised.statusCode, authorised.body).toBe(200);
    expect(await gatedOf(fixture.ana)).toMatchObject({ status: 'not_started', blocked_reason: null });
    // Bia enrols after the authorisation: no state row of hers was written, yet the class's authorisation opens it.
    await enrol(db, fixture.bia.id, scheduledPresential);
    expect(await gatedOf(fixture.bia)).toMatchObject({ status: 'not_started', blocked_reason: null });
    const rows = await db
      .select()
      .from(activityUserStates)
      .where(and(eq(activityUserStates.userId, fixture.bia.id), eq(activityUserStates.activityId, presential.gated)));
    expect(rows).toEqual([]);
    const answer = await attendance(teacher, `/api/instructor/events/${events.inPerson}/`);
    expect(answer.learners.map((learner) => learner.authorized_activity_ids)).toEqual([
      [presential.gated],
      [presential.gated],
    ]);
    // Authorising again changes nothing.
    expect((await call(teacher, 'POST', url, { activity_id: presential.gated })).statusCode).toBe(200);
    await db
      .update(catalogueUserStates)
      .set({ enrolled: false })
      .where(and(eq(catalogueUserStates.userId, fixture.bia.id), eq(catalogueUserStates.itemId, scheduledPresential)));
    await db.update(catalogueItems).set({ status: 'scheduled' }).where(eq(catalogueItems.id, scheduledPresential));
  });

  it('publishes an event’s results only while awaited, then learners without presence see an absence', async () => {
    const { db } = context.database;
    const url = `/api/instructor/events/${events.inPerson}/results/`;
    expectApiError(await call(teacher, 'POST', url), 409, 'results_not_awaited');
    await db
      .update(presentialEvents)
      .set({ status: 'awaiting_results' })
      .where(eq(presentialEvents.id, events.inPerson));
    await enrol(db, fixture.bia.id, fixture.items.scheduledPresential);
    const pending = await getAs(context.app, fixture.bia, `/api/presential-events/${events.inPerson}/`);
    expect(learnerPresentialEventSchema.parse(pending.json()).presence).toBe('pending');
    const published = await call(teacher, 'POST', url);
    expect(published.statusCode, published.body).toBe(200);
    expect(classAttendanceSchema.parse(published.json())).toMatchObject({
      results_published: true,
      can_publish_results: false,
      class: { status: 'finished' },
    });
    const absent = await getAs(context.app, fixture.bia, `/api/presential-events/${events.inPerson}/`);
    expect(learnerPresentialEventSchema.parse(absent.json())).toMatchObject({
      presence: 'absent',
      results_published: true,
      status: 'finished',
    });
    expectApiError(
      await call(teacher, 'PUT', `/api/instructor/events/${events.inPerson}/attendances/${fixture.bia.id}/`, {
        present: true,
      }),
      409,
      'presence_closed',
    );
    // Back as it was for the enrolment test below.
    await db
      .update(catalogueItems)
      .set({ status: 'scheduled' })
      .where(eq(catalogueItems.id, fixture.items.scheduledPresential));
  });

  it('refuses an in-person enrolment by status and by the two §8 refusals, with {code, message}', async () => {
    const { db } = context.database;
    const { scheduledPresential, canceledPresential } = fixture.items;
    const enrolIn = (user: FixtureUser, id: number) => call(user, 'POST', `/api/presential-courses/${id}/enrol/`);
    // Canceled: enrolment closed.
    expectApiError(await enrolIn(fixture.ana, canceledPresential), 422, 'enrolment_closed');
    // Open the sibling course of the same catalogue: Ana, enrolled in its sibling, is refused.
    await db.update(catalogueItems).set({ status: 'scheduled' }).where(eq(catalogueItems.id, canceledPresential));
    const refused = expectApiError(await enrolIn(fixture.ana, canceledPresential), 409, 'already_enrolled_in_catalog');
    expect(refused.message).toBe('Você já está inscrito ou certificado em um evento deste catálogo.');
    // A learner with a certificate for this course's event type (its category).
    const [dana] = await db
      .insert(users)
      .values({ username: 'dana', fullName: 'Dana', status: 'approved', selectedClientId: fixture.clientId })
      .returning();
    if (!dana) throw new Error('no user');
    await db.insert(userClients).values({ userId: dana.id, clientId: fixture.clientId });
    const { tokens } = await withTransaction(db, (tx) =>
      startSession(tx, { userId: dana.id, oauthClientId: fixture.clientId, method: 'password' }, context.app.config),
    );
    const danaUser = { id: dana.id, token: tokens.access_token };
    const [course] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, scheduledPresential));
    await db.insert(certificates).values({
      code: '0123456789AB',
      userId: dana.id,
      clientId: fixture.clientId,
      itemId: scheduledPresential,
      trainingType: 'online_course', // the only kinds issued today; the refusal reads the item
      learnerName: 'Dana',
      trainingTitle: course?.title ?? '',
    });
    // Certified in a course of the catalogue: refused in its sibling; in the course itself, its event type.
    expectApiError(await enrolIn(danaUser, canceledPresential), 409, 'already_enrolled_in_catalog');
    const type = expectApiError(await enrolIn(danaUser, scheduledPresential), 409, 'already_certified_event_type');
    expect(type.message).toBe('Você já possui certificado para este tipo de evento.');
    // Enrolling again where one is enrolled stays idempotent.
    expect((await enrolIn(fixture.ana, scheduledPresential)).statusCode).toBe(200);
  });
});
