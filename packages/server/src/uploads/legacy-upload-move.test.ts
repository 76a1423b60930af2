import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CampusDb } from '../db/database';
import { uploadedFiles } from '../db/schema';
import { jpegWithExif, userIdOf } from '../loyalty/loyalty-test-helpers.test-util';
import { seedDatabase } from '../seed';
import { startServer } from '../server';
import { createFolderObjectStore } from '../storage/folder-object-store';
import { createMemoryObjectStore } from '../storage/memory-object-store';
import type { ObjectStore } from '../storage/object-store';
import { createTestDatabase, describeEachDatabase, testConfig, useTestApp } from '../test-support/test-app.test-util';
import { moveLegacyUploads } from './legacy-upload-move';
import { insertLegacyUploads } from './legacy-uploads.test-util';
import { sanitizeImage } from './sanitize-image';
import type { SanitizedImage } from './sanitize-image';

/** Names of the given uploads whose bytes are still in their row. */
async function stillInRows(db: CampusDb, names: readonly string[]) {
  const rows = await db
    .select({ name: uploadedFiles.name, data: uploadedFiles.data })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.name, [...names]));
  return rows.filter((row) => row.data !== null).map((row) => row.name);
}

describeEachDatabase('moving uploads stored before object storage', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let image: SanitizedImage;
  let agent: number;

  beforeAll(async () => {
    image = await sanitizeImage(await jpegWithExif(5), 'photo');
    agent = await userIdOf(context.database.db, 'agent');
  });

  it('moves every row’s bytes to the store in batches, clears them, and finds nothing the second time', async () => {
    const { db } = context.database;
    const names = await insertLegacyUploads(db, agent, image, 5);
    const store = createMemoryObjectStore();
    const batches: number[] = [];
    expect(await moveLegacyUploads(db, store, { batchSize: 2, onBatch: (moved) => batches.push(moved) })).toBe(5);
    expect(batches).toEqual([2, 2, 1]);
    expect(await stillInRows(db, names)).toEqual([]);
    for (const name of names) expect((await store.get(name))?.equals(image.bytes)).toBe(true);
    expect(await moveLegacyUploads(db, store)).toBe(0);
  });

  it('leaves the bytes in their rows when the store refuses, so a later start moves them', async () => {
    const { db } = context.database;
    const names = await insertLegacyUploads(db, agent, image, 2);
    const refusing: ObjectStore = { ...createMemoryObjectStore(), put: () => Promise.reject(new Error('S3 down')) };
    await expect(moveLegacyUploads(db, refusing)).rejects.toThrow('S3 down');
    expect((await stillInRows(db, names)).sort()).toEqual([...names].sort());
    const store = createMemoryObjectStore();
    expect(await moveLegacyUploads(db, store)).toBe(2);
    expect(await stillInRows(db, names)).toEqual([]);
  });
});

describeEachDatabase('server start with uploads stored before object storage', (kind) => {
  it('moves them to the configured store after migrating, before it listens', async () => {
    const target = await createTestDatabase(kind);
    const folder = await mkdtemp(join(tmpdir(), 'campus-legacy-move-test-'));
    try {
      const { db } = target.database;
      await seedDatabase(db, { demo: true }, createMemoryObjectStore());
      const image = await sanitizeImage(await jpegWithExif(9), 'photo');
      const names = await insertLegacyUploads(db, await userIdOf(db, 'agent'), image, 3);
      const server = await startServer(testConfig({ ...target.config, storage: { kind: 'folder', path: folder } }), {
        database: target.database,
        logger: false,
      });
      try {
        expect(await stillInRows(db, names)).toEqual([]);
      } finally {
        await server.stop();
      }
      const store = createFolderObjectStore(folder);
      for (const name of names) expect((await store.get(name))?.equals(image.bytes)).toBe(true);
    } finally {
      await target.dispose();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
