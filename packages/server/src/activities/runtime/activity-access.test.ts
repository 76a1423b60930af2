import { courseActivitiesSchema } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { catalogueItems, catalogueUserStates, clients } from '../../db/schema';
import {
  expectApiError,
  enrol,
  insertActivities,
  setActivityState,
} from '../../test-support/activity-fixture.test-util';
import { getAs, seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

/** Longer than the 2 s a client's module flags are kept (src/shared/request-scope.ts). */
const FLAGS_TTL_WAIT_MS = 2100;

describeEachDatabase('activities of every kind and sequential courses: lists, progress, run-time, launch', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let webinar: { pdf: number; scorm: number };
  let liveClass: { video: number };
  let presential: { pdf: number; reaction: number };
  let sequential: { pdf: number; video: number; done: number; reaction: number; scorm: number };
  let sequentialCourse: number;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const { openWebinar, unlimitedClass, scheduledPresential, securityCourse } = fixture.items;
    webinar = await insertActivities(db, openWebinar, {
      pdf: { title: 'Material do webinar', type: 'pdf' },
      scorm: { title: 'Simulação', type: 'scorm' },
    });
    liveClass = await insertActivities(db, unlimitedClass, { video: { title: 'Gravação', type: 'video' } });
    presential = await insertActivities(db, scheduledPresential, {
      pdf: { title: 'Apostila do encontro', type: 'pdf' },
      reaction: { title: 'Avaliação de reação', type: 'reaction_evaluation' },
    });
    sequentialCourse = securityCourse;
    await db.update(catalogueItems).set({ sequential: true }).where(eq(catalogueItems.id, securityCourse));
    sequential = await insertActivities(db, securityCourse, {
      pdf: { title: 'Apostila', type: 'pdf' },
      video: { title: 'Vídeo', type: 'video' },
      done: { title: 'Já vista', type: 'audio' },
      reaction: { title: 'Avaliação de reação', type: 'reaction_evaluation' },
      scorm: { title: 'Módulo', type: 'scorm' },
    });
    await enrol(db, fixture.ana.id, securityCourse);
    // Done before: a done activity opens for review whatever comes before it.
    await setActivityState(db, fixture.ana.id, sequential.done, { status: 'finished', progress: 100 });
  }, 60_000);

  const progress = (user: FixtureUser, id: number, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/progress/`,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en-US' },
      payload,
    });
  const readPdf = (user: FixtureUser, id: number, page = 1) =>
    progress(user, id, { kind: 'document', page, page_count: 2 });
  const post = (user: FixtureUser, url: string) =>
    context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${user.token}` } });
  const list = async (user: FixtureUser, path: string) => {
    const response = await getAs(context.app, user, path);
    expect(response.statusCode, response.body).toBe(200);
    return courseActivitiesSchema.parse(response.json());
  };
  const setStatus = (itemId: number, status: string) =>
    context.database.db.update(catalogueItems).set({ status }).where(eq(catalogueItems.id, itemId));
  const courseState = async (user: FixtureUser, itemId: number) => {
    const [row] = await context.database.db
      .select({ status: catalogueUserStates.status, progress: catalogueUserStates.progress })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, user.id), eq(catalogueUserStates.itemId, itemId)));
    return row;
  };

  it('lists the activities of webinars, live classes and presential courses like an online course’s', async () => {
    const { openWebinar, unlimitedClass, scheduledPresential } = fixture.items;
    const webinarList = await list(fixture.ana, `/api/webinars/${openWebinar}/activities/`);
    expect(webinarList).toMatchObject({ course_id: openWebinar, sequential: false });
    expect(webinarList.presential_status).toBeUndefined();
    expect(webinarList.activities.map((activity) => [activity.id, activity.hierarchy_order, activity.type])).toEqual([
      [webinar.pdf, 1, 'pdf'],
      [webinar.scorm, 2, 'scorm'],
    ]);
    expect((await list(fixture.ana, `/api/live-classes/${unlimitedClass}/activities/`)).activities).toHaveLength(1);
    const presentialList = await list(fixture.ana, `/api/presential-courses/${scheduledPresential}/activities/`);
    expect(presentialList.activities.map((activity) => activity.type)).toEqual(['pdf', 'reaction_evaluation']);
  });

  it('answers 404 for an item of another kind, another client or unknown, and 403 without any module', async () => {
    const { openWebinar, unlimitedClass, otherClientCourse } = fixture.items;
    for (const path of [
      `/api/live-classes/${openWebinar}/activities/`,
      `/api/webinars/${unlimitedClass}/activities/`,
      `/api/presential-courses/${otherClientCourse}/activities/`,
      `/api/webinars/2000000000/activities/`,
    ]) {
      expectApiError(await getAs(context.app, fixture.ana, path), 404, 'not_found_or_forbidden');
    }
    expectApiError(
      await getAs(context.app, fixture.dora, `/api/webinars/${openWebinar}/activities/`),
      403,
      'forbidden',
    );
    expectApiError(await readPdf(fixture.dora, webinar.pdf), 403, 'forbidden');
  });

  it('opens a webinar’s activities once subscribed, and moves the webinar’s progress', async () => {
    const { openWebinar } = fixture.items;
    expectApiError(await readPdf(fixture.bia, webinar.pdf), 403, 'not_found_or_forbidden');
    expectApiError(
      await getAs(context.app, fixture.bia, `/api/activities/${webinar.scorm}/runtime/?sco=item_1`),
      403,
      'not_found_or_forbidden',
    );
    // Subscribing through the catalogue's route: the subscription is what opens the activities.
    expect((await post(fixture.bia, `/api/webinars/${openWebinar}/subscribe/`)).statusCode).toBe(200);
    const read = await readPdf(fixture.bia, webinar.pdf, 2);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: 'finished', course: { id: openWebinar, progress: 50 } });
    expect(await courseState(fixture.bia, openWebinar)).toEqual({ status: 'in_progress', progress: 50 });
    const runtime = await getAs(context.app, fixture.bia, `/api/activities/${webinar.scorm}/runtime/?sco=item_1`);
    expect(runtime.statusCode, runtime.body).toBe(200);
  });

  it('opens a live class’s activities once subscribed, and a presential course’s once enrolled', async () => {
    const { unlimitedClass, scheduledPresential } = fixture.items;
    const watch = { kind: 'media', watched: [[0, 10]], duration: 100 };
    expectApiError(await progress(fixture.bia, liveClass.video, watch), 403, 'not_found_or_forbidden');
    expect((await post(fixture.bia, `/api/live-classes/${unlimitedClass}/subscribe/`)).statusCode).toBe(200);
    expect((await progress(fixture.bia, liveClass.video, watch)).json()).toMatchObject({ progress: 10 });

    expectApiError(await readPdf(fixture.bia, presential.pdf), 403, 'not_found_or_forbidden');
    expect((await post(fixture.bia, `/api/presential-courses/${scheduledPresential}/enrol/`)).statusCode).toBe(200);
    // Scheduled (as pre-scheduled and canceled): enrolled, yet the course's status keeps its activities closed (§4).
    const presentialList = `/api/presential-courses/${scheduledPresential}/activities/`;
    expect((await list(fixture.bia, presentialList)).presential_status).toBe('scheduled');
    for (const status of ['scheduled', 'pre_scheduled', 'canceled'] as const) {
      await setStatus(scheduledPresential, status);
      const closed = expectApiError(await readPdf(fixture.bia, presential.pdf), 403, 'presential_event_closed');
      expect(closed.details, status).toEqual({ reason: 'presential_event_closed' });
      expect(closed.message).toMatch(/in-person event’s activities are not open/);
      expectApiError(
        await post(fixture.bia, `/api/activities/${presential.pdf}/launch/`),
        403,
        'presential_event_closed',
      );
    }
    // Under way (as live, intermission, awaiting results, finished, invited only): they open (and stay so for the
    // tests below).
    await setStatus(scheduledPresential, 'in_progress');
    expect((await list(fixture.bia, presentialList)).presential_status).toBe('in_progress');
    // The reaction assessment waits for the training (presential-courses/{id}/reactions/{h}).
    const reaction = await progress(fixture.bia, presential.reaction, { kind: 'html', event: 'visit' });
    expect(expectApiError(reaction, 403, 'training_not_finished').details).toEqual({ reason: 'training_not_finished' });
    expect((await readPdf(fixture.bia, presential.pdf, 2)).json()).toMatchObject({ status: 'finished' });
    // Training finished: the reaction assessment opens (it reports no progress of this kind, hence 422, not 403).
    expectApiError(
      await progress(fixture.bia, presential.reaction, { kind: 'html', event: 'visit' }),
      422,
      'progress_not_supported',
    );
  });

  it('says whether a course is sequential and refuses a later activity until the earlier ones are done', async () => {
    const answer = await list(fixture.ana, `/api/online-courses/${sequentialCourse}/activities/`);
    expect(answer.sequential).toBe(true);
    const locked = expectApiError(
      await progress(fixture.ana, sequential.video, { kind: 'media', watched: [[0, 5]], duration: 100 }),
      403,
      'previous_activity_pending',
    );
    expect(locked).toMatchObject({
      message: 'Finish the previous activities to unlock this one.',
      details: { reason: 'previous_activity_pending' },
    });
    // Launch and the SCORM run-time apply the same rule.
    expectApiError(
      await post(fixture.ana, `/api/activities/${sequential.video}/launch/`),
      403,
      'previous_activity_pending',
    );
    expectApiError(
      await getAs(context.app, fixture.ana, `/api/activities/${sequential.scorm}/runtime/?sco=item_1`),
      403,
      'previous_activity_pending',
    );
    // A done activity stays open for review; the first one is open.
    expect(
      (await progress(fixture.ana, sequential.done, { kind: 'media', watched: [[0, 1]], duration: 10 })).statusCode,
    ).toBe(200);
    expect((await readPdf(fixture.ana, sequential.pdf, 1)).json()).toMatchObject({ status: 'in_progress' });
    expectApiError(
      await progress(fixture.ana, sequential.video, { kind: 'media', watched: [[0, 5]], duration: 100 }),
      403,
      'previous_activity_pending',
    );
    expect((await readPdf(fixture.ana, sequential.pdf, 2)).json()).toMatchObject({ status: 'finished' });
    const watched = await progress(fixture.ana, sequential.video, { kind: 'media', watched: [[0, 95]], duration: 100 });
    expect(watched.json()).toMatchObject({ status: 'finished' });
    // Next in line: the reaction assessment, still waiting for the training, and the SCORM module behind it.
    expectApiError(
      await progress(fixture.ana, sequential.reaction, { kind: 'html', event: 'visit' }),
      403,
      'training_not_finished',
    );
    const scorm = await getAs(context.app, fixture.ana, `/api/activities/${sequential.scorm}/runtime/?sco=item_1`);
    expect(scorm.statusCode, scorm.body).toBe(200);
  });

  it('needs the module of the activity’s own kind', async () => {
    const { db } = context.database;
    const [client] = await db.select({ params: clients.params }).from(clients).where(eq(clients.id, fixture.clientId));
    if (!client) throw new Error('fixture client missing');
    const params = client.params;
    await db
      .update(clients)
      .set({ params: { ...params, flags: { ...params.flags, has_webinars: false } } })
      .where(eq(clients.id, fixture.clientId));
    try {
      await new Promise((resolve) => setTimeout(resolve, FLAGS_TTL_WAIT_MS));
      expectApiError(await readPdf(fixture.bia, webinar.pdf, 2), 403, 'forbidden');
      expectApiError(
        await getAs(context.app, fixture.bia, `/api/webinars/${fixture.items.openWebinar}/activities/`),
        403,
        'forbidden',
      );
      // The other kinds' activities still open.
      expect((await readPdf(fixture.bia, presential.pdf, 2)).statusCode).toBe(200);
    } finally {
      await db.update(clients).set({ params }).where(eq(clients.id, fixture.clientId));
    }
  }, 10_000);
});
