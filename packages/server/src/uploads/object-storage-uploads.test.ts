import { randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema';
import {
  demoIds,
  demoTokens,
  jpegWithExif,
  postMultipart,
  saleFields,
  sendJson,
  userIdOf,
} from '../loyalty/loyalty-test-helpers.test-util';
import { createS3Client } from '../storage/s3-object-store';
import { startS3TestServer } from '../storage/s3-test-server.test-util';
import type { S3TestServer } from '../storage/s3-test-server.test-util';
import { createTestApp, describeEachDatabase } from '../test-support/test-app.test-util';
import type { TestApp } from '../test-support/test-app.test-util';
import { insertLegacyUploads } from './legacy-uploads.test-util';
import { sanitizeImage } from './sanitize-image';

/** The headers every served upload carries, whichever store holds its bytes. */
const SERVED_UPLOAD_HEADERS = {
  'content-type': 'image/jpeg',
  'cache-control': 'private, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/*
 * Issue 18, "scale out on existing engines": with CAMPUS_STORAGE_URL pointing at an S3 bucket, an invoice photo sent
 * with a sale lands in the bucket (the row keeps only what it is) and GET /api/uploads/<name> serves it from there,
 * with the same headers as before.
 */
describeEachDatabase('uploads in S3-compatible object storage', (kind) => {
  const BUCKET = 'campus-e2e';
  let s3: S3TestServer;
  let context: TestApp;
  let tokens: Record<'agent' | 'auditor', string>;

  beforeAll(async () => {
    s3 = await startS3TestServer([BUCKET]);
    context = await createTestApp(kind, { seed: true, config: { storage: s3.storage(BUCKET) } });
    tokens = await demoTokens(context.app, ['agent', 'auditor']);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await s3?.close();
  });

  /** An object of the bucket, read with a client of its own (not through the app's store). */
  const objectInBucket = async (key: string) => {
    const client = createS3Client(s3.storage(BUCKET));
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } finally {
      client.destroy();
    }
  };

  it('stores a sale’s invoice photo in the bucket and serves it with the usual headers', async () => {
    const store = (await demoIds(context.database.db)).store('Horizonte Paulista');
    const sent = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(store), {
      invoice_photo: { bytes: await jpegWithExif(3) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const sales = await sendJson(context.app, 'GET', '/api/sales/?page_size=1', tokens.agent);
    const url: string = sales.json().results[0].invoice_photo_url;
    const name = url.split('/').pop() ?? '';
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);

    const [row] = await context.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
    expect(row).toMatchObject({ purpose: 'invoice_photo', contentType: 'image/jpeg', data: null });
    const stored = await objectInBucket(name);
    expect(stored.length).toBe(row?.byteSize);

    for (const token of [tokens.agent, tokens.auditor]) {
      const served = await sendJson(context.app, 'GET', url, token);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        ...SERVED_UPLOAD_HEADERS,
        'content-length': String(stored.length),
        'content-disposition': `inline; filename="${name}"`,
      });
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('still serves an upload written before object storage from its row', async () => {
    const image = await sanitizeImage(await jpegWithExif(11), 'photo');
    const agent = await userIdOf(context.database.db, 'agent');
    const [name] = await insertLegacyUploads(context.database.db, agent, image, 1, 'store_photo');
    const served = await sendJson(context.app, 'GET', `/api/uploads/${name}`, tokens.agent);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject(SERVED_UPLOAD_HEADERS);
    expect(served.rawPayload.equals(image.bytes)).toBe(true);
  });

  it('answers 404 for a row whose object is missing from the store', async () => {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await context.database.db.insert(uploadedFiles).values({
      name,
      ownerId: await userIdOf(context.database.db, 'agent'),
      purpose: 'store_photo',
      contentType: 'image/jpeg',
      byteSize: 10,
      width: 1,
      height: 1,
      sha256: '0'.repeat(64),
      data: null,
    });
    const served = await sendJson(context.app, 'GET', `/api/uploads/${name}`, tokens.agent);
    expect(served.statusCode).toBe(404);
    expect(served.json().code).toBe('not_found_or_forbidden');
  });
});
