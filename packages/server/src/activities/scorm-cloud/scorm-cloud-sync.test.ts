import { activityProgressResultSchema } from '@campus/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityContents, activityUserStates, catalogueUserStates } from '../../db/schema';
import type { CampusApp } from '../../http/campus-app';
import {
  enrol,
  expectApiError,
  insertActivities,
  setActivityState,
} from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { findOpenableActivity } from '../runtime/runtime-access';
import { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
import { startFakeScormCloud } from './fake-scorm-cloud.test-util';
import type { FakeResults, FakeScormCloud } from './fake-scorm-cloud.test-util';
import { createRestScormCloudAdapter } from './rest-scorm-cloud-adapter';
import { SCORM_CLOUD_NOT_STARTED, scormCloudRegistrationId } from './scorm-cloud-adapter';
import type { ScormCloudProgress } from './scorm-cloud-adapter';
import { scormCloudActivityState, scormCloudSync } from './scorm-cloud-sync';
import { createScormCloudRoutes } from './scorm-cloud-sync-routes';

const COURSE_URL = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-101';
/** The REST adapter's routes, against the fake, under a prefix of their own (the real path keeps the app's adapter). */
const REST_PREFIX = '/via-fake-scorm-cloud';

describe('scormCloudActivityState: SCORM Cloud’s results through core’s SCORM rule', () => {
  const started = (results: Partial<ScormCloudProgress>): ScormCloudProgress => ({
    ...SCORM_CLOUD_NOT_STARTED,
    started: true,
    ...results,
  });

  it('finishes on completion, approves on a pass, reproves on a failure', () => {
    expect(scormCloudActivityState(started({ completion: 'completed' }))).toEqual({
      status: 'finished',
      progress: 100,
    });
    expect(scormCloudActivityState(started({ completion: 'completed', success: 'passed' }))).toEqual({
      status: 'approved',
      progress: 100,
    });
    // A quiz that reports only its success is done too; a failure has reached its end.
    expect(scormCloudActivityState(started({ success: 'passed' }))).toEqual({ status: 'approved', progress: 100 });
    expect(scormCloudActivityState(started({ completion: 'completed', success: 'failed' }))).toEqual({
      status: 'reproved',
      progress: 100,
    });
  });

  it('is in progress at SCORM Cloud’s completion amount while unfinished, and not started before a launch', () => {
    expect(scormCloudActivityState(started({ completion: 'incomplete', completionAmount: 0.456 }))).toEqual({
      status: 'in_progress',
      progress: 45,
    });
    expect(scormCloudActivityState(started({}))).toEqual({ status: 'in_progress', progress: 0 });
    expect(scormCloudActivityState(SCORM_CLOUD_NOT_STARTED)).toEqual({ status: 'not_started', progress: 0 });
  });
});

describeEachDatabase('POST /api/activities/{activity_id}/scorm-cloud/sync/', (kind) => {
  let fake: FakeScormCloud;
  // Before the app: its routes are built with an adapter pointing at the fake.
  beforeAll(async () => {
    fake = await startFakeScormCloud(['ACME-101']);
  });
  afterAll(() => fake.close());
  const context = useTestApp(kind, {
    routes: async (app: CampusApp) => {
      const rest = () => createRestScormCloudAdapter({ appId: fake.appId, secret: fake.secret, url: fake.url });
      await app.register(createScormCloudRoutes({ adapterOf: rest }), { prefix: REST_PREFIX });
    },
  });
  let fixture: CatalogueFixture;
  let ids: { cloud: number; pdf: number; missing: number; otherCloud: number };

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const sales = await insertActivities(db, fixture.items.salesCourse, {
      cloud: { title: 'Curso no SCORM Cloud', type: 'scorm_cloud' },
      pdf: { title: 'Apostila', type: 'pdf' },
      missing: { title: 'Sem conteúdo', type: 'scorm_cloud' },
    });
    // A course Ana is enrolled in and Bia is not.
    const service = await insertActivities(db, fixture.items.serviceCourse, {
      otherCloud: { title: 'Atendimento no SCORM Cloud', type: 'scorm_cloud' },
    });
    ids = { ...sales, ...service };
    await db.insert(activityContents).values([
      { activityId: ids.cloud, kind: 'url', url: COURSE_URL },
      { activityId: ids.otherCloud, kind: 'url', url: COURSE_URL },
    ]);
    // Bia is enrolled with the SCORM Cloud activity blocked.
    await enrol(db, fixture.bia.id, fixture.items.salesCourse);
    await setActivityState(db, fixture.bia.id, ids.cloud, { status: 'blocked', blockedReason: 'block_test_failed' });
  }, 60_000);

  const sync = (user: FixtureUser | null, id: number | string = ids.cloud, prefix = REST_PREFIX) =>
    context.app.inject({
      method: 'POST',
      url: `${prefix}/api/activities/${id}/scorm-cloud/sync/`,
      headers: { 'accept-language': 'pt-BR', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    });
  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return activityProgressResultSchema.parse(response.json());
  };
  const activityRow = async (user: FixtureUser) => {
    const [row] = await context.database.db
      .select({ status: activityUserStates.status, progress: activityUserStates.progress })
      .from(activityUserStates)
      .where(and(eq(activityUserStates.userId, user.id), eq(activityUserStates.activityId, ids.cloud)));
    return row;
  };
  const courseRow = async (user: FixtureUser) => {
    const [row] = await context.database.db
      .select({ status: catalogueUserStates.status, progress: catalogueUserStates.progress })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, user.id), eq(catalogueUserStates.itemId, fixture.items.salesCourse)));
    return row;
  };
  /** The learner launches (SCORM Cloud creates the registration) and SCORM Cloud records `results`. */
  const learnerTakesCourse = async (user: FixtureUser, results: FakeResults) => {
    const registrationId = scormCloudRegistrationId(COURSE_URL, String(user.id));
    if (!fake.registrations.has(registrationId)) {
      const adapter = createRestScormCloudAdapter({ appId: fake.appId, secret: fake.secret, url: fake.url });
      await adapter.launchUrl({
        courseRef: COURSE_URL,
        learner: { id: String(user.id), name: 'Ana' },
        redirectUrl: 'https://learn.campus.test/',
      });
    }
    fake.learnerResults(registrationId, results);
  };

  it('changes nothing while SCORM Cloud has no results: no registration, or one never opened', async () => {
    const courseBefore = await courseRow(fixture.ana);
    const none = await ok(await sync(fixture.ana));
    expect(none).toEqual({
      activity_id: ids.cloud,
      status: 'not_started',
      progress: 0,
      course: { id: fixture.items.salesCourse, ...courseBefore },
    });
    // A launch created the registration, the course never loaded: still unknown there.
    await learnerTakesCourse(fixture.ana, {});
    expect(await ok(await sync(fixture.ana))).toEqual(none);
    expect(await activityRow(fixture.ana)).toBeUndefined();
    expect(await courseRow(fixture.ana)).toEqual(courseBefore);
  });

  it('moves the activity and the course as the learner progresses, and finishes on completed + passed', async () => {
    await learnerTakesCourse(fixture.ana, {
      registrationCompletion: 'INCOMPLETE',
      registrationCompletionAmount: 0.4,
      totalSecondsTracked: 300,
      firstAccessDate: '2026-01-05T12:01:00.000Z',
    });
    const halfway = await ok(await sync(fixture.ana));
    expect(halfway).toMatchObject({ status: 'in_progress', progress: 40 });
    expect(await activityRow(fixture.ana)).toEqual({ status: 'in_progress', progress: 40 });
    // The course is derived from its activities: one in progress, two not started.
    expect(halfway.course.status).toBe('in_progress');
    expect(await courseRow(fixture.ana)).toEqual({ status: halfway.course.status, progress: halfway.course.progress });

    await learnerTakesCourse(fixture.ana, { registrationCompletion: 'COMPLETED', registrationSuccess: 'PASSED' });
    const done = await ok(await sync(fixture.ana));
    expect(done).toMatchObject({ activity_id: ids.cloud, status: 'approved', progress: 100 });
    expect(await activityRow(fixture.ana)).toEqual({ status: 'approved', progress: 100 });
    expect(done.course.progress).toBeGreaterThan(halfway.course.progress);
    expect(await courseRow(fixture.ana)).toEqual({ status: done.course.status, progress: done.course.progress });
  });

  it('never moves a state back: a later reset, incomplete or failed registration leaves it approved', async () => {
    const courseBefore = await courseRow(fixture.ana);
    for (const results of [
      { registrationCompletion: 'INCOMPLETE', registrationSuccess: 'UNKNOWN', registrationCompletionAmount: 0.1 },
      { registrationCompletion: 'COMPLETED', registrationSuccess: 'FAILED' },
    ] as const) {
      await learnerTakesCourse(fixture.ana, results);
      expect(await ok(await sync(fixture.ana))).toMatchObject({ status: 'approved', progress: 100 });
    }
    expect(await activityRow(fixture.ana)).toEqual({ status: 'approved', progress: 100 });
    expect(await courseRow(fixture.ana)).toEqual(courseBefore);
  });

  it('reads through the app’s adapter at the real path: the development one tracks nothing', async () => {
    const before = fake.requests.length;
    const answer = await ok(await sync(fixture.ana, ids.cloud, ''));
    // Ana's state stays what SCORM Cloud gave before; the development adapter asked no one.
    expect(answer).toMatchObject({ status: 'approved', progress: 100 });
    expect(fake.requests.length).toBe(before);
    // Straight through `scormCloudSync` with the development adapter: it never claims a result.
    const scope = { userId: fixture.ana.id, clientId: fixture.clientId, flags: { has_online_courses: true } };
    const activity = await findOpenableActivity(context.database.db, scope, ids.otherCloud);
    expect(await scormCloudSync(context.app, activity, scope, createDevScormCloudAdapter())).toMatchObject({
      status: 'not_started',
      progress: 0,
    });
  });

  it('refuses like the launch, before asking SCORM Cloud anything', async () => {
    const before = fake.requests.length;
    expect((await sync(null)).statusCode).toBe(401);
    // Another client's member, a client without the module, not enrolled, the activity blocked.
    expectApiError(await sync(fixture.carl), 404, 'not_found_or_forbidden');
    expectApiError(await sync(fixture.dora), 403, 'forbidden');
    expectApiError(await sync(fixture.bia, ids.otherCloud), 403, 'not_found_or_forbidden');
    expectApiError(await sync(fixture.bia), 403, 'block_test_failed');
    expectApiError(await sync(fixture.ana, 999_999), 404, 'not_found_or_forbidden');
    expectApiError(await sync(fixture.ana, 'abc'), 400, 'invalid_request');
    expect(fake.requests.length).toBe(before);
    // Not a SCORM Cloud activity; nothing imported.
    expectApiError(await sync(fixture.ana, ids.pdf), 422, 'progress_not_supported');
    expectApiError(await sync(fixture.ana, ids.missing), 404, 'activity_content_missing');
    expect(fake.requests.length).toBe(before);
  });

  it('answers 503 scorm_cloud_unavailable when SCORM Cloud is down, changing nothing', async () => {
    fake.failWith(503);
    try {
      const response = await sync(fixture.ana);
      expectApiError(response, 503, 'scorm_cloud_unavailable');
      expect(response.headers['retry-after']).toBe('30');
    } finally {
      fake.failWith(null);
    }
    expect(await activityRow(fixture.ana)).toEqual({ status: 'approved', progress: 100 });
  });
});
