import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sleep, startTestServer } from '../api/test-server.test-util.js';
import type { TestServer } from '../api/test-server.test-util.js';
import { createDownloadManager } from './create-download-manager.js';
import { createMemoryFileStore } from './memory-file-store.js';
import type { MemoryFileStore } from './memory-file-store.js';
import { createMemoryRecordStore } from './offline-record-store.js';
import type { MemoryRecordStore } from './offline-record-store.js';

// Issue 23: an interrupted download asks only for the rest with HTTP Range (as the content origin answers it),
// a refused address is renewed (a launch token that expired), and progress stays monotone from 0 to 1.

const SIZE = 100_000;
const CHUNK = 10_000;
const payload = Buffer.from(Array.from({ length: SIZE }, (_, index) => index % 251));

let server: TestServer;
let files: MemoryFileStore;
let records: MemoryRecordStore;
/** How many bodies break off after 3 chunks before the server answers whole ones. */
let drops: number;
/** Whether the server honours Range (else it answers the whole file again). */
let ranges: boolean;
/** Tokens the server accepts (the path's last segment before the file). */
let validTokens: Set<string>;

beforeEach(async () => {
  files = createMemoryFileStore();
  records = createMemoryRecordStore();
  drops = 0;
  ranges = true;
  validTokens = new Set(['t1']);
  server = await startTestServer(async (request, response) => {
    const token = request.path.split('/')[1] ?? '';
    if (!validTokens.has(token)) return void response.writeHead(403).end();
    const match = /^bytes=(\d+)-$/.exec(String(request.headers.range ?? ''));
    const start = ranges && match ? Number(match[1]) : 0;
    if (start >= SIZE) return void response.writeHead(416, { 'content-range': `bytes */${SIZE}` }).end();
    const headers = {
      'content-type': 'application/pdf',
      'content-length': String(SIZE - start),
      'accept-ranges': 'bytes',
      ...(start > 0 ? { 'content-range': `bytes ${start}-${SIZE - 1}/${SIZE}` } : {}),
    };
    response.writeHead(start > 0 ? 206 : 200, headers);
    let sent = 0;
    for (let offset = start; offset < SIZE; offset += CHUNK) {
      if (response.destroyed) return;
      response.write(payload.subarray(offset, Math.min(offset + CHUNK, SIZE)));
      await sleep(2);
      sent += 1;
      if (sent === 3 && drops > 0) {
        drops -= 1;
        return void response.socket?.destroy();
      }
    }
    response.end();
  });
});
afterEach(() => server.close());

const ranged = () => server.requests.map((request) => request.headers.range ?? null);
const stored = async (manager: ReturnType<typeof createDownloadManager>, itemId: number) =>
  Buffer.from(await ((await manager.getFile(itemId)) as Blob).arrayBuffer());

function expectMonotone(progress: number[]) {
  expect(progress[0]).toBe(0);
  expect(progress.at(-1)).toBe(1);
  for (let index = 1; index < progress.length; index++)
    expect(progress[index]).toBeGreaterThan(progress[index - 1] ?? 1);
}

describe('resumed downloads (issue 23)', () => {
  it('a body that breaks off is resumed with Range, progress monotone 0→1, the file whole', async () => {
    drops = 2;
    const manager = createDownloadManager({ store: files, records, resumeDelayMs: 0 });
    const progress: number[] = [];
    const result = await manager.download(
      { item_id: 5, resource: `${server.url}/t1/aula.pdf`, updated_date: 'd1', title: 'Apostila', type: 'pdf' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(ranged()).toEqual([null, 'bytes=30000-', 'bytes=60000-']);
    expectMonotone(progress);
    expect((await stored(manager, 5)).equals(payload)).toBe(true);
    expect(result.record).toEqual({
      item_id: 5,
      updated_date: 'd1',
      src: 'memory:class5.pdf',
      downloading: false,
      title: 'Apostila',
      type: 'pdf',
      size: SIZE,
    });
  });

  it('fails with Download do arquivo falhou after its attempts, and the retry asks only for the rest', async () => {
    drops = 3;
    const manager = createDownloadManager({ store: files, records, resumeAttempts: 1, resumeDelayMs: 0 });
    const request = { item_id: 6, resource: `${server.url}/t1/aula.pdf`, updated_date: 'd1' };
    await expect(manager.download(request)).rejects.toMatchObject({
      name: 'DownloadError',
      reason: 'network',
      messageKey: 'errors.download_failed',
    });
    expect(manager.resumableBytes(6)).toBe(60_000);
    expect(files.names()).toEqual([]);
    expect(records.all()).toEqual([]);

    const progress: number[] = [];
    await manager.download(request, { onProgress: (value) => progress.push(value) });
    expect(ranged().slice(2)).toEqual(['bytes=60000-', 'bytes=90000-']);
    expect(progress[0]).toBe(0);
    expect(progress[1]).toBeGreaterThanOrEqual(0.6);
    expectMonotone(progress);
    expect((await stored(manager, 6)).equals(payload)).toBe(true);
    expect(manager.resumableBytes(6)).toBe(0);
  });

  it('a new updated_date never resumes the older version’s bytes', async () => {
    drops = 1;
    const manager = createDownloadManager({ store: files, records, resumeAttempts: 0 });
    await expect(
      manager.download({ item_id: 7, resource: `${server.url}/t1/a.pdf`, updated_date: 'd1' }),
    ).rejects.toMatchObject({ reason: 'network' });
    await manager.download({ item_id: 7, resource: `${server.url}/t1/a.pdf`, updated_date: 'd2' });
    expect(ranged()).toEqual([null, null]);
    expect((await stored(manager, 7)).equals(payload)).toBe(true);
  });

  it('a server that ignores Range restarts the file; progress does not go back', async () => {
    drops = 1;
    ranges = false;
    const manager = createDownloadManager({ store: files, records, resumeDelayMs: 0 });
    const progress: number[] = [];
    await manager.download(
      { item_id: 8, resource: `${server.url}/t1/a.pdf`, updated_date: 'd1' },
      { onProgress: (value) => progress.push(value) },
    );
    expectMonotone(progress);
    expect((await stored(manager, 8)).equals(payload)).toBe(true);
  });

  it('a refused address (expired launch token) is renewed once and the rest fetched from the new one', async () => {
    drops = 1;
    const manager = createDownloadManager({ store: files, records, resumeDelayMs: 0 });
    let renewals = 0;
    const download = manager.download(
      { item_id: 9, resource: `${server.url}/t1/a.pdf`, updated_date: 'd1' },
      {
        onProgress: (value) => {
          if (value > 0.2) validTokens = new Set(['t2']); // the first token expires during the download
        },
        renewResource: async () => {
          renewals += 1;
          return `${server.url}/t2/a.pdf`;
        },
      },
    );
    await download;
    expect(renewals).toBe(1);
    expect(server.requests.map((request) => request.path)).toEqual(['/t1/a.pdf', '/t1/a.pdf', '/t2/a.pdf']);
    expect(ranged().at(-1)).toBe('bytes=30000-');
    expect((await stored(manager, 9)).equals(payload)).toBe(true);
  });

  it('without a way to renew, a refusal fails with its status', async () => {
    const manager = createDownloadManager({ store: files, records });
    await expect(
      manager.download({ item_id: 10, resource: `${server.url}/t9/a.pdf`, updated_date: 'd1' }),
    ).rejects.toMatchObject({ reason: 'http', status: 403 });
  });

  it('a cancel drops what arrived: the next download starts from zero', async () => {
    drops = 1;
    const manager = createDownloadManager({ store: files, records, resumeAttempts: 0 });
    const controller = new AbortController();
    const pending = manager.download(
      { item_id: 11, resource: `${server.url}/t1/a.pdf`, updated_date: 'd1' },
      { signal: controller.signal, onProgress: (value) => value > 0.1 && controller.abort() },
    );
    await expect(pending).rejects.toMatchObject({ reason: 'cancelled' });
    expect(manager.resumableBytes(11)).toBe(0);
  });
});
