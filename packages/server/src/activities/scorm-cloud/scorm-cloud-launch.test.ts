import { activityLaunchSchema } from '@campus/core/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSiteUrl } from '../../accounts/accounts-config';
import { activityContents } from '../../db/schema';
import type { CampusApp } from '../../http/campus-app';
import type { RequestScope } from '../../shared/request-scope';
import { enrol, insertActivities } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { findOpenableActivity } from '../runtime/runtime-access';
import { startFakeScormCloud } from './fake-scorm-cloud.test-util';
import type { FakeScormCloud } from './fake-scorm-cloud.test-util';
import { createRestScormCloudAdapter } from './rest-scorm-cloud-adapter';
import { apiPublicUrl } from './api-public-url';
import {
  devScormCloudRegistrationsOf,
  scormCloudAdapterOf,
  scormCloudExitUrl,
  scormCloudLaunch,
} from './scorm-cloud-launch';

const COURSE_URL = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-101';

describeEachDatabase('scormCloudLaunch: a scorm_cloud activity opens through the adapter', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let fake: FakeScormCloud;
  let ids: { cloud: number; unknownCourse: number; missing: number; webinarCloud: number };

  beforeAll(async () => {
    fake = await startFakeScormCloud(['ACME-101']);
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const course = await insertActivities(db, fixture.items.salesCourse, {
      cloud: { title: 'Curso no SCORM Cloud', type: 'scorm_cloud' },
      unknownCourse: { title: 'Curso removido', type: 'scorm_cloud' },
      missing: { title: 'Sem conteúdo', type: 'scorm_cloud' },
    });
    const webinar = await insertActivities(db, fixture.items.openWebinar, {
      webinarCloud: { title: 'Pré-webinar', type: 'scorm_cloud' },
    });
    ids = { ...course, ...webinar };
    await db.insert(activityContents).values([
      { activityId: ids.cloud, kind: 'url', url: COURSE_URL },
      { activityId: ids.unknownCourse, kind: 'url', url: 'https://cloud.scorm.com/sc/user/Course?courseId=GONE' },
      { activityId: ids.webinarCloud, kind: 'url', url: COURSE_URL },
    ]);
    await enrol(db, fixture.ana.id, fixture.items.openWebinar);
  }, 60_000);
  afterAll(() => fake.close());

  const scopeOf = (user: FixtureUser): RequestScope => ({
    userId: user.id,
    clientId: fixture.clientId,
    flags: { has_online_courses: true, has_webinars: true },
  });
  const rest = () => createRestScormCloudAdapter({ appId: fake.appId, secret: fake.secret, url: fake.url });
  const launch = async (activityId: number, adapter = rest(), user = fixture.ana) => {
    const scope = scopeOf(user);
    const activity = await findOpenableActivity(context.database.db, scope, activityId);
    return scormCloudLaunch(context.app, activity, scope, adapter);
  };

  it('answers SCORM Cloud’s launch link for the learner’s registration, returning to the exit page', async () => {
    const answer = activityLaunchSchema.parse(await launch(ids.cloud));
    const link = new URL(answer.url);
    expect(link.origin).toBe(new URL(fake.url).origin);
    // The API's exit page, never the site: SCORM Cloud opens the address inside the player's frame.
    expect(link.searchParams.get('redirecturl')).toBe(
      `${apiPublicUrl(context.app)}/api/activities/${ids.cloud}/scorm-cloud/exit/`,
    );
    expect(link.searchParams.get('redirecturl')).not.toContain(loadSiteUrl());
    expect(answer.base_url).toBe(`${link.origin}/launch/`);
    const expires = Date.parse(answer.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(290_000);
    expect(expires).toBeLessThanOrEqual(300_000);
    const registration = [...fake.registrations.values()].find((entry) => entry.learner.id === String(fixture.ana.id));
    expect(registration).toEqual({
      courseId: 'ACME-101',
      learner: { id: String(fixture.ana.id), firstName: 'ana', lastName: '' },
    });
  });

  it('sends a webinar’s learner to the exit page of the webinar’s activity', async () => {
    const answer = await launch(ids.webinarCloud);
    expect(new URL(answer.url).searchParams.get('redirecturl')).toBe(
      `${apiPublicUrl(context.app)}/api/activities/${ids.webinarCloud}/scorm-cloud/exit/`,
    );
  });

  it('takes the exit page’s address from CAMPUS_API_URL when set, refusing a malformed one', () => {
    expect(apiPublicUrl(context.app, { CAMPUS_API_URL: 'https://api.campus.example/base/' })).toBe(
      'https://api.campus.example/base',
    );
    expect(() => apiPublicUrl(context.app, { CAMPUS_API_URL: 'ftp://api' })).toThrow(/CAMPUS_API_URL/);
    expect(apiPublicUrl(context.app, {})).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('refuses with a clear code when SCORM Cloud does not know the course, is down, or nothing was imported', async () => {
    await expect(launch(ids.unknownCourse)).rejects.toMatchObject({ status: 422, code: 'scorm_cloud_course_missing' });
    fake.failWith(503);
    try {
      await expect(launch(ids.cloud)).rejects.toMatchObject({
        status: 503,
        code: 'scorm_cloud_unavailable',
        headers: { 'retry-after': '30' },
      });
    } finally {
      fake.failWith(null);
    }
    await expect(launch(ids.missing)).rejects.toMatchObject({ status: 404, code: 'activity_content_missing' });
  });

  it('uses the development adapter without credentials: in demo mode, the API’s launch page standing in for SCORM Cloud', async () => {
    expect(scormCloudAdapterOf(context.app).kind).toBe('development');
    const answer = await launch(ids.cloud, scormCloudAdapterOf(context.app));
    const url = new URL(answer.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${apiPublicUrl(context.app)}/dev/scorm-cloud/launch/`);
    expect(url.searchParams.get('course')).toBe(COURSE_URL);
    expect(url.searchParams.get('learner')).toBe(String(fixture.ana.id));
    expect(url.searchParams.get('redirect')).toBe(scormCloudExitUrl(context.app, ids.cloud));
    const database = {};
    const configured = { database, config: { scormCloud: { appId: 'a', secret: 's', url: fake.url } } };
    expect(scormCloudAdapterOf(configured as unknown as CampusApp).kind).toBe('rest');
    // Outside demo mode, without credentials: the activity's own URL, untracked.
    const production = {
      database: {},
      config: { demo: false, scormCloud: null, tokenPepper: 'p' },
    } as unknown as CampusApp;
    expect(devScormCloudRegistrationsOf(production)).toBeNull();
    const own = new URL(
      await scormCloudAdapterOf(production).launchUrl({
        courseRef: COURSE_URL,
        learner: { id: '7', name: 'Ana' },
        redirectUrl: 'https://api.example/exit/',
      }),
    );
    expect(`${own.origin}${own.pathname}`).toBe('https://cloud.scorm.com/sc/user/Course');
    expect(own.searchParams.get('campus_registration')).toMatch(/^campus-7-/);
  });
});
