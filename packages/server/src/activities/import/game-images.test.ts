import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityDocuments, users } from '../../db/schema';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { TEST_FILES } from './import-test-files.test-util';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  readonly name: string;
  readonly value?: string;
  readonly file?: { readonly bytes: Buffer; readonly filename: string; readonly contentType: string };
}

/** A `multipart/form-data` body whose field names may repeat (`images`). */
function multipartBody(parts: readonly Part[]) {
  const boundary = `----campus${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            `Content-Type: ${part.file.contentType}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const image = (filename: string, bytes: Buffer = PNG): Part => ({
  name: 'images',
  file: { bytes, filename, contentType: 'image/png' },
});

/** A drag-and-drop board whose picture is `url`, and one item's picture `itemUrl`. */
const board = (url: string, itemUrl?: string) => ({
  image: { url, alt: 'Planograma da loja' },
  zones: [
    { id: 'top', label: 'Prateleira de cima', x: 0, y: 0, width: 100, height: 50 },
    { id: 'bottom', label: 'Prateleira de baixo', x: 0, y: 50, width: 100, height: 50 },
  ],
  items: [
    { id: 'soap', text: 'Sabonete', zone: 'top', ...(itemUrl ? { image: { url: itemUrl, alt: 'Sabonete' } } : {}) },
    { id: 'rice', text: 'Arroz', zone: 'bottom' },
  ],
});

describeEachDatabase('game pictures uploaded with the import (`images`, `file:` urls)', (kind) => {
  const storeFolder = join(tmpdir(), `campus-game-images-test-${randomUUID()}`);
  const context = useTestApp(kind, { config: { storage: { kind: 'folder', path: storeFolder } } });
  let fixture: CatalogueFixture;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    await context.database.db
      .update(users)
      .set({ roles: ['programme_admin'] })
      .where(eq(users.id, fixture.bia.id));
  }, 60_000);
  afterAll(() => rm(storeFolder, { recursive: true, force: true }));

  const post = (type: string, document: unknown, extra: readonly Part[] = []) => {
    const body = multipartBody([
      { name: 'type', value: type },
      { name: 'title', value: 'Planograma' },
      {
        name: 'content',
        file: { bytes: Buffer.from(JSON.stringify(document)), filename: 'game.json', contentType: 'application/json' },
      },
      ...extra,
    ]);
    return context.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fixture.items.securityCourse}/activities/`,
      payload: body.payload,
      headers: {
        authorization: `Bearer ${fixture.bia.token}`,
        'content-type': body.contentType,
        'accept-language': 'en-US',
      },
    });
  };
  const refused = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(code);
    expect(body.message).not.toBe(code);
    return body;
  };
  const imageKeys = async () =>
    (await readdir(join(storeFolder, 'activities'), { recursive: true }).catch(() => [] as string[]))
      .map(String)
      .filter((path) => path.includes('images/'))
      .sort();

  it('stores a picture the document names by `file:` and points the stored document at it', async () => {
    const response = await post('drag_and_drop', board('file:planograma.png', 'file:planograma.png'), [
      image('planograma.png'),
      image('sobra.png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await context.database.db
      .select({ document: activityDocuments.document })
      .from(activityDocuments)
      .where(eq(activityDocuments.activityId, id));
    const document = row?.document as ReturnType<typeof board>;
    expect(JSON.stringify(document)).not.toContain('file:');
    const url = document.image.url;
    expect(url).toMatch(new RegExp(`^/api/activities/${id}/images/[0-9a-f]{32}\\.png$`));
    // Named twice, stored once; the picture not named is not stored.
    expect(document.items[0]?.image?.url).toBe(url);
    expect((await imageKeys()).filter((key) => key.startsWith(`${id}/`))).toHaveLength(1);
    // Served to anyone (an <img> sends no token), with its type.
    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/activities/${id}/images/${'0'.repeat(32)}.png` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a `file:` name not uploaded, a file that is no picture, and pictures on a non-game; stores nothing', async () => {
    const before = await imageKeys();
    expect(
      refused(
        await post('drag_and_drop', board('/images/loja.png', 'file:sabonete.png'), [image('planograma.png')]),
        422,
        'activity_document_invalid',
      ),
    ).toMatchObject({ details: { path: 'items.0.image.url', problem: 'image_not_uploaded' } });
    expect(
      refused(
        await post('drag_and_drop', board('file:planograma.png'), [image('planograma.png', TEST_FILES.pdf.bytes)]),
        422,
        'activity_file_type_mismatch',
      ),
    ).toMatchObject({ field_errors: { images: 'type' } });
    // An SVG is text: no picture by its bytes.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    refused(
      await post('drag_and_drop', board('file:p.svg'), [image('p.svg', svg)]),
      422,
      'activity_file_type_mismatch',
    );
    expect(
      refused(
        await post('block_test', { questions: [{ id: 'q', type: 'true_false', text: 'Sim?', correct: true }] }, [
          image('planograma.png'),
        ]),
        400,
        'invalid_request',
      ),
    ).toMatchObject({ fields: ['body.images'] });
    expect(await imageKeys()).toEqual(before);
  });
});
