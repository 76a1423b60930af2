import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sleep, startTestServer } from '../api/test-server.test-util.js';
import type { TestServer } from '../api/test-server.test-util.js';
import { createCacheStorageFileStore } from './cache-storage-file-store.js';
import { createDownloadManager } from './create-download-manager.js';
import { fakeCaches } from './fake-caches.test-util.js';
import { createMemoryFileStore } from './memory-file-store.js';
import type { MemoryFileStore } from './memory-file-store.js';
import type { OfflineFileStore } from './offline-file-store.js';
import { createMemoryRecordStore } from './offline-record-store.js';
import type { MemoryRecordStore } from './offline-record-store.js';

// Issue 23 (flat memory): the body is stored in parts as it arrives, and the parts outlive the page, so a new
// manager over the same stores (a reload) resumes with Range from what is stored.

const SIZE = 100_000;
const CHUNK = 10_000;
const PART = 25_000;
const payload = Buffer.from(Array.from({ length: SIZE }, (_, index) => (index * 7) % 256));

let server: TestServer;
let files: MemoryFileStore;
let records: MemoryRecordStore;
/** How many bodies break off after 5 chunks. */
let drops: number;
let releaseStall: (() => void) | undefined;

beforeEach(async () => {
  files = createMemoryFileStore();
  records = createMemoryRecordStore();
  drops = 0;
  releaseStall = undefined;
  server = await startTestServer(async (request, response) => {
    const match = /^bytes=(\d+)-$/.exec(String(request.headers.range ?? ''));
    const start = match ? Number(match[1]) : 0;
    response.writeHead(start > 0 ? 206 : 200, {
      'content-type': 'application/pdf',
      'content-length': String(SIZE - start),
      ...(start > 0 ? { 'content-range': `bytes ${start}-${SIZE - 1}/${SIZE}` } : {}),
    });
    let sent = 0;
    for (let offset = start; offset < SIZE; offset += CHUNK) {
      if (response.destroyed) return;
      response.write(payload.subarray(offset, Math.min(offset + CHUNK, SIZE)));
      sent += 1;
      await sleep(2);
      // Only a body not yet whole breaks off: the last one's handler may still run when the next test began.
      if (sent === 5 && drops > 0 && offset + CHUNK < SIZE) {
        drops -= 1;
        return void response.socket?.end(); // after what was written: the break falls at a known byte
      }
      if (sent === 5 && request.path === '/stall.pdf') await new Promise<void>((resolve) => (releaseStall = resolve));
    }
    response.end();
  });
});
afterEach(async () => {
  releaseStall?.();
  await server.close();
});

const ranges = () => server.requests.map((request) => request.headers.range ?? null);
const bytesOf = async (blob: Blob | null) => Buffer.from(await (blob as Blob).arrayBuffer());

describe('downloads stored as they arrive (issue 23)', () => {
  it('stores parts while the body is still arriving, joins them into the file and drops them', async () => {
    const manager = createDownloadManager({ store: files, records, partBytes: PART });
    const progress: number[] = [];
    const pending = manager.download(
      { item_id: 3, resource: `${server.url}/stall.pdf`, updated_date: 'd1' },
      { onProgress: (value) => progress.push(value) },
    );
    await expect.poll(() => releaseStall).toBeDefined();
    // 50 000 bytes arrived: a part (cut at the first chunk past 25 000 bytes) is in the store, not in memory.
    await expect.poll(async () => (await files.getParts('class3', 'd1')).map((part) => part.size)).toEqual([30_000]);
    releaseStall?.();
    const { record } = await pending;
    expect(record).toMatchObject({ src: 'memory:class3.pdf', downloading: false, size: SIZE });
    expect((await bytesOf(await manager.getFile(3))).equals(payload)).toBe(true);
    expect(await files.getParts('class3', 'd1')).toEqual([]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('a new manager over the same stores (a reload) resumes with Range from the stored parts', async () => {
    drops = 1;
    const before = createDownloadManager({ store: files, records, partBytes: PART, resumeAttempts: 0 });
    const request = { item_id: 4, resource: `${server.url}/t/a.pdf`, updated_date: 'd1' };
    await expect(before.download(request)).rejects.toMatchObject({ reason: 'network' });
    // What arrived before the break (5 chunks) is stored, the last bit as a shorter part.
    expect((await files.getParts('class4', 'd1')).map((part) => part.size)).toEqual([30_000, 20_000]);

    const after = createDownloadManager({ store: files, records, partBytes: PART });
    expect(after.resumableBytes(4)).toBe(0); // known to this manager once the download starts again
    // …but found in the store at once: of the version asked for, or the one the record names.
    expect(await after.findResumableBytes(4, 'd1')).toBe(50_000);
    expect(await after.findResumableBytes(4, 'd2')).toBe(0);
    expect(await after.findResumableBytes(4)).toBe(0); // the failed first download left no record
    records.set({ item_id: 4, updated_date: 'd1', src: '', downloading: true }); // a reload mid-download leaves one
    expect(await after.findResumableBytes(4)).toBe(50_000);
    expect(await after.findResumableBytes(99)).toBe(0);
    const progress: number[] = [];
    await after.download(request, { onProgress: (value) => progress.push(value) });
    expect(ranges()).toEqual([null, 'bytes=50000-']);
    expect(progress[0]).toBe(0);
    expect(progress[1]).toBeGreaterThanOrEqual(0.5);
    expect(progress.at(-1)).toBe(1);
    expect((await bytesOf(await after.getFile(4))).equals(payload)).toBe(true);
    expect(await files.getParts('class4', 'd1')).toEqual([]);
    expect(await after.findResumableBytes(4, 'd1')).toBe(0);
  });

  it('parts of another version are never resumed and are dropped', async () => {
    drops = 1;
    const before = createDownloadManager({ store: files, records, partBytes: PART, resumeAttempts: 0 });
    await expect(
      before.download({ item_id: 5, resource: `${server.url}/a.pdf`, updated_date: 'd1' }),
    ).rejects.toMatchObject({ reason: 'network' });
    const after = createDownloadManager({ store: files, records, partBytes: PART });
    await after.download({ item_id: 5, resource: `${server.url}/a.pdf`, updated_date: 'd2' });
    expect(ranges()).toEqual([null, null]);
    expect(await files.getParts('class5', 'd1')).toEqual([]);
    expect((await bytesOf(await after.getFile(5))).equals(payload)).toBe(true);
  });

  it('remove and cancel drop the stored parts', async () => {
    drops = 1;
    const manager = createDownloadManager({ store: files, records, partBytes: PART, resumeAttempts: 0 });
    const request = { item_id: 6, resource: `${server.url}/a.pdf`, updated_date: 'd1' };
    await expect(manager.download(request)).rejects.toMatchObject({ reason: 'network' });
    expect(manager.resumableBytes(6)).toBe(50_000);
    await manager.remove(6);
    expect(await files.getParts('class6', 'd1')).toEqual([]);
    expect(manager.resumableBytes(6)).toBe(0);

    const cancelled = manager.download({ ...request, resource: `${server.url}/stall.pdf` });
    await expect.poll(async () => (await files.getParts('class6', 'd1')).length).toBe(1);
    expect(await manager.findResumableBytes(6, 'd1')).toBe(0); // running: nothing to resume
    manager.cancel(6);
    await expect(cancelled).rejects.toMatchObject({ reason: 'cancelled' });
    expect(await files.getParts('class6', 'd1')).toEqual([]);
  });

  it('a store without part methods keeps parts in memory: resumed within the manager', async () => {
    drops = 1;
    const plain: OfflineFileStore = { put: files.put, get: files.get, has: files.has, remove: files.remove };
    const manager = createDownloadManager({ store: plain, records, partBytes: PART, resumeDelayMs: 0 });
    await manager.download({ item_id: 7, resource: `${server.url}/a.pdf`, updated_date: 'd1' });
    expect(ranges()).toEqual([null, 'bytes=50000-']);
    expect((await bytesOf(await manager.getFile(7))).equals(payload)).toBe(true);
  });
});

describe('a store that commits parts (Cache Storage): the parts are the file, written once', () => {
  /** The Cache Storage store over a fake, with its whole-file writes counted. */
  function cacheStore() {
    const caches = fakeCaches();
    const store = createCacheStorageFileStore({ caches });
    const puts: string[] = [];
    const counted: OfflineFileStore = {
      ...store,
      put: (name, file) => {
        puts.push(name);
        return store.put(name, file);
      },
    };
    const keys = async () =>
      (await (await caches.open('campus-offline')).keys()).map((request) => request.url.replace(/^.*\/files\//, ''));
    return { store: counted, puts, keys };
  }

  it('keeps the parts as the stored file, replaces them with a new version, and drops them with the file', async () => {
    const { store, puts, keys } = cacheStore();
    const manager = createDownloadManager({ store, records, partBytes: PART });
    const progress: number[] = [];
    const { record } = await manager.download(
      { item_id: 8, resource: `${server.url}/a.pdf`, updated_date: 'd1' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(record).toMatchObject({ src: 'https://campus-offline.invalid/files/class8.pdf', downloading: false });
    expect(record.size).toBe(SIZE);
    expect(puts).toEqual([]); // no second write of the whole file
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    const file = await manager.getFile(8);
    expect(file?.type).toBe('application/pdf');
    expect((await bytesOf(file)).equals(payload)).toBe(true);
    expect(await manager.findResumableBytes(8)).toBe(0); // a stored file, no download to continue
    expect(await manager.findResumableBytes(8, 'd1')).toBe(0);
    expect(await manager.download({ item_id: 8, resource: `${server.url}/a.pdf`, updated_date: 'd1' })).toMatchObject({
      downloaded: false,
    });

    await manager.download({ item_id: 8, resource: `${server.url}/a.pdf`, updated_date: 'd2' });
    expect((await bytesOf(await manager.getFile(8))).equals(payload)).toBe(true);
    expect((await keys()).filter((key) => key.includes('v=d1'))).toEqual([]); // the former version's parts went
    expect(await keys()).toContain('class8.pdf');

    await manager.releaseFile(8);
    expect(await keys()).toEqual([]);
    expect(await manager.getFile(8)).toBeNull();
    await manager.download({ item_id: 8, resource: `${server.url}/a.pdf`, updated_date: 'd2' });
    await manager.remove(8);
    expect(await keys()).toEqual([]);
  });

  it('resumes exactly after a reload, and a failed or cancelled new version leaves the stored file whole', async () => {
    const { store, keys } = cacheStore();
    drops = 1;
    const before = createDownloadManager({ store, records, partBytes: PART, resumeAttempts: 0 });
    const request = { item_id: 9, resource: `${server.url}/a.pdf`, updated_date: 'd1' };
    await expect(before.download(request)).rejects.toMatchObject({ reason: 'network' });
    const after = createDownloadManager({ store, records, partBytes: PART, resumeAttempts: 0 });
    expect(await after.findResumableBytes(9, 'd1')).toBe(50_000);
    await after.download(request);
    expect(ranges()).toEqual([null, 'bytes=50000-']);
    expect((await bytesOf(await after.getFile(9))).equals(payload)).toBe(true);

    drops = 1; // the new version breaks off: the stored one stays, its parts too
    await expect(after.download({ ...request, updated_date: 'd2' })).rejects.toMatchObject({ reason: 'network' });
    expect(await records.get(9)).toMatchObject({ updated_date: 'd1', downloading: false });
    expect((await bytesOf(await after.getFile(9))).equals(payload)).toBe(true);
    expect(await after.findResumableBytes(9, 'd2')).toBe(50_000);

    const cancelled = after.download({ ...request, resource: `${server.url}/stall.pdf`, updated_date: 'd3' });
    await expect.poll(async () => (await keys()).some((key) => key.includes('v=d3'))).toBe(true);
    after.cancel(9);
    await expect(cancelled).rejects.toMatchObject({ reason: 'cancelled' });
    expect((await keys()).filter((key) => !key.includes('v=d1'))).toEqual(['class9.pdf']);
    expect((await bytesOf(await after.getFile(9))).equals(payload)).toBe(true);
  });
});
