import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityContents, activityDocuments, activityUserStates, courseActivities, users } from '../../db/schema';
import { postMultipart } from '../../loyalty/loyalty-test-helpers.test-util';
import type { FilePart } from '../../loyalty/loyalty-test-helpers.test-util';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import type { ObjectStore } from '../../storage/object-store';
import { commitScorm } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { buildZip, lieAboutSize, zipFolder } from '../packages/package-zips.test-util';
import { SCORM_12_SINGLE, SCORM_2004_4TH_FILES, SCORM_2004_4TH_MULTI } from '../packages/scorm-manifests.test-util';
import { checkActivityContent } from './activity-content-source';
import { isCommandOnPath } from './command-on-path';
import { importActivity } from './import-activity';
import { importConvertedPresentation } from './import-converted-presentation';
import { checkFileSize, IMPORT_FILE_LIMITS } from './import-limits';
import { importedActivitySchema } from './import-schemas';
import { TEST_FILES } from './import-test-files.test-util';
import { buildPresentation, pdfPageCount } from './presentation-files.test-util';

const hasLibreOffice = await isCommandOnPath('soffice');

const SCORM_12_ZIP = buildZip([
  { name: 'imsmanifest.xml', data: SCORM_12_SINGLE },
  { name: 'shared/launch.html', data: '<html><body>SCO</body></html>' },
  { name: 'shared/style.css', data: 'body{}' },
]);
const SCORM_2004_ZIP = buildZip([
  { name: 'imsmanifest.xml', data: SCORM_2004_4TH_MULTI },
  ...SCORM_2004_4TH_FILES.map((name) => ({ name, data: `<html>${name}</html>` })),
]);
const HTML_ZIP = buildZip([
  { name: 'curso/index.html', data: '<html><body>Olá</body></html>' },
  { name: 'curso/app.js', data: 'console.log(1)' },
]);

/** Zips no import may store anything of. */
const MALICIOUS: Record<string, { type: 'scorm' | 'html'; zip: Uint8Array; code: string; status: number }> = {
  'a ../ path': {
    type: 'html',
    zip: buildZip([
      { name: 'index.html', data: '<html></html>' },
      { name: '../escape.html', data: 'x' },
    ]),
    code: 'package_unsafe_entry',
    status: 422,
  },
  'a symbolic link': {
    type: 'html',
    zip: buildZip([
      { name: 'index.html', data: '<html></html>' },
      { name: 'link', data: '/etc/passwd', unixMode: 0o120777 },
    ]),
    code: 'package_unsafe_entry',
    status: 422,
  },
  'a zip bomb (deflated zeros)': {
    type: 'html',
    zip: buildZip([
      { name: 'index.html', data: '<html></html>' },
      { name: 'zeros.bin', data: new Uint8Array(8 * 1024 * 1024) },
    ]),
    code: 'package_compression_ratio',
    status: 422,
  },
  'a size that lies': {
    type: 'html',
    zip: lieAboutSize(
      buildZip([
        { name: 'index.html', data: '<html></html>' },
        { name: 'big.txt', data: 'a'.repeat(5000), stored: true },
      ]),
      'big.txt',
      10,
    ),
    code: 'package_corrupt',
    status: 422,
  },
  'no manifest': {
    type: 'scorm',
    zip: buildZip([{ name: 'index.html', data: '<html></html>' }]),
    code: 'package_manifest_missing',
    status: 422,
  },
  'a broken manifest': {
    type: 'scorm',
    zip: buildZip([{ name: 'imsmanifest.xml', data: '<manifest><organizations>' }]),
    code: 'package_manifest_invalid',
    status: 422,
  },
  'not a zip': { type: 'scorm', zip: TEST_FILES.pdf.bytes, code: 'package_not_zip', status: 422 },
};

describe('activity import: limits and checks without a database', () => {
  it('refuses a file over its type’s limit with the limit in details', () => {
    expect(() => checkFileSize('pdf', IMPORT_FILE_LIMITS.pdf)).not.toThrow();
    expect(() => checkFileSize('pdf', IMPORT_FILE_LIMITS.pdf + 1)).toThrow(
      expect.objectContaining({ status: 413, code: 'activity_file_too_large' }),
    );
    expect(() => checkFileSize('video', 11, { ...IMPORT_FILE_LIMITS, video: 10 })).toThrow(
      expect.objectContaining({ details: { limit: 10 } }),
    );
  });

  it('refuses a package over the package limits before anything is stored', async () => {
    const folder = await zipFolder();
    try {
      const path = await folder.write('big.zip', HTML_ZIP);
      await expect(
        checkActivityContent(
          'html',
          { file: { kind: 'temporary-upload', path, size: HTML_ZIP.length, filename: 'big.zip' } },
          { packageLimits: { maxTotalBytes: 10 } },
        ),
      ).rejects.toMatchObject({ status: 413, code: 'package_too_large' });
    } finally {
      await folder.cleanup();
    }
  });
});

describeEachDatabase('activity import: POST /api/admin/courses/{course_id}/activities/', (kind) => {
  // A folder of its own, so the tests can see every object the imports stored.
  const storeFolder = join(tmpdir(), `campus-import-test-${randomUUID()}`);
  const context = useTestApp(kind, { config: { storage: { kind: 'folder', path: storeFolder } } });
  let fixture: CatalogueFixture;
  let admin: string;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    // Bia administers the programme of the fixture's client; Carl is a platform administrator of another client.
    await db
      .update(users)
      .set({ roles: ['programme_admin'] })
      .where(eq(users.id, fixture.bia.id));
    await db
      .update(users)
      .set({ roles: ['platform_admin'] })
      .where(eq(users.id, fixture.carl.id));
    admin = fixture.bia.token;
  }, 60_000);
  afterAll(() => rm(storeFolder, { recursive: true, force: true }));

  const url = (courseId: number | string) => `/api/admin/courses/${courseId}/activities/`;
  const post = (fields: Record<string, string>, file?: FilePart, token = admin, courseId?: number) =>
    postMultipart(
      context.app,
      url(courseId ?? fixture.items.securityCourse),
      token,
      fields,
      file ? { file: { contentType: 'application/octet-stream', ...file } } : {},
      { 'accept-language': 'en-US' },
    );
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return importedActivitySchema.parse(response.json());
  };
  const refused = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/\w/);
    expect(body.message).not.toBe(code);
    return body;
  };
  /** Every object key under `activities/` in the store. */
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

  it.each([
    ['pdf', TEST_FILES.pdf, 'application/pdf', 'pdf'],
    ['video', TEST_FILES.mp4, 'video/mp4', 'mp4'],
    ['video', TEST_FILES.webm, 'video/webm', 'webm'],
    ['audio', TEST_FILES.mp3, 'audio/mpeg', 'mp3'],
    ['audio', TEST_FILES.ogg, 'audio/ogg', 'ogg'],
    ['audio', TEST_FILES.m4a, 'audio/mp4', 'm4a'],
    ['flash', TEST_FILES.swf, 'application/x-shockwave-flash', 'swf'],
  ] as const)('imports a %s file (%s) checked by its bytes, after the last activity', async (type, file, mime, ext) => {
    const [last] = await context.database.db
      .select({ order: sql<number>`coalesce(max(${courseActivities.hierarchyOrder}), 0)` })
      .from(courseActivities)
      .where(eq(courseActivities.courseId, fixture.items.securityCourse));
    const body = created(await post({ type, title: `Atividade ${file.filename}` }, file));
    expect(body).toMatchObject({
      course_id: fixture.items.securityCourse,
      hierarchy_order: Number(last?.order) + 1,
      type,
      title: `Atividade ${file.filename}`,
      content: { kind: 'file', content_type: mime, size: file.bytes.length, url: null, scorm: null },
    });
    const key = `activities/${body.id}/content.${ext}`;
    expect(await storedKeys()).toContain(key);
    expect(await context.app.objectStore.get(key)).toEqual(file.bytes);
  });

  it('refuses a file whose bytes are not of its type, whatever its name, and stores nothing', async () => {
    const before = await storedKeys();
    const body = refused(
      await post({ type: 'video', title: 'Falso' }, { ...TEST_FILES.pdf, filename: 'aula.mp4' }),
      422,
      'activity_file_type_mismatch',
    );
    expect(body.message).toContain('MP4, WebM');
    refused(await post({ type: 'pdf', title: 'Falso' }, TEST_FILES.mp3), 422, 'activity_file_type_mismatch');
    // A compound file named .doc is not a presentation.
    refused(
      await post({ type: 'ppt', title: 'Falso' }, { ...TEST_FILES.ppt, filename: 'carta.doc' }),
      422,
      'activity_file_type_mismatch',
    );
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a presentation with a clear message when LibreOffice is not installed', async () => {
    await expect(
      checkActivityContent('ppt', {
        file: { kind: 'temporary-upload', path: '/dev/null', size: 0, filename: 'a.ppt' },
      }),
    ).rejects.toMatchObject({ code: 'activity_file_type_mismatch' });
    const folder = await zipFolder();
    try {
      const path = await folder.write('slides.pptx', TEST_FILES.pptx.bytes);
      const upload = {
        kind: 'temporary-upload',
        path,
        size: TEST_FILES.pptx.bytes.length,
        filename: 'slides.pptx',
      } as const;
      await expect(
        checkActivityContent('ppt', { file: upload }, { hasLibreOffice: async () => false }),
      ).rejects.toMatchObject({
        status: 422,
        code: 'activity_ppt_converter_missing',
      });
    } finally {
      await folder.cleanup();
    }
    const before = await storedKeys();
    const response = await post({ type: 'ppt', title: 'Slides' }, TEST_FILES.pptx);
    if (!(await isCommandOnPath('soffice'))) {
      expect(refused(response, 422, 'activity_ppt_converter_missing').message).toContain('LibreOffice');
    } else {
      // Not a deck LibreOffice can read (only the parts `file-type` needs): refused, nothing stored.
      refused(response, 422, 'activity_ppt_conversion_failed');
    }
    expect(await storedKeys()).toEqual(before);
  });

  it.skipIf(!hasLibreOffice)(
    'converts an uploaded presentation to PDF with LibreOffice and stores the PDF under the presentation’s name',
    async () => {
      const deck = { bytes: buildPresentation(['Abertura', 'Conteúdo']), filename: 'Treinamento.pptx' };
      const body = created(await post({ type: 'ppt', title: 'Apresentação' }, deck));
      expect(body).toMatchObject({ type: 'ppt', content: { kind: 'file', content_type: 'application/pdf' } });
      const [row] = await context.database.db
        .select()
        .from(activityContents)
        .where(eq(activityContents.activityId, body.id));
      expect(row).toMatchObject({
        objectKey: `activities/${body.id}/content.pdf`,
        contentType: 'application/pdf',
        originalName: 'Treinamento.pptx',
      });
      const pdf = await context.app.objectStore.get(`activities/${body.id}/content.pdf`);
      expect(pdfPageCount(pdf ?? new Uint8Array())).toBe(2);
      expect(row?.sizeBytes).toBe(pdf?.length);
    },
    60_000,
  );

  it('imports a presentation converted beforehand (the demo seed’s way) exactly as the route stores one', async () => {
    const folder = await zipFolder();
    try {
      const pdfPath = await folder.write('treinamento.pdf', TEST_FILES.pdf.bytes);
      const imported = await importConvertedPresentation(
        { db: context.database.db, store: context.app.objectStore, log: context.app.log },
        { courseId: fixture.items.securityCourse, title: 'Convertida', pdfPath, originalName: 'Treinamento.pptx' },
      );
      expect(imported).toMatchObject({
        type: 'ppt',
        content: { kind: 'file', contentType: 'application/pdf', originalName: 'Treinamento.pptx' },
      });
      expect(await context.app.objectStore.get(`activities/${imported.id}/content.pdf`)).toEqual(TEST_FILES.pdf.bytes);
      // Not a PDF: refused before anything is stored.
      const notPdf = await folder.write('slides.pptx', TEST_FILES.pptx.bytes);
      const before = await storedKeys();
      await expect(
        importConvertedPresentation(
          { db: context.database.db, store: context.app.objectStore, log: context.app.log },
          { courseId: fixture.items.securityCourse, title: 'Errada', pdfPath: notPdf },
        ),
      ).rejects.toMatchObject({ code: 'activity_file_type_mismatch' });
      expect(await storedKeys()).toEqual(before);
    } finally {
      await folder.cleanup();
    }
  });

  it('imports an HTML zip: every file extracted under the activity’s package prefix, the entry page found', async () => {
    const body = created(
      await post({ type: 'html', title: 'Página' }, { bytes: Buffer.from(HTML_ZIP), filename: 'p.zip' }),
    );
    expect(body.content).toMatchObject({ kind: 'package', launch_path: 'curso/index.html', scorm: null });
    const keys = (await storedKeys()).filter((key) => key.startsWith(`activities/${body.id}/`));
    // Issue 23: the zip as uploaded is kept beside its files, for offline downloads.
    expect(keys).toEqual([
      `activities/${body.id}/package.zip`,
      `activities/${body.id}/package/curso/app.js`,
      `activities/${body.id}/package/curso/index.html`,
    ]);
    const zip = await context.app.objectStore.get(`activities/${body.id}/package.zip`);
    expect(zip?.equals(Buffer.from(HTML_ZIP))).toBe(true);
  });

  it('imports a SCORM 1.2 package with its version, organization and SCO', async () => {
    const body = created(
      await post(
        { type: 'scorm', title: 'Golfe', hierarchy_order: '40' },
        { bytes: Buffer.from(SCORM_12_ZIP), filename: 'golf.zip' },
      ),
    );
    expect(body).toMatchObject({ hierarchy_order: 40, type: 'scorm' });
    expect(body.content).toMatchObject({
      kind: 'package',
      launch_path: 'shared/launch.html',
      scorm: { version: '1.2', edition: null, scos: [{ identifier: 'item_1', title: 'Playing the Game' }] },
    });
    const [row] = await context.database.db
      .select()
      .from(activityContents)
      .where(eq(activityContents.activityId, body.id));
    expect(row?.scormOrganization).toMatchObject({ identifier: 'golf_org', title: 'Golf Explained' });
    expect(row?.objectKey).toBe(`activities/${body.id}/package`);
    expect(await storedKeys()).toEqual(
      expect.arrayContaining([
        `activities/${body.id}/package/imsmanifest.xml`,
        `activities/${body.id}/package/shared/launch.html`,
      ]),
    );
  });

  it('imports a SCORM 2004 multi-SCO package; the activity is done only when every SCO of the manifest is', async () => {
    const body = created(
      await post(
        { type: 'scorm', title: 'Multi' },
        { bytes: Buffer.from(SCORM_2004_ZIP), filename: 'multi.zip' },
        admin,
        fixture.items.salesCourse,
      ),
    );
    expect(body.content?.scorm).toMatchObject({
      version: '2004',
      edition: '4th',
      scos: [{ identifier: 'lesson_1' }, { identifier: 'lesson_2' }, { identifier: 'exam' }],
    });
    // Keys of paths outside the plain key alphabet are encoded (a space here).
    expect(await storedKeys()).toContain(`activities/${body.id}/package/content/lessons/glossary/x_terms_20list.html`);

    // Ana, enrolled in the sales course, completes the SCOs one by one.
    const commit = (sco: string) =>
      commitScorm(context.app, fixture.ana, body.id, { sco, cmi: { completion_status: 'completed' } });
    for (const sco of ['lesson_1', 'lesson_2']) {
      const response = await commit(sco);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'in_progress' });
    }
    // Data under an id the manifest does not list changes nothing.
    expect((await commit('not_in_manifest')).json()).toMatchObject({ status: 'in_progress' });
    expect((await commit('exam')).json()).toMatchObject({ status: 'finished', progress: 100 });
    const [state] = await context.database.db
      .select()
      .from(activityUserStates)
      .where(eq(activityUserStates.activityId, body.id));
    expect(state).toMatchObject({ userId: fixture.ana.id, status: 'finished' });
  });

  it.each(Object.entries(MALICIOUS))('refuses %s and stores nothing (no file, no row)', async (_, sample) => {
    const before = { keys: await storedKeys(), rows: await activityCount() };
    refused(
      await post({ type: sample.type, title: 'Perigoso' }, { bytes: Buffer.from(sample.zip), filename: 'x.zip' }),
      sample.status,
      sample.code,
    );
    expect(await storedKeys()).toEqual(before.keys);
    expect(await activityCount()).toBe(before.rows);
  });

  it('imports URL activities, validated and normalised', async () => {
    const cases = [
      ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['vimeo', 'https://player.vimeo.com/video/76979871'],
      ['wowza', 'https://stream.example.com/live/aula/playlist.m3u8'],
      ['linkedin_slidshare', 'https://www.slideshare.net/slideshow/embed_code/key/abc'],
      ['scorm_cloud', 'https://cloud.scorm.com/launch?id=1'],
    ] as const;
    for (const [type, address] of cases) {
      const body = created(await post({ type, title: type, url: address }));
      expect(body.content).toEqual({
        kind: 'url',
        content_type: null,
        size: null,
        launch_path: null,
        url: address,
        scorm: null,
        captions: [],
      });
    }
  });

  it('refuses a URL that is not https, has credentials, is on the wrong host, or comes with a file', async () => {
    refused(
      await post({ type: 'wowza', title: 'x', url: 'http://stream.example.com/a.m3u8' }),
      422,
      'activity_url_invalid',
    );
    refused(
      await post({ type: 'scorm_cloud', title: 'x', url: 'https://u:p@cloud.scorm.com/' }),
      422,
      'activity_url_invalid',
    );
    refused(await post({ type: 'wowza', title: 'x', url: 'javascript:alert(1)' }), 422, 'activity_url_invalid');
    const host = refused(
      await post({ type: 'youtube', title: 'x', url: 'https://evil.example/watch?v=1' }),
      422,
      'activity_url_host_invalid',
    );
    expect(host.message).toContain('youtu.be');
    refused(await post({ type: 'vimeo', title: 'x', url: 'https://youtube.com/x' }), 422, 'activity_url_host_invalid');
    refused(
      await post({ type: 'youtube', title: 'x', url: 'https://youtu.be/a' }, TEST_FILES.pdf),
      422,
      'activity_url_required',
    );
    refused(await post({ type: 'youtube', title: 'x' }), 422, 'activity_url_required');
    refused(await post({ type: 'pdf', title: 'x' }), 422, 'activity_file_required');
    refused(
      await post({ type: 'pdf', title: 'x', url: 'https://a.example/x.pdf' }, TEST_FILES.pdf),
      422,
      'activity_file_required',
    );
    refused(await post({ type: 'presential_event', title: 'x' }), 422, 'activity_type_not_importable');
    refused(await post({ type: 'nonsense', title: 'x' }), 400, 'invalid_request');
    refused(await post({ type: 'pdf', title: '   ' }, TEST_FILES.pdf), 400, 'invalid_request');
  });

  describe('a test or reaction evaluation: its JSON document as `content`', () => {
    const postDocument = (type: string, document: unknown) =>
      postMultipart(
        context.app,
        url(fixture.items.securityCourse),
        admin,
        { type, title: 'Avaliação' },
        {
          content: {
            contentType: 'application/json',
            filename: 'test.json',
            bytes: Buffer.from(typeof document === 'string' ? document : JSON.stringify(document)),
          },
        },
        { 'accept-language': 'en-US' },
      );
    const question = { id: 'q1', type: 'true_false', text: 'O céu é azul?', correct: true };

    it('stores a checked test document and answers its bank, with no content stored', async () => {
      const before = await storedKeys();
      const body = created(await postDocument('block_test', { maximum_attempts: 2, questions: [question] }));
      expect(body).toMatchObject({ type: 'block_test', content: null, document: { kind: 'test', questions: 1 } });
      expect(await storedKeys()).toEqual(before);
      const reaction = created(
        await postDocument('reaction_evaluation', { questions: [{ id: 'r', type: 'rating', text: 'Nota' }] }),
      );
      expect(reaction.document).toEqual({ kind: 'reaction', questions: 1 });
    });

    it('refuses a document that is missing, not JSON, off the schema or unsound, naming where', async () => {
      refused(await post({ type: 'block_test', title: 'x' }), 422, 'activity_document_required');
      refused(await post({ type: 'block_test', title: 'x' }, TEST_FILES.pdf), 422, 'activity_document_required');
      refused(await postDocument('block_test', '{ not json'), 422, 'activity_document_invalid');
      const schema = refused(
        await postDocument('block_test', { questions: [{ ...question, type: 'essay' }] }),
        422,
        'activity_document_invalid',
      );
      expect(schema).toMatchObject({ details: { path: 'questions.0.type' } });
      const keyless = refused(
        await postDocument('conventional_test', { questions: [{ id: 'q1', type: 'true_false', text: 'Sem chave' }] }),
        422,
        'activity_document_invalid',
      );
      expect(keyless).toMatchObject({ details: { path: 'questions.0', problem: 'missing_answer_key' } });
      // The same question without a key is fine in an unevaluated quiz.
      created(
        await postDocument('unevaluated_quiz', { questions: [{ id: 'q1', type: 'true_false', text: 'Sem chave' }] }),
      );
      refused(
        await postDocument('block_test', { questions: [question], padding: 'x'.repeat(1024 * 1024) }),
        413,
        'activity_document_too_large',
      );
      refused(await postDocument('pdf', { questions: [question] }), 422, 'activity_type_not_importable');
    });

    const sorting = {
      categories: [
        { id: 'fruit', label: 'Fruta' },
        { id: 'veg', label: 'Legume' },
      ],
      items: [
        { id: 'apple', text: 'Maçã', category: 'fruit' },
        { id: 'carrot', text: 'Cenoura', category: 'veg' },
      ],
    };

    it('stores a checked game document with its defaults and answers its items', async () => {
      const before = await storedKeys();
      const body = created(await postDocument('this_or_that', sorting));
      expect(body).toMatchObject({ type: 'this_or_that', content: null, document: { kind: 'game', questions: 2 } });
      expect(await storedKeys()).toEqual(before);
      const [row] = await context.database.db
        .select({ kind: activityDocuments.kind, document: activityDocuments.document })
        .from(activityDocuments)
        .where(eq(activityDocuments.activityId, body.id));
      expect(row).toEqual({
        kind: 'game',
        document: { ...sorting, errors_allowed: 3, minimum_score: 70, maximum_attempts: null },
      });
      const enigma = created(await postDocument('enigma', { answer: 'Sol', errors_allowed: 5 }));
      expect(enigma.document).toEqual({ kind: 'game', questions: 1 });
    });

    it('refuses a game document that is missing, off its type’s schema or unsound, naming where', async () => {
      refused(await post({ type: 'flashcards', title: 'x' }), 422, 'activity_document_required');
      refused(await postDocument('true_or_false', '[1,'), 422, 'activity_document_invalid');
      // Another game's document is off this type's schema.
      expect(refused(await postDocument('true_or_false', sorting), 422, 'activity_document_invalid')).toMatchObject({
        details: { path: 'statements', problem: 'invalid_type' },
      });
      const [apple] = sorting.items;
      expect(
        refused(
          await postDocument('this_or_that', { ...sorting, items: [{ ...apple, text: '' }] }),
          422,
          'activity_document_invalid',
        ),
      ).toMatchObject({ details: { path: 'items.0.text', problem: 'too_small' } });
      expect(
        refused(
          await postDocument('this_or_that', { ...sorting, items: [{ ...apple, category: 'meat' }] }),
          422,
          'activity_document_invalid',
        ),
      ).toMatchObject({ details: { path: 'items.0.category', problem: 'unknown_category' } });
      expect(
        refused(
          await postDocument('fill_in_the_blanks', {
            text: 'A capital é {{city}}.',
            blanks: [{ id: 'capital', accepted: ['Lima'] }],
          }),
          422,
          'activity_document_invalid',
        ),
      ).toMatchObject({ details: { path: 'text', problem: 'unknown_blank' } });
    });
  });

  it('answers 409 for a position already taken, and stores nothing', async () => {
    const first = created(await post({ type: 'pdf', title: 'Primeira', hierarchy_order: '70' }, TEST_FILES.pdf));
    const before = await storedKeys();
    const body = refused(
      await post({ type: 'pdf', title: 'Segunda', hierarchy_order: '70' }, TEST_FILES.pdf),
      409,
      'activity_order_taken',
    );
    expect(body.message).toContain('70');
    expect(await storedKeys()).toEqual(before);
    expect(first.hierarchy_order).toBe(70);
  });

  it('deletes what it stored when the position is taken meanwhile or the store fails half-way', async () => {
    const { db } = context.database;
    const memory = createMemoryObjectStore();
    const keys = new Set<string>();
    const tracking = (onPut: (count: number) => Promise<void>): ObjectStore => ({
      ...memory,
      async put(key, bytes, type) {
        await onPut(keys.size);
        keys.add(key);
        await memory.put(key, bytes, type);
      },
      async delete(key) {
        keys.delete(key);
        await memory.delete(key);
      },
    });
    const folder = await zipFolder();
    try {
      const path = await folder.write('multi.zip', SCORM_2004_ZIP);
      const upload = { kind: 'temporary-upload', path, size: SCORM_2004_ZIP.length, filename: 'multi.zip' } as const;
      const content = await checkActivityContent('scorm', { file: upload });
      const log = { warn: () => undefined, error: () => undefined };
      const courseId = fixture.items.securityCourse;
      const before = await activityCount();
      // A racing import takes position 90 while this one writes its files.
      const racing = tracking(async (count) => {
        if (count === 0)
          await db.insert(courseActivities).values({ courseId, hierarchyOrder: 90, title: 'Rival', type: 'pdf' });
      });
      await expect(
        importActivity(
          { db, store: racing, log },
          { courseId, type: 'scorm', title: 'Lenta', hierarchyOrder: 90, content },
        ),
      ).rejects.toMatchObject({ status: 409, code: 'activity_order_taken' });
      expect([...keys]).toEqual([]);
      expect(await activityCount()).toBe(before + 1);
      // The store fails on the third file: the two written are deleted, no row.
      const failing = tracking(async (count) => {
        if (count === 2) throw new Error('disk full');
      });
      await expect(
        importActivity({ db, store: failing, log }, { courseId, type: 'scorm', title: 'Falha', content }),
      ).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
      expect([...keys]).toEqual([]);
      expect(await activityCount()).toBe(before + 1);
      const rows = await db
        .select()
        .from(courseActivities)
        .where(inArray(courseActivities.title, ['Lenta', 'Falha']));
      expect(rows).toEqual([]);
    } finally {
      await folder.cleanup();
    }
  });

  it('imports into webinars, live classes and presential courses too, whose activities the player opens', async () => {
    for (const courseId of [
      fixture.items.openWebinar,
      fixture.items.unlimitedClass,
      fixture.items.scheduledPresential,
    ]) {
      const body = created(await post({ type: 'pdf', title: 'Material' }, TEST_FILES.pdf, admin, courseId));
      expect(body).toMatchObject({ course_id: courseId, hierarchy_order: 1, type: 'pdf' });
    }
  });

  it('refuses non-administrators (403), other clients’ courses and items that hold no activities (404)', async () => {
    const pdf = TEST_FILES.pdf;
    refused(await post({ type: 'pdf', title: 'x' }, pdf, fixture.ana.token), 403, 'forbidden');
    refused(await post({ type: 'pdf', title: 'x' }, pdf, admin, fixture.items.otherClientCourse), 404, 'not_found');
    refused(await post({ type: 'pdf', title: 'x' }, pdf, admin, fixture.items.salesPodcast), 404, 'not_found');
    refused(await post({ type: 'pdf', title: 'x' }, pdf, admin, fixture.items.trail), 404, 'not_found');
    refused(await post({ type: 'pdf', title: 'x' }, pdf, admin, 999_999), 404, 'not_found');
    // Carl administers the other client: the fixture client's course does not exist for him.
    refused(await post({ type: 'pdf', title: 'x' }, pdf, fixture.carl.token), 404, 'not_found');
    const anonymous = await context.app.inject({ method: 'POST', url: url(fixture.items.securityCourse) });
    expect(anonymous.statusCode).toBe(401);
  });
});
