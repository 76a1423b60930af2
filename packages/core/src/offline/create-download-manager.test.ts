import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DownloadError } from '../errors/download-error.js';
import { sleep, startTestServer } from '../api/test-server.test-util.js';
import type { TestServer } from '../api/test-server.test-util.js';
import { createDownloadManager } from './create-download-manager.js';
import { createMemoryFileStore } from './memory-file-store.js';
import type { MemoryFileStore } from './memory-file-store.js';
import { createMemoryRecordStore } from './offline-record-store.js';
import type { MemoryRecordStore } from './offline-record-store.js';
import type { OfflineRecord } from '../schemas/offline-record.js';

const CHUNK = 10_000;
const CHUNKS = 10;
const payload = Buffer.alloc(CHUNK * CHUNKS, 'a');

let server: TestServer;
let files: MemoryFileStore;
let records: MemoryRecordStore;
let releaseStall: (() => void) | undefined;

beforeEach(async () => {
  files = createMemoryFileStore();
  records = createMemoryRecordStore();
  releaseStall = undefined;
  server = await startTestServer(async (request, response) => {
    const sized = request.path !== '/chunked/aula';
    if (request.path === '/missing.pdf') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': request.path.endsWith('.mp4') ? 'video/mp4' : 'application/pdf',
      ...(sized ? { 'content-length': String(payload.length) } : {}),
    });
    for (let index = 0; index < CHUNKS; index++) {
      if (response.destroyed) return;
      response.write(payload.subarray(index * CHUNK, (index + 1) * CHUNK));
      await sleep(5);
      if (index === 3 && request.path === '/drop.pdf') return void response.socket?.destroy();
      if (index === 3 && request.path === '/stall.pdf') await new Promise<void>((resolve) => (releaseStall = resolve));
    }
    response.end();
  });
});
afterEach(async () => {
  releaseStall?.();
  await server.close();
});

const hits = (path: string) => server.requests.filter((request) => request.path === path).length;

describe('download manager (SPECIFICATION §4 Offline download)', () => {
  it('streams with monotone progress from 0 to 1 and stores class{item_id}.{ext} with its record', async () => {
    const manager = createDownloadManager({ store: files, records });
    const progress: number[] = [];
    const result = await manager.download(
      { item_id: 5, resource: `${server.url}/files/aula.pdf?sig=x`, updated_date: '2024-05-01T10:00:00Z' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(CHUNKS);
    for (let index = 1; index < progress.length; index++)
      expect(progress[index]).toBeGreaterThan(progress[index - 1] ?? 1);
    expect(progress.filter((value) => value === 1)).toHaveLength(1);
    expect(result).toEqual({
      downloaded: true,
      record: {
        item_id: 5,
        updated_date: '2024-05-01T10:00:00Z',
        src: 'memory:class5.pdf',
        downloading: false,
        size: payload.length,
      },
    });
    expect(records.all()).toEqual([result.record]);
    expect(files.names()).toEqual(['class5.pdf']);
    const stored = await manager.getFile(5);
    expect(Buffer.from(await (stored as Blob).arrayBuffer()).equals(payload)).toBe(true);
  });

  it('without Content-Length reports 0 then 1 at the end; extension from the content type', async () => {
    const manager = createDownloadManager({ store: files, records });
    const progress: number[] = [];
    await manager.download(
      { item_id: 'a-1', resource: `${server.url}/chunked/aula`, updated_date: 'd1' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(progress).toEqual([0, 1]);
    expect(files.names()).toEqual(['classa-1.pdf']);
  });

  it('re-downloads only when updated_date changed (or the stored file is gone)', async () => {
    const manager = createDownloadManager({ store: files, records });
    const request = { item_id: 9, resource: `${server.url}/v.mp4`, updated_date: 'd1' };
    await manager.download(request);
    const again = await manager.download(request);
    expect(again.downloaded).toBe(false);
    expect(hits('/v.mp4')).toBe(1);

    const changed = await manager.download({ ...request, updated_date: 'd2' });
    expect(changed).toMatchObject({ downloaded: true, record: { updated_date: 'd2', src: 'memory:class9.mp4' } });
    expect(hits('/v.mp4')).toBe(2);

    await files.remove('class9.mp4'); // e.g. the browser evicted Cache Storage
    expect((await manager.download({ ...request, updated_date: 'd2' })).downloaded).toBe(true);
    expect(hits('/v.mp4')).toBe(3);
  });

  it('cancel rejects with a cancelled DownloadError and leaves no file and no record', async () => {
    const manager = createDownloadManager({ store: files, records });
    const pending = manager.download({ item_id: 3, resource: `${server.url}/stall.pdf`, updated_date: 'd1' });
    await expect.poll(() => releaseStall).toBeDefined();
    expect(manager.isDownloading(3)).toBe(true);
    expect(records.all()).toEqual([{ item_id: 3, updated_date: 'd1', src: '', downloading: true }]);
    expect(manager.cancel(3)).toBe(true);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({
      reason: 'cancelled',
      code: 'download_cancelled',
      messageKey: 'errors.download_failed',
    });
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([]);
    expect(manager.isDownloading(3)).toBe(false);
  });

  it('an external signal cancels too', async () => {
    const manager = createDownloadManager({ store: files, records });
    const controller = new AbortController();
    const pending = manager.download(
      { item_id: 4, resource: `${server.url}/stall.pdf`, updated_date: 'd1' },
      { signal: controller.signal },
    );
    await expect.poll(() => releaseStall).toBeDefined();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'DownloadError', reason: 'cancelled' });
  });

  it('a dropped connection rejects with a network DownloadError and cleans up', async () => {
    const manager = createDownloadManager({ store: files, records, resumeDelayMs: 0 });
    await expect(
      manager.download({ item_id: 6, resource: `${server.url}/drop.pdf`, updated_date: 'd1' }),
    ).rejects.toMatchObject({
      name: 'DownloadError',
      reason: 'network',
      code: 'download_failed',
    });
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([]);
  });

  it('an HTTP error rejects with its status; an older stored version stays usable', async () => {
    const manager = createDownloadManager({ store: files, records });
    const first = await manager.download({
      item_id: 7,
      resource: `${server.url}/missing-later.pdf`,
      updated_date: 'd1',
    });
    const error = await manager
      .download({ item_id: 7, resource: `${server.url}/missing.pdf`, updated_date: 'd2' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DownloadError', reason: 'http', status: 404 });
    expect(records.all()).toEqual([first.record]);
    expect(files.names()).toEqual(['class7.pdf']);
  });

  it('a storage failure removes the partial file and the record', async () => {
    const failing = {
      ...files,
      put: async (name: string, file: Blob) => {
        await files.put(name, file.slice(0, 10)); // half-written
        throw new Error('QuotaExceededError');
      },
    };
    const manager = createDownloadManager({ store: failing, records });
    await expect(
      manager.download({ item_id: 8, resource: `${server.url}/big.pdf`, updated_date: 'd1' }),
    ).rejects.toMatchObject({
      reason: 'storage',
    });
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([]);
  });

  it('joins a download already running for the same item', async () => {
    const manager = createDownloadManager({ store: files, records });
    const request = { item_id: 1, resource: `${server.url}/one.pdf`, updated_date: 'd1' };
    const [a, b] = await Promise.all([manager.download(request), manager.download(request)]);
    expect(a).toBe(b);
    expect(hits('/one.pdf')).toBe(1);
  });

  it('remove deletes the file and the record', async () => {
    const manager = createDownloadManager({ store: files, records });
    await manager.download({ item_id: 2, resource: `${server.url}/two.pdf`, updated_date: 'd1' });
    await manager.remove(2);
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([]);
    expect(await manager.getFile(2)).toBeNull();
  });

  it('releaseFile deletes the file but keeps the record; the next download fetches it again', async () => {
    const manager = createDownloadManager({ store: files, records });
    const request = { item_id: 3, resource: `${server.url}/pack.zip`, updated_date: 'd1', type: 'scorm' };
    await manager.download(request);
    records.set({ ...(records.all()[0] as OfflineRecord), size: 123 }); // e.g. the size of the files kept elsewhere
    expect(await manager.releaseFile(3)).toEqual({
      item_id: 3,
      updated_date: 'd1',
      src: '',
      downloading: false,
      type: 'scorm',
      size: 123,
    });
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([expect.objectContaining({ item_id: 3, src: '', size: 123 })]);
    expect(await manager.getFile(3)).toBeNull();
    expect(await manager.releaseFile(99)).toBeUndefined();
    // Same updated_date, no file: not current, fetched again.
    expect((await manager.download(request)).downloaded).toBe(true);
    expect(hits('/pack.zip')).toBe(2);
    // A running download is left alone.
    const pending = manager.download({ item_id: 4, resource: `${server.url}/stall.pdf`, updated_date: 'd1' });
    await expect.poll(() => releaseStall).toBeDefined();
    expect(await manager.releaseFile(4)).toBeUndefined();
    releaseStall?.();
    await pending;
    expect(files.names()).toContain('class4.pdf');
  });
});

describe('download manager teardown', () => {
  it('cancelAll cancels every running download', async () => {
    const manager = createDownloadManager({ store: files, records });
    const pending = manager.download({ item_id: 11, resource: `${server.url}/stall.pdf`, updated_date: 'd1' });
    await expect.poll(() => releaseStall).toBeDefined();
    manager.cancelAll();
    await expect(pending).rejects.toMatchObject({ reason: 'cancelled' });
    expect(manager.isDownloading(11)).toBe(false);
  });
});
