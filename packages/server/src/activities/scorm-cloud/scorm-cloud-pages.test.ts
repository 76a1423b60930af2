import { activityLaunchSchema, activityProgressResultSchema } from '@campus/core/schemas';
import { beforeAll, expect, it } from 'vitest';
import { activityContents } from '../../db/schema';
import { enrol, insertActivities } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { SCORM_CLOUD_EXIT_MESSAGE } from './scorm-cloud-pages';

const COURSE_URL = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-101';

/** The inline script of a page and the hash its CSP allows. */
function scriptOf(html: string): string {
  return /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describeEachDatabase('SCORM Cloud’s frame: the exit page and the development stand-in (demo mode)', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let cloud: number;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    ({ cloud } = await insertActivities(db, fixture.items.serviceCourse, {
      cloud: { title: 'Curso no SCORM Cloud', type: 'scorm_cloud' },
      // A second activity: the course moves on without finishing (finishing issues a certificate, another story).
      pdf: { title: 'Apostila', type: 'pdf' },
    }));
    await db.insert(activityContents).values([{ activityId: cloud, kind: 'url', url: COURSE_URL }]);
    await enrol(db, fixture.bia.id, fixture.items.serviceCourse);
  }, 60_000);

  const signedIn = (user: FixtureUser) => ({ authorization: `Bearer ${user.token}` });
  const launch = async (user: FixtureUser) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/activities/${cloud}/launch/`,
      headers: signedIn(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(activityLaunchSchema.parse(response.json()).url);
  };
  const open = (url: URL, language = 'pt-BR') =>
    context.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': language },
    });
  const sync = async (user: FixtureUser) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/activities/${cloud}/scorm-cloud/sync/`,
      headers: signedIn(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return activityProgressResultSchema.parse(response.json());
  };
  /** What the launch page's buttons send for the page's registration (`data-registration`). */
  const record = (url: URL, registration: string, outcome: string, overrides: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/dev/scorm-cloud/results/',
      payload: {
        registration,
        redirect: url.searchParams.get('redirect'),
        signature: url.searchParams.get('signature'),
        outcome,
        ...overrides,
      },
    });

  it('serves the exit page: it tells the framing page the session ended, and nothing but its own script runs', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/activities/${cloud}/scorm-cloud/exit/`,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es-ES">');
    expect(response.body).toContain('Saliste del curso');
    const script = scriptOf(response.body);
    expect(script).toContain(JSON.stringify({ type: SCORM_CLOUD_EXIT_MESSAGE, activity_id: cloud }));
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(script).digest('base64');
    const ancestors = context.app.config.contentFrameAncestors;
    expect(ancestors.length).toBeGreaterThan(0);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; form-action 'none'; ` +
        `base-uri 'none'; frame-ancestors ${ancestors.includes('*') ? '*' : ancestors.join(' ')}`,
    );
    // The player's page frames it: the API's X-Frame-Options (helmet) would leave the frame empty.
    expect(response.headers['x-frame-options']).toBeUndefined();
    // Anyone may load it (SCORM Cloud's redirect carries no token); a malformed id is a clear 400.
    const bad = await context.app.inject({ method: 'GET', url: '/api/activities/abc/scorm-cloud/exit/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('launches the stand-in, which records the learner’s result and exits to the exit page; the sync reads it', async () => {
    const url = await launch(fixture.bia);
    expect(url.pathname).toBe('/dev/scorm-cloud/launch/');
    const exit = url.searchParams.get('redirect') ?? '';
    expect(new URL(exit).pathname).toBe(`/api/activities/${cloud}/scorm-cloud/exit/`);
    // Launched, never loaded: not started, nothing written.
    expect(await sync(fixture.bia)).toMatchObject({ status: 'not_started', progress: 0 });

    const page = await open(url, 'fr-FR');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('SCORM Cloud (développement)');
    expect(page.body).toContain('ACME-101');
    expect(page.body).toContain('data-outcome="passed"');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['content-security-policy']).toContain('frame-ancestors ');
    expect(page.headers['x-frame-options']).toBeUndefined();
    // Opened: in progress, as SCORM Cloud reports a first access.
    expect(await sync(fixture.bia)).toMatchObject({ status: 'in_progress' });

    const registration = /data-registration="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const passed = await record(url, registration, 'passed');
    expect(passed.statusCode, passed.body).toBe(204);
    const result = await sync(fixture.bia);
    expect(result).toMatchObject({ activity_id: cloud, status: 'approved', progress: 100 });
    expect(result.course.id).toBe(fixture.items.serviceCourse);
    expect(result.course).toMatchObject({ status: 'in_progress' });
    expect(result.course.progress).toBeGreaterThan(0);
  });

  it('refuses a launch or a result not signed for that registration and return address', async () => {
    const url = await launch(fixture.bia);
    const forged = new URL(url);
    forged.searchParams.set('learner', String(fixture.ana.id));
    expect((await open(forged)).statusCode).toBe(403);
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('redirect', 'https://evil.example/');
    expect((await open(elsewhere)).statusCode).toBe(403);

    const page = await open(url);
    const registration = /data-registration="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const other = await record(url, `${registration}x`, 'failed');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
    const redirected = await record(url, registration, 'failed', { redirect: 'https://evil.example/' });
    expect(redirected.statusCode).toBe(403);
    const unknown = await record(url, registration, 'skipped');
    expect(unknown.statusCode).toBe(400);
  });
});
