import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityContents, courseActivities } from '../../db/schema';
import { requestAs, seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { packageObjectKey } from '../packages/package-object-key';
import { buildContentApp } from './content-app';
import { activityLaunchSchema } from './launch-routes';
import { LAUNCH_TOKEN_TTL_SECONDS, signLaunchToken } from './launch-token';

const CONTENT_ORIGIN = 'http://content.campus.test';
const SITE = 'https://learn.campus.test';
/** Authoring tools nest deeply: a path far over the router's usual 100-character parameter limit. */
const LONG_PATH = `shared/${'mobile/'.repeat(20)}${'a'.repeat(120)}.js`;

describeEachDatabase('content origin: POST /api/activities/{activity_id}/launch/ and the files it opens', (kind) => {
  const context = useTestApp(kind, {
    config: { contentOrigin: CONTENT_ORIGIN, contentFrameAncestors: [SITE, 'http://localhost:4000'] },
  });
  let fixture: CatalogueFixture;
  let content: FastifyInstance;
  /** The content origin's clock, in seconds: tests move it past a token's expiry. */
  let now = Math.floor(Date.now() / 1000);
  const ids = { scorm: 0, pdf: 0, other: 0, notEnrolled: 0, otherClient: 0, empty: 0, youtube: 0 };
  const pdfBytes = Buffer.from('%PDF-1.7\n' + '0123456789'.repeat(100));

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const { salesCourse, securityCourse, otherClientCourse } = fixture.items;
    const rows = await db
      .insert(courseActivities)
      .values([
        { courseId: salesCourse, hierarchyOrder: 1, title: 'Módulo SCORM', type: 'scorm' },
        { courseId: salesCourse, hierarchyOrder: 2, title: 'Apostila', type: 'pdf' },
        { courseId: salesCourse, hierarchyOrder: 3, title: 'Outro módulo', type: 'html' },
        { courseId: securityCourse, hierarchyOrder: 1, title: 'Senhas', type: 'scorm' },
        { courseId: otherClientCourse, hierarchyOrder: 1, title: 'Outro cliente', type: 'scorm' },
        { courseId: salesCourse, hierarchyOrder: 4, title: 'Sem conteúdo', type: 'scorm' },
        { courseId: salesCourse, hierarchyOrder: 5, title: 'Vídeo', type: 'youtube' },
      ])
      .returning({ id: courseActivities.id });
    (['scorm', 'pdf', 'other', 'notEnrolled', 'otherClient', 'empty', 'youtube'] as const).forEach(
      (name, index) => (ids[name] = rows[index]?.id ?? 0),
    );
    const store = context.app.objectStore;
    const packageOf = async (id: number, files: Record<string, string>, launchPath: string) => {
      const prefix = `activities/${id}/package`;
      for (const [path, text] of Object.entries(files)) {
        await store.put(`${prefix}/${packageObjectKey(path)}`, Buffer.from(text), 'application/octet-stream');
      }
      await db.insert(activityContents).values({ activityId: id, kind: 'package', objectKey: prefix, launchPath });
    };
    await packageOf(
      ids.scorm,
      {
        'sco 1/index.html': '<script src="../shared/player.js"></script>',
        'shared/player.js': 'window.started = true;',
        'shared/story_content/data.json': '{"slides":3}',
        [LONG_PATH]: 'long',
      },
      'sco%201/index.html?lang=pt',
    );
    await packageOf(ids.other, { 'index.html': '<p>outra</p>' }, 'index.html');
    await packageOf(ids.notEnrolled, { 'index.html': '<p>senhas</p>' }, 'index.html');
    await store.put(`activities/${ids.pdf}/content.pdf`, pdfBytes, 'application/pdf');
    await db.insert(activityContents).values([
      {
        activityId: ids.pdf,
        kind: 'file',
        objectKey: `activities/${ids.pdf}/content.pdf`,
        contentType: 'application/pdf',
        sizeBytes: pdfBytes.length,
      },
      { activityId: ids.youtube, kind: 'url', url: 'https://www.youtube.com/watch?v=abc' },
    ]);
    content = await buildContentApp({
      config: context.config,
      database: context.database,
      objectStore: store,
      logger: false,
      nowSeconds: () => now,
    });
    await content.ready();
  }, 60_000);

  afterAll(async () => {
    await content?.close();
  });

  const launch = (user: FixtureUser, id: number) =>
    requestAs(context.app, user, 'POST', `/api/activities/${id}/launch/`);
  const launched = async (user: FixtureUser, id: number) => {
    const response = await launch(user, id);
    expect(response.statusCode, response.body).toBe(200);
    return activityLaunchSchema.parse(response.json());
  };
  /** Fetches a content-origin URL (absolute, on {@link CONTENT_ORIGIN}) from the content app. */
  const fetchContent = (url: string, headers: Record<string, string> = {}) => {
    expect(url.startsWith(`${CONTENT_ORIGIN}/`)).toBe(true);
    return content.inject({ method: 'GET', url: url.slice(CONTENT_ORIGIN.length), headers });
  };
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ code: string }>().code).toBe(code);
  };

  it('launches an enrolled learner on the content origin: the entry page with its query, under a token', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = await launched(fixture.ana, ids.scorm);
    expect(body.base_url).toMatch(
      new RegExp(`^${CONTENT_ORIGIN}/${ids.scorm}/${fixture.ana.id}\\.\\d+\\.[\\w-]{43}/$`),
    );
    expect(body.url).toBe(`${body.base_url}sco%201/index.html?lang=pt`);
    const expiresAt = Date.parse(body.expires_at) / 1000;
    expect(expiresAt - before).toBeGreaterThanOrEqual(LAUNCH_TOKEN_TTL_SECONDS - 1);
    expect(expiresAt - before).toBeLessThanOrEqual(LAUNCH_TOKEN_TTL_SECONDS + 5);
  });

  it('serves the launch page and the files it names relatively, with the content headers', async () => {
    const { url } = await launched(fixture.ana, ids.scorm);
    const page = await fetchContent(url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toBe('<script src="../shared/player.js"></script>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('private, max-age=3600');
    expect(page.headers['accept-ranges']).toBe('bytes');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${SITE} http://localhost:4000`);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");

    // What the browser asks for `../shared/player.js` from the page: the token stays in the path.
    const script = await fetchContent(new URL('../shared/player.js', url).toString());
    expect(script.statusCode, script.body).toBe(200);
    expect(script.body).toBe('window.started = true;');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const data = await fetchContent(new URL('../shared/story_content/data.json', url).toString());
    expect(data.json()).toEqual({ slides: 3 });
    expect(data.headers['content-type']).toBe('application/json');
    expect((await fetchContent(new URL(`../${LONG_PATH}`, url).toString())).body).toBe('long');

    // HEAD answers the headers alone; a preflight (a Range header fetch() does not send plainly) is allowed.
    const head = await content.inject({ method: 'HEAD', url: new URL(url).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const preflight = await content.inject({ method: 'OPTIONS', url: new URL(url).pathname });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('Range');
    expect(page.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves a stored file with its stored type, and byte ranges of it (206, 416)', async () => {
    const { url } = await launched(fixture.ana, ids.pdf);
    expect(url.endsWith('/content.pdf')).toBe(true);
    const whole = await fetchContent(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.equals(pdfBytes)).toBe(true);

    const part = await fetchContent(url, { range: 'bytes=9-18' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 9-18/${pdfBytes.length}`);
    expect(part.body).toBe('0123456789');
    const tail = await fetchContent(url, { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('6789');
    const past = await fetchContent(url, { range: `bytes=${pdfBytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
    // Another name under the file's token names nothing.
    expectError(await fetchContent(new URL('other.pdf', url).toString()), 404, 'not_found');
  });

  it('refuses a token of another activity, a tampered, a forged and an expired one with 403', async () => {
    const { base_url: base } = await launched(fixture.ana, ids.scorm);
    const token = base.split('/').at(-2) ?? '';
    // Ana's token of the SCORM activity, under another activity she may open too.
    expectError(await content.inject(`/${ids.other}/${token}/index.html`), 403, 'not_found_or_forbidden');
    // The same token claiming to be Bia's (the user id is signed).
    const [, expires, signature] = token.split('.');
    const asBia = `${fixture.bia.id}.${expires}.${signature}`;
    expectError(await content.inject(`/${ids.scorm}/${asBia}/shared/player.js`), 403, 'not_found_or_forbidden');
    // A longer life, or a signature altered by one character.
    const longer = `${fixture.ana.id}.${Number(expires) + 3600}.${signature}`;
    expectError(await content.inject(`/${ids.scorm}/${longer}/shared/player.js`), 403, 'not_found_or_forbidden');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(await content.inject(`/${ids.scorm}/${flipped}/shared/player.js`), 403, 'not_found_or_forbidden');
    // Signed with another secret.
    const forged = signLaunchToken('another-secret-of-at-least-32-characters', {
      activityId: ids.scorm,
      userId: fixture.ana.id,
      expiresAt: now + 60,
    });
    expectError(await content.inject(`/${ids.scorm}/${forged}/shared/player.js`), 403, 'not_found_or_forbidden');
    // Expired: the same URL once the clock passes the token's expiry.
    const valid = await content.inject(`/${ids.scorm}/${token}/shared/player.js`);
    expect(valid.statusCode).toBe(200);
    const saved = now;
    now = Number(expires);
    try {
      expectError(await content.inject(`/${ids.scorm}/${token}/shared/player.js`), 403, 'not_found_or_forbidden');
    } finally {
      now = saved;
    }
  });

  it('never serves a path outside the package: dot segments, encoded slashes and missing files are 404', async () => {
    const { base_url: base } = await launched(fixture.ana, ids.scorm);
    const path = base.slice(CONTENT_ORIGIN.length);
    for (const escape of [
      '../../other/index.html',
      'shared/../../x',
      '%2e%2e/%2e%2e/x',
      'shared%2Fplayer.js',
      'shared%5Cplayer.js',
      'shared//player.js',
      'shared/%00.js',
      'shared/missing.js',
      '',
    ]) {
      const response = await content.inject({ method: 'GET', url: `${path}${escape}` });
      expect(response.statusCode, escape).toBe(404);
    }
    // Bad percent-encoding never reaches the route: the router refuses it.
    expect((await content.inject({ method: 'GET', url: `${path}bad%zz` })).statusCode).toBe(400);
  });

  it('refuses to launch for a learner not enrolled (403), another client’s member (404), and says why when there is no content', async () => {
    expectError(await launch(fixture.ana, ids.notEnrolled), 403, 'not_found_or_forbidden');
    expectError(await launch(fixture.carl, ids.scorm), 404, 'not_found_or_forbidden');
    expectError(await launch(fixture.ana, ids.otherClient), 404, 'not_found_or_forbidden');
    expectError(await launch(fixture.ana, ids.empty), 404, 'activity_content_missing');
    expectError(await launch(fixture.ana, ids.youtube), 422, 'activity_content_external');
    // The content origin answers nothing without an activity and a token, and still sends its headers.
    const bare = await content.inject('/favicon.ico');
    expectError(bare, 404, 'not_found');
    expect(bare.headers['x-content-type-options']).toBe('nosniff');
    const anonymous = await context.app.inject({ method: 'POST', url: `/api/activities/${ids.scorm}/launch/` });
    expect(anonymous.statusCode).toBe(401);
  });
});
