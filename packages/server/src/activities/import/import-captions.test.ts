import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLaunchSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityContents, courseActivities, users } from '../../db/schema';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import type { ObjectStore } from '../../storage/object-store';
import { requestAs, seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { buildContentApp } from '../content-origin/content-app';
import { zipFolder } from '../packages/package-zips.test-util';
import { canonicalLanguage, checkCaptionFiles, isWebVtt, MAX_CAPTION_BYTES, MAX_CAPTION_FILES } from './caption-files';
import { checkActivityContent } from './activity-content-source';
import { importActivity } from './import-activity';
import { importedActivitySchema } from './import-schemas';
import { TEST_FILES } from './import-test-files.test-util';

const CONTENT_ORIGIN = 'http://content.campus.test';

const vtt = (text: string) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:05.000\n${text}\n`);
const PT = vtt('Bem-vindo ao player.');
const EN = vtt('Welcome to the player.');

/** One part of a multipart body: a text field, or a file when `bytes` is given. Repeated names are allowed. */
type Part = { readonly name: string; readonly value: string } | { readonly name: string; readonly bytes: Buffer };

/** A multipart body whose parts may repeat a name (the usual helper takes a record). */
function multipartOf(parts: readonly Part[]) {
  const boundary = `----campus${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="f"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('caption files: checks without a database', () => {
  it('tells WebVTT by its signature, UTF-8 and the absence of NUL', () => {
    expect(isWebVtt(Buffer.from('WEBVTT'))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTT - Aula 1\r\n\r\n'))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTT\tx\n'))).toBe(true);
    expect(isWebVtt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), PT]))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt(Buffer.from('webvtt\n'))).toBe(false);
    expect(isWebVtt(Buffer.from('1\n00:00:00,000 --> 00:00:05,000\nSRT\n'))).toBe(false);
    expect(isWebVtt(Buffer.from(' WEBVTT\n'))).toBe(false);
    expect(isWebVtt(Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.from([0xc3, 0x28])]))).toBe(false);
    expect(isWebVtt(Buffer.from('WEBVTT\n\u0000'))).toBe(false);
    // A UTF-16 BOM is not the UTF-8 one.
    expect(isWebVtt(Buffer.from('\ufeffWEBVTT\n', 'utf16le'))).toBe(false);
    expect(isWebVtt(Buffer.alloc(0))).toBe(false);
  });

  it('canonicalizes well-formed BCP 47 tags and refuses the rest', () => {
    expect(canonicalLanguage('pt-br')).toBe('pt-BR');
    expect(canonicalLanguage('EN-us')).toBe('en-US');
    expect(canonicalLanguage('es-419')).toBe('es-419');
    expect(canonicalLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    for (const bad of ['', 'en_US', 'pt-BR-', 'a', 'english!', 'pt BR', '../x', 'en-US,pt-BR', 'x'.repeat(100)]) {
      expect(canonicalLanguage(bad), bad).toBeUndefined();
    }
  });

  it('refuses captions for a type other than video and audio before reading them', async () => {
    const upload = { kind: 'temporary-upload', path: '/nonexistent', size: 10, filename: 'x.vtt' } as const;
    for (const type of ['pdf', 'scorm', 'youtube', 'ppt'] as const) {
      await expect(
        checkCaptionFiles(type, [{ field: 'captions[pt-BR]', language: 'pt-BR', upload }]),
      ).rejects.toMatchObject({
        status: 422,
        code: 'activity_captions_not_allowed',
        fieldErrors: { 'captions[pt-BR]': 'not_allowed' },
      });
    }
    expect(await checkCaptionFiles('pdf', [])).toEqual([]);
  });
});

describeEachDatabase('activity import with WebVTT captions', (kind) => {
  const storeFolder = join(tmpdir(), `campus-captions-test-${randomUUID()}`);
  const context = useTestApp(kind, {
    config: { storage: { kind: 'folder', path: storeFolder }, contentOrigin: CONTENT_ORIGIN },
  });
  let fixture: CatalogueFixture;
  let content: FastifyInstance;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    await context.database.db
      .update(users)
      .set({ roles: ['programme_admin'] })
      .where(eq(users.id, fixture.bia.id));
    content = await buildContentApp({
      config: context.config,
      database: context.database,
      objectStore: context.app.objectStore,
      logger: false,
    });
    await content.ready();
  }, 60_000);
  afterAll(async () => {
    await content?.close();
    await rm(storeFolder, { recursive: true, force: true });
  });

  /** Imports into the sales course, where Ana is enrolled. */
  const post = (parts: readonly Part[]) => {
    const body = multipartOf(parts);
    return context.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fixture.items.salesCourse}/activities/`,
      payload: body.payload,
      headers: {
        authorization: `Bearer ${fixture.bia.token}`,
        'content-type': body.contentType,
        'accept-language': 'en-US',
      },
    });
  };
  const media = (type: 'video' | 'audio' | 'pdf', file: Buffer, ...captions: Part[]): Part[] => [
    { name: 'type', value: type },
    { name: 'title', value: `Com legendas (${type})` },
    { name: 'file', bytes: file },
    ...captions,
  ];
  const storedKeys = async () => {
    const entries = await readdir(join(storeFolder, 'activities'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(storeFolder.length + 1))
      .sort();
  };
  const activityCount = async () =>
    (await context.database.db.select({ id: courseActivities.id }).from(courseActivities)).length;
  const fetchContent = (url: string) => {
    expect(url.startsWith(`${CONTENT_ORIGIN}/`)).toBe(true);
    return content.inject({ method: 'GET', url: url.slice(CONTENT_ORIGIN.length) });
  };

  it('stores a video’s captions next to it, lists them, launches them and serves them as WebVTT', async () => {
    const response = await post(
      media(
        'video',
        TEST_FILES.mp4.bytes,
        { name: 'captions[pt-br]', bytes: PT },
        { name: 'captions[en-US]', bytes: EN },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = importedActivitySchema.parse(response.json());
    // The language is stored canonical (`pt-br` → `pt-BR`), in the order sent.
    expect(body.content?.captions).toEqual([{ language: 'pt-BR' }, { language: 'en-US' }]);
    const prefix = `activities/${body.id}`;
    expect((await storedKeys()).filter((key) => key.startsWith(`${prefix}/`))).toEqual([
      `${prefix}/captions/en-US.vtt`,
      `${prefix}/captions/pt-BR.vtt`,
      `${prefix}/content.mp4`,
    ]);
    expect(await context.app.objectStore.get(`${prefix}/captions/pt-BR.vtt`)).toEqual(PT);
    const [row] = await context.database.db
      .select()
      .from(activityContents)
      .where(eq(activityContents.activityId, body.id));
    expect(row?.captions).toEqual([
      { language: 'pt-BR', objectKey: `${prefix}/captions/pt-BR.vtt` },
      { language: 'en-US', objectKey: `${prefix}/captions/en-US.vtt` },
    ]);

    const launched = await requestAs(context.app, fixture.ana, 'POST', `/api/activities/${body.id}/launch/`);
    expect(launched.statusCode, launched.body).toBe(200);
    const launch = activityLaunchSchema.parse(launched.json());
    expect(launch.url).toBe(`${launch.base_url}content.mp4`);
    expect(launch.captions).toEqual([
      { language: 'pt-BR', url: `${launch.base_url}captions/pt-BR.vtt` },
      { language: 'en-US', url: `${launch.base_url}captions/en-US.vtt` },
    ]);
    for (const [track, bytes] of [
      [launch.captions?.[0], PT],
      [launch.captions?.[1], EN],
    ] as const) {
      const served = await fetchContent(track?.url ?? '');
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // The headers of every content file: a <track crossorigin> reads it from the site's page.
      expect(served.headers['access-control-allow-origin']).toBe('*');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    expect((await fetchContent(launch.url)).headers['content-type']).toBe('video/mp4');
    // A language not imported, another name under captions/, or the caption under another activity's token: 404/403.
    expect((await fetchContent(`${launch.base_url}captions/fr-FR.vtt`)).statusCode).toBe(404);
    expect((await fetchContent(`${launch.base_url}captions/pt-BR.txt`)).statusCode).toBe(404);
    expect((await fetchContent(`${launch.base_url}pt-BR.vtt`)).statusCode).toBe(404);
    const token = launch.base_url.split('/').at(-2);
    expect((await content.inject(`/${body.id + 1}/${token}/captions/pt-BR.vtt`)).statusCode).toBe(403);
  });

  it('takes captions with an audio file too; media without captions launch without `captions`', async () => {
    const withCaptions = await post(media('audio', TEST_FILES.mp3.bytes, { name: 'captions[pt-BR]', bytes: PT }));
    expect(withCaptions.statusCode, withCaptions.body).toBe(201);
    expect(importedActivitySchema.parse(withCaptions.json()).content?.captions).toEqual([{ language: 'pt-BR' }]);
    const plain = importedActivitySchema.parse((await post(media('video', TEST_FILES.webm.bytes))).json());
    expect(plain.content?.captions).toEqual([]);
    const launched = await requestAs(context.app, fixture.ana, 'POST', `/api/activities/${plain.id}/launch/`);
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json()).not.toHaveProperty('captions');
  });

  const refusals: [string, Part[], number, string, string][] = [
    [
      'a file that is not WebVTT (an SRT)',
      media('video', TEST_FILES.mp4.bytes, {
        name: 'captions[pt-BR]',
        bytes: Buffer.from('1\n00:00:00,000 --> 00:00:05,000\nOlá\n'),
      }),
      422,
      'activity_captions_not_webvtt',
      'captions[pt-BR]',
    ],
    [
      'a WebVTT signature followed by invalid UTF-8',
      media('video', TEST_FILES.mp4.bytes, {
        name: 'captions[en-US]',
        bytes: Buffer.concat([vtt('ok'), Buffer.from([0xff, 0xfe])]),
      }),
      422,
      'activity_captions_not_webvtt',
      'captions[en-US]',
    ],
    [
      'a NUL byte',
      media('video', TEST_FILES.mp4.bytes, { name: 'captions[en-US]', bytes: Buffer.from('WEBVTT\n\n\u0000') }),
      422,
      'activity_captions_not_webvtt',
      'captions[en-US]',
    ],
    [
      'a malformed language',
      media('video', TEST_FILES.mp4.bytes, { name: 'captions[en_US]', bytes: EN }),
      422,
      'activity_captions_language_invalid',
      'captions[en_US]',
    ],
    [
      'an empty language',
      media('video', TEST_FILES.mp4.bytes, { name: 'captions[]', bytes: EN }),
      422,
      'activity_captions_language_invalid',
      'captions[]',
    ],
    [
      'the same language twice once canonical',
      media(
        'video',
        TEST_FILES.mp4.bytes,
        { name: 'captions[pt-BR]', bytes: PT },
        { name: 'captions[pt-br]', bytes: PT },
      ),
      422,
      'activity_captions_duplicate',
      'captions[pt-br]',
    ],
    [
      'the same field twice',
      media(
        'audio',
        TEST_FILES.mp3.bytes,
        { name: 'captions[en-US]', bytes: EN },
        { name: 'captions[en-US]', bytes: EN },
      ),
      422,
      'activity_captions_duplicate',
      'captions[en-US]',
    ],
    [
      'captions on a pdf',
      media('pdf', TEST_FILES.pdf.bytes, { name: 'captions[pt-BR]', bytes: PT }),
      422,
      'activity_captions_not_allowed',
      'captions[pt-BR]',
    ],
    [
      'captions on a YouTube address',
      [
        { name: 'type', value: 'youtube' },
        { name: 'title', value: 'YouTube' },
        { name: 'url', value: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
        { name: 'captions[pt-BR]', bytes: PT },
      ],
      422,
      'activity_captions_not_allowed',
      'captions[pt-BR]',
    ],
    [
      'a caption file over 512 KB',
      media('video', TEST_FILES.mp4.bytes, {
        name: 'captions[pt-BR]',
        bytes: Buffer.concat([vtt('x'), Buffer.alloc(MAX_CAPTION_BYTES, 'a')]),
      }),
      413,
      'activity_captions_too_large',
      'captions[pt-BR]',
    ],
    [
      `more than ${MAX_CAPTION_FILES} caption files`,
      media(
        'video',
        TEST_FILES.mp4.bytes,
        ...['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'ja-JP', 'ko-KR', 'nl-NL'].map((language) => ({
          name: `captions[${language}]`,
          bytes: vtt(language),
        })),
      ),
      422,
      'activity_captions_too_many',
      'captions',
    ],
  ];

  it.each(refusals)('refuses %s with a translated code and stores nothing', async (_, parts, status, code, field) => {
    const before = { keys: await storedKeys(), rows: await activityCount() };
    const response = await post(parts);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; message: string; field_errors?: Record<string, string> }>();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/\w/);
    expect(body.message).not.toBe(code);
    expect(Object.keys(body.field_errors ?? {})).toEqual([field]);
    expect(await storedKeys()).toEqual(before.keys);
    expect(await activityCount()).toBe(before.rows);
  });

  it('answers the refusal in the caller’s language', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fixture.items.salesCourse}/activities/`,
      ...(() => {
        const body = multipartOf(media('video', TEST_FILES.mp4.bytes, { name: 'captions[xx_YY]', bytes: EN }));
        return {
          payload: body.payload,
          headers: {
            authorization: `Bearer ${fixture.bia.token}`,
            'content-type': body.contentType,
            'accept-language': 'pt-BR',
          },
        };
      })(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('não é um código de idioma válido');
  });

  it('deletes the video and the captions already stored when a later write fails, and writes no row', async () => {
    const memory = createMemoryObjectStore();
    const keys = new Set<string>();
    const failing: ObjectStore = {
      ...memory,
      async put(key, bytes, type) {
        // The file and the first caption go in; the second caption fails.
        if (keys.size === 2) throw new Error('disk full');
        keys.add(key);
        await memory.put(key, bytes, type);
      },
      async delete(key) {
        keys.delete(key);
        await memory.delete(key);
      },
    };
    const folder = await zipFolder();
    try {
      const upload = async (name: string, bytes: Buffer) =>
        ({
          kind: 'temporary-upload',
          path: await folder.write(name, bytes),
          size: bytes.length,
          filename: name,
        }) as const;
      const checked = await checkActivityContent('video', {
        file: await upload('aula.mp4', TEST_FILES.mp4.bytes),
        captions: [
          { field: 'captions[pt-BR]', language: 'pt-BR', upload: await upload('pt.vtt', PT) },
          { field: 'captions[en-US]', language: 'en-US', upload: await upload('en.vtt', EN) },
        ],
      });
      const before = await activityCount();
      await expect(
        importActivity(
          { db: context.database.db, store: failing, log: { warn: () => undefined, error: () => undefined } },
          { courseId: fixture.items.salesCourse, type: 'video', title: 'Falha', content: checked },
        ),
      ).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
      expect([...keys]).toEqual([]);
      expect(await activityCount()).toBe(before);
    } finally {
      await folder.cleanup();
    }
  });

  it('documents the caption fields and the answer’s captions in the OpenAPI description', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = document.paths['/api/admin/courses/{course_id}/activities/'].post;
    expect(operation.description).toContain('`captions[<BCP 47 language>]`');
    const form = operation.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.captions).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string', format: 'binary' },
    });
    expect(form.properties.captions.description).toContain('captions[pt-BR]');
    const answer = operation.responses['201'].content['application/json'].schema;
    // `content` is null for a test's document: the object is one branch of the nullable schema.
    const content = (answer.properties.content.anyOf ?? [answer.properties.content]).find(
      (branch: { type?: string }) => branch.type === 'object',
    );
    expect(content.properties.captions).toMatchObject({ type: 'array' });
    const launch = document.paths['/api/activities/{activity_id}/launch/'].post;
    expect(launch.description).toContain('captions: [{ language, url }]');
  });
});
