import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderObjectStore } from './folder-object-store';
import { createMemoryObjectStore } from './memory-object-store';
import type { ObjectStore } from './object-store';
import { itFulfilsTheObjectStoreContract } from './object-store-contract.test-util';
import { createS3Client, createS3ObjectStore } from './s3-object-store';
import { startS3TestServer } from './s3-test-server.test-util';
import type { S3TestServer } from './s3-test-server.test-util';

/** Every file under a folder, relative, hidden ones included. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

describe('folder object store', () => {
  let root: string;
  let store: ObjectStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'campus-folder-store-test-'));
    store = createFolderObjectStore(join(root, 'uploads'));
  });
  afterAll(async () => {
    await store?.close();
    await rm(root, { recursive: true, force: true });
  });

  itFulfilsTheObjectStoreContract(() => store);

  it('keeps each object as one file named by its key, with no partial file left behind', async () => {
    const key = `${randomBytes(16).toString('hex')}.jpg`;
    await store.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    const files = await filesUnder(join(root, 'uploads'));
    expect(files).toContain(key);
    expect(files.filter((file) => file.includes('.partial'))).toEqual([]);
  });

  it('is shared: another store on the same folder reads what this one wrote, and close() keeps the folder', async () => {
    const key = `${randomBytes(16).toString('hex')}.png`;
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    const other = createFolderObjectStore(join(root, 'uploads'));
    expect((await other.get(key))?.toString()).toBe('png bytes');
    await other.close();
    expect((await store.get(key))?.toString()).toBe('png bytes');
  });

  it('uses a temporary folder of its own when given none, and removes it on close', async () => {
    const temporary = createFolderObjectStore(null);
    await temporary.put('a.jpg', Buffer.from('a'), 'image/jpeg');
    const folders = (await readdir(tmpdir())).filter((name) => name.startsWith('campus-uploads-'));
    const mine = folders.find((name) => existsSync(join(tmpdir(), name, 'a.jpg')));
    expect(mine).toBeDefined();
    await temporary.close();
    expect(existsSync(join(tmpdir(), String(mine)))).toBe(false);
  });
});

describe('memory object store', () => {
  const store = createMemoryObjectStore();
  itFulfilsTheObjectStoreContract(() => store);
});

describe('S3 object store (s3rver)', () => {
  let server: S3TestServer;
  let store: ObjectStore;
  beforeAll(async () => {
    server = await startS3TestServer(['campus-contract']);
    store = createS3ObjectStore(server.storage('campus-contract', 'campus/uploads/'));
  });
  afterAll(async () => {
    await store?.close();
    await server?.close();
  });

  itFulfilsTheObjectStoreContract(() => store);

  it('writes under the configured prefix, with the content type as metadata', async () => {
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await store.put(key, Buffer.from('webp bytes'), 'image/webp');
    const client = createS3Client(server.storage('campus-contract'));
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: 'campus-contract', Key: `campus/uploads/${key}` }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.ContentLength).toBe(10);
      const raw = await client.send(new GetObjectCommand({ Bucket: 'campus-contract', Key: `campus/uploads/${key}` }));
      expect(Buffer.from((await raw.Body?.transformToByteArray()) ?? []).toString()).toBe('webp bytes');
    } finally {
      client.destroy();
    }
  });

  it('fails a write to a server that is not there, rather than hanging or pretending', async () => {
    const gone = await startS3TestServer(['gone']);
    const config = gone.storage('gone');
    await gone.close();
    const unreachable = createS3ObjectStore({ ...config });
    try {
      await expect(unreachable.put('a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });

  it('fails a write to a bucket that does not exist', async () => {
    const missing = createS3ObjectStore(server.storage('no-such-bucket'));
    try {
      await expect(missing.put('a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow();
    } finally {
      await missing.close();
    }
  });
});
