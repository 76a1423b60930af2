import { activityLaunchSchema } from '@campus/core/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityContents, courseActivities } from '../../db/schema';
import type { ScormItem } from '../packages';
import { requestAs, seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { packageObjectKey } from '../packages/package-object-key';
import { buildContentApp } from './content-app';
import { LAUNCH_TOKEN_TTL_SECONDS, signLaunchToken } from './launch-token';

const CONTENT_ORIGIN = 'http://content.campus.test';
const SITE = 'https://learn.campus.test';
/** An item of a stored organization: a SCO when it has a launch URL, else a grouping item. */
function scormItem(identifier: string, title: string, facts: Partial<ScormItem> = {}): ScormItem {
  const launchable = facts.launchUrl !== undefined && facts.launchUrl !== null;
  return {
    identifier,
    title,
    isVisible: true,
    resourceIdentifier: launchable ? 'r1' : null,
    scormType: launchable ? 'sco' : null,
    launchUrl: null,
    dataFromLms: null,
    masteryScore: null,
    maxTimeAllowed: null,
    timeLimitAction: null,
    completionThreshold: null,
    hasSequencing: false,
    children: [],
    ...facts,
  };
}

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
  const ids = { scorm: 0, pdf: 0, other: 0, notEnrolled: 0, otherClient: 0, empty: 0, youtube: 0, multi: 0 };
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
        { courseId: salesCourse, hierarchyOrder: 6, title: 'Módulos SCORM 2004', type: 'scorm' },
      ])
      .returning({ id: courseActivities.id });
    (['scorm', 'pdf', 'other', 'notEnrolled', 'otherClient', 'empty', 'youtube', 'multi'] as const).forEach(
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
    await packageOf(ids.multi, { 'intro/index.html': '<p>intro</p>', 'm 1/a.html': '<p>a</p>' }, 'intro/index.html');
    await db
      .update(activityContents)
      .set({
        scormVersion: '2004',
        scormEdition: '4th',
        scormOrganization: {
          identifier: 'org',
          title: 'Atendimento',
          hasSequencing: true,
          items: [
            scormItem('intro', 'Introdução', { launchUrl: 'intro/index.html', scormType: 'asset' }),
            scormItem('module', 'Módulo 1', {
              children: [
                scormItem('m1a', 'Lição A', {
                  launchUrl: 'm%201/a.html?x=1',
                  dataFromLms: 'level=2',
                  completionThreshold: 0.8,
                }),
                scormItem('m1b', 'Lição B (oculta)', { launchUrl: 'm%201/a.html#b', isVisible: false }),
              ],
            }),
            scormItem('quiz', 'Avaliação', { launchUrl: 'm%201/a.html?quiz', masteryScore: 70 }),
          ],
        },
        scormScos: [
          { itemIdentifier: 'm1a', resourceIdentifier: 'r1', title: 'Lição A', launchUrl: 'm%201/a.html?x=1' },
          { itemIdentifier: 'm1b', resourceIdentifier: 'r1', title: 'Lição B (oculta)', launchUrl: 'm%201/a.html#b' },
          { itemIdentifier: 'quiz', resourceIdentifier: 'r1', title: 'Avaliação', launchUrl: 'm%201/a.html?quiz' },
        ],
      })
      .where(eq(activityContents.activityId, ids.multi));
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

  it('answers a SCORM package’s table of contents: the stored organization in document order, with levels', async () => {
    const body = await launched(fixture.ana, ids.multi);
    expect(body.url).toBe(`${body.base_url}intro/index.html`);
    expect(body.scorm).toEqual({
      version: '2004',
      edition: '4th',
      title: 'Atendimento',
      items: [
        {
          identifier: 'intro',
          title: 'Introdução',
          level: 0,
          visible: true,
          scorm_type: 'asset',
          launch_url: 'intro/index.html',
          data_from_lms: null,
          mastery_score: null,
          completion_threshold: null,
        },
        {
          identifier: 'module',
          title: 'Módulo 1',
          level: 0,
          visible: true,
          scorm_type: null,
          launch_url: null,
          data_from_lms: null,
          mastery_score: null,
          completion_threshold: null,
        },
        {
          identifier: 'm1a',
          title: 'Lição A',
          level: 1,
          visible: true,
          scorm_type: 'sco',
          launch_url: 'm%201/a.html?x=1',
          data_from_lms: 'level=2',
          mastery_score: null,
          completion_threshold: 0.8,
        },
        {
          identifier: 'm1b',
          title: 'Lição B (oculta)',
          level: 1,
          visible: false,
          scorm_type: 'sco',
          launch_url: 'm%201/a.html#b',
          data_from_lms: null,
          mastery_score: null,
          completion_threshold: null,
        },
        {
          identifier: 'quiz',
          title: 'Avaliação',
          level: 0,
          visible: true,
          scorm_type: 'sco',
          launch_url: 'm%201/a.html?quiz',
          data_from_lms: null,
          mastery_score: 70,
          completion_threshold: null,
        },
      ],
    });
    // Each launch_url, joined to base_url, is a file the content origin serves under the token.
    const lesson = await fetchContent(new URL('m%201/a.html?x=1', body.base_url).toString());
    expect(lesson.statusCode).toBe(200);
    expect(lesson.body).toBe('<p>a</p>');
    // Packages without a stored organization (the fixture's), HTML packages and files answer no table of contents.
    expect((await launched(fixture.ana, ids.other)).scorm).toBeUndefined();
    expect((await launched(fixture.ana, ids.pdf)).scorm).toBeUndefined();
  });

  it('serves the SCO frame outside any token, with scorm-again’s cross-frame API from the installed package', async () => {
    const page = await content.inject('/.campus/sco-frame.html?launch=%2F1%2Fx%2Fa.html&origin=https%3A%2F%2Fa.test');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Relative references: the offline copy under /.campus/offline/ loads its own copies.
    expect(page.body).toContain('<script type="module" src="sco-frame.js"></script>');
    expect(page.headers['cache-control']).toBe('public, max-age=600');
    expect(String(page.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${SITE}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const script = await content.inject('/.campus/sco-frame.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("import { CrossFrameAPI } from './scorm-again/cross-frame-api.js';");
    const library = await content.inject('/.campus/scorm-again/cross-frame-api.js');
    expect(library.statusCode).toBe(200);
    expect(library.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(library.body).toMatch(/export \{ CrossFrameAPI \}/);
    expect((await content.inject('/.campus/sco-frame.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expectError(await content.inject('/.campus/other.js'), 404, 'not_found');
  });

  it('serves the offline service worker, its bridge and the SCO frame’s offline copies, with the content headers', async () => {
    const worker = await content.inject('/.campus/offline/service-worker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Its scope is its own folder: no Service-Worker-Allowed header needed, and none given.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    expect(worker.body).toMatch(/const VERSION = '[\da-f]{16}';/);
    expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");
    expect(worker.headers['set-cookie']).toBeUndefined();
    const bridge = await content.inject('/.campus/offline/bridge.html?origin=https%3A%2F%2Fa.test');
    expect(bridge.statusCode).toBe(200);
    expect(bridge.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bridge.body).toContain('<script type="module" src="bridge.js"></script>');
    expect(String(bridge.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${SITE}`);
    expect(bridge.headers['x-content-type-options']).toBe('nosniff');
    expect((await content.inject('/.campus/offline/bridge.js')).body).toContain("from './fflate.js'");
    expect((await content.inject('/.campus/offline/fflate.js')).body).toMatch(/export function unzipSync/);
    const types = await content.inject('/.campus/offline/content-types.js');
    expect(types.body).toContain('".html":"text/html; charset=utf-8"');
    // The SCO frame's offline copies are the same files.
    for (const name of ['sco-frame.html', 'sco-frame.js', 'sco-frame.css', 'scorm-again/cross-frame-api.js']) {
      const online = await content.inject(`/.campus/${name}`);
      const offline = await content.inject(`/.campus/offline/${name}`);
      expect(offline.statusCode, name).toBe(200);
      expect(offline.body, name).toBe(online.body);
      expect(offline.headers['content-type'], name).toBe(online.headers['content-type']);
    }
    // Package files offline are the service worker's: without it the network answers 404, never a stored file.
    expectError(await content.inject('/.campus/offline/1/index.html'), 404, 'not_found');
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
    expect(csp).toContain(`frame-ancestors 'self' ${SITE} http://localhost:4000`);
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

    const part = await fetchContent(url, { range: 'bytes=9-18', origin: SITE });
    expect(part.statusCode).toBe(206);
    // pdf.js reads ranges cross-origin: the answer must be readable there, its range headers too.
    expect(part.headers['access-control-allow-origin']).toBe('*');
    expect(part.headers['access-control-expose-headers']).toBe('Content-Range, Accept-Ranges, Content-Length');
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

  it('answers what an offline download fetches: the file with its size and date, a package’s zip with ranges', async () => {
    const pdf = await launched(fixture.ana, ids.pdf);
    expect(pdf.download).toEqual({ url: pdf.url, size: pdfBytes.length });
    expect(Date.parse(pdf.updated_date ?? '')).toBeGreaterThan(0);

    const zip = Buffer.from('PK\u0003\u0004 the package as uploaded');
    await context.app.objectStore.put(`activities/${ids.other}/package.zip`, zip, 'application/zip');
    const other = await launched(fixture.ana, ids.other);
    const token = other.base_url.split('/').at(-2) ?? '';
    expect(other.download?.url).toBe(`${CONTENT_ORIGIN}/.campus/packages/${ids.other}/${token}/package.zip`);
    const whole = await fetchContent(other.download?.url ?? '');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/zip');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(zip)).toBe(true);
    const rest = await fetchContent(other.download?.url ?? '', { range: 'bytes=4-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 4-${zip.length - 1}/${zip.length}`);
    expect(rest.rawPayload.equals(zip.subarray(4))).toBe(true);

    // A package imported before zips were kept has none; another activity's token opens nothing.
    const scorm = await launched(fixture.ana, ids.scorm);
    expectError(await fetchContent(scorm.download?.url ?? ''), 404, 'not_found');
    const foreign = (scorm.download?.url ?? '').replace(`/packages/${ids.scorm}/`, `/packages/${ids.other}/`);
    expectError(await fetchContent(foreign), 403, 'not_found_or_forbidden');
    const saved = now;
    now = Date.parse(other.expires_at) / 1000 + 1;
    try {
      expectError(await fetchContent(other.download?.url ?? ''), 403, 'not_found_or_forbidden');
    } finally {
      now = saved;
    }
    // URL activities download nothing.
    expect((await launched(fixture.ana, ids.youtube)).download).toBeUndefined();
  });

  it('launches a video’s WebVTT captions under its token and serves them as text/vtt, ranges too', async () => {
    const { db } = context.database;
    const [video] = await db
      .insert(courseActivities)
      .values({ courseId: fixture.items.salesCourse, hierarchyOrder: 7, title: 'Vídeo legendado', type: 'video' })
      .returning({ id: courseActivities.id });
    const id = video?.id ?? 0;
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:05.000\nOlá\n');
    const store = context.app.objectStore;
    await store.put(`activities/${id}/content.mp4`, Buffer.from('mp4'), 'video/mp4');
    await store.put(`activities/${id}/captions/pt-BR.vtt`, vtt, 'text/vtt; charset=utf-8');
    await db.insert(activityContents).values({
      activityId: id,
      kind: 'file',
      objectKey: `activities/${id}/content.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 3,
      captions: [{ language: 'pt-BR', objectKey: `activities/${id}/captions/pt-BR.vtt` }],
    });
    const body = await launched(fixture.ana, id);
    expect(body.url).toBe(`${body.base_url}content.mp4`);
    expect(body.captions).toEqual([{ language: 'pt-BR', url: `${body.base_url}captions/pt-BR.vtt` }]);
    const track = await fetchContent(body.captions?.[0]?.url ?? '', { origin: SITE });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(track.headers['access-control-allow-origin']).toBe('*');
    expect(track.rawPayload.equals(vtt)).toBe(true);
    const part = await fetchContent(body.captions?.[0]?.url ?? '', { range: 'bytes=0-5' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('WEBVTT');
    // Only the languages listed: another, or the listed one under a package or a file without captions, is 404.
    expectError(await fetchContent(`${body.base_url}captions/en-US.vtt`), 404, 'not_found');
    const pdf = await launched(fixture.ana, ids.pdf);
    expect(pdf.captions).toBeUndefined();
    expectError(await fetchContent(`${pdf.base_url}captions/pt-BR.vtt`), 404, 'not_found');
    const scorm = await launched(fixture.ana, ids.scorm);
    expect(scorm.captions).toBeUndefined();
    expectError(await fetchContent(`${scorm.base_url}captions/pt-BR.vtt`), 404, 'not_found');
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
    // A URL activity plays from its own site: the launch answers its address, with no token.
    const youtube = await launch(fixture.ana, ids.youtube);
    expect(youtube.statusCode).toBe(200);
    expect(youtube.json()).toMatchObject({
      url: 'https://www.youtube.com/watch?v=abc',
      base_url: 'https://www.youtube.com/watch?v=abc',
    });
    // The content origin answers nothing without an activity and a token, and still sends its headers.
    const bare = await content.inject('/favicon.ico');
    expectError(bare, 404, 'not_found');
    expect(bare.headers['x-content-type-options']).toBe('nosniff');
    const anonymous = await context.app.inject({ method: 'POST', url: `/api/activities/${ids.scorm}/launch/` });
    expect(anonymous.statusCode).toBe(401);
  });
});
