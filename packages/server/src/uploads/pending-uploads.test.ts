import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { jpegWithExif, userIdOf } from '../loyalty/loyalty-test-helpers.test-util';
import { createMemoryObjectStore } from '../storage/memory-object-store';
import type { ObjectStore } from '../storage/object-store';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { PendingUploads } from './pending-uploads';
import { sanitizeImage } from './sanitize-image';
import type { SanitizedImage } from './sanitize-image';
import { storeUpload } from './upload-store';

/** A store that refuses every write, as an unreachable S3 endpoint would. */
function refusingStore(): ObjectStore {
  return {
    ...createMemoryObjectStore(),
    put: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000')),
  };
}

/** What a serialization failure looks like to `withTransaction` (retried). */
function serializationFailure(): Error {
  return Object.assign(new Error('could not serialize access'), { code: '40001' });
}

describeEachDatabase('uploads: object first, row in the transaction, orphans deleted', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let image: SanitizedImage;
  let agent: number;

  beforeAll(async () => {
    image = await sanitizeImage(await jpegWithExif(7), 'photo');
    agent = await userIdOf(context.database.db, 'agent');
  });

  it('keeps the object of a committed row and serves its bytes from the store', async () => {
    const store = createMemoryObjectStore();
    const uploads = new PendingUploads(store);
    const upload = await withTransaction(context.database.db, (tx) =>
      storeUpload(tx, uploads, agent, 'store_photo', image),
    );
    expect(await uploads.discardUncommitted(context.database.db)).toBe(0);
    expect((await store.get(upload.name))?.equals(image.bytes)).toBe(true);
    const [row] = await context.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, upload.id));
    // The row holds what the upload is, the store its bytes.
    expect(row).toMatchObject({
      name: upload.name,
      contentType: 'image/jpeg',
      byteSize: image.bytes.length,
      data: null,
    });
  });

  it('deletes the object of a transaction that rolled back', async () => {
    const store = createMemoryObjectStore();
    const uploads = new PendingUploads(store);
    let name = '';
    await expect(
      withTransaction(context.database.db, async (tx) => {
        name = (await storeUpload(tx, uploads, agent, 'invoice_photo', image)).name;
        throw new Error('refused after the upload');
      }),
    ).rejects.toThrow('refused after the upload');
    expect(await store.get(name)).toBeDefined();
    expect(await uploads.discardUncommitted(context.database.db)).toBe(1);
    expect(await store.get(name)).toBeUndefined();
  });

  it('deletes the objects of attempts withTransaction retried, keeping the one that committed', async () => {
    const store = createMemoryObjectStore();
    const uploads = new PendingUploads(store);
    const names: string[] = [];
    const committed = await withTransaction(
      context.database.db,
      async (tx, attempt) => {
        const upload = await storeUpload(tx, uploads, agent, 'invoice_photo', image);
        names.push(upload.name);
        if (attempt < 3) throw serializationFailure();
        return upload.name;
      },
      { baseDelayMs: 0 },
    );
    expect(names).toHaveLength(3);
    expect(await uploads.discardUncommitted(context.database.db)).toBe(2);
    expect((await Promise.all(names.map((name) => store.get(name)))).map((bytes) => bytes !== undefined)).toEqual(
      names.map((name) => name === committed),
    );
  });

  it('answers 503 when the store refuses a write, and writes no row', async () => {
    const before = await context.database.db.$count(uploadedFiles);
    const uploads = new PendingUploads(refusingStore());
    await expect(
      withTransaction(context.database.db, (tx) => storeUpload(tx, uploads, agent, 'store_photo', image)),
    ).rejects.toMatchObject({ status: 503, code: 'service_unavailable', headers: { 'retry-after': '5' } });
    expect(await context.database.db.$count(uploadedFiles)).toBe(before);
  });

  it('keeps every object when it cannot tell which rows committed', async () => {
    const store = createMemoryObjectStore();
    const uploads = new PendingUploads(store);
    await uploads.put('0123456789abcdef0123456789abcdef.jpg', image.bytes, image.contentType);
    const broken = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as typeof context.database.db;
    expect(await uploads.discardUncommitted(broken)).toBe(0);
    expect(await store.get('0123456789abcdef0123456789abcdef.jpg')).toBeDefined();
  });
});
