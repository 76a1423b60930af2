// The page script of offline-download.bench.ts: core's real download manager over Cache Storage, bundled from the
// workspace sources, and the same file read the way the manager read it before issue 23's streaming (the whole body
// in memory, stored at the end) for comparison. Exposed on globalThis for page.evaluate.
import {
  createCacheStorageFileStore,
  createDownloadManager,
  createMemoryRecordStore,
} from '../../packages/core/src/offline/index.js';

/** One download measured in the page. */
export interface DownloadRun {
  readonly ms: number;
  readonly bytes: number;
  readonly progressCalls: number;
  /** Whether progress only grew, starting at 0 and ending at 1. */
  readonly monotone: boolean;
}

const CACHE = 'campus-bench-offline';

/**
 * Downloads `url` with the download manager into an emptied Cache Storage cache and reads back its size. With `join`,
 * the store lacks `commitParts` (as a host's store may): the parts are joined and the whole file written again, as
 * the manager did for every store before.
 */
export async function runManagerDownload(url: string, join = false): Promise<DownloadRun> {
  await caches.delete(CACHE);
  const store = createCacheStorageFileStore({ cacheName: CACHE });
  const { commitParts: _commit, ...withoutCommit } = store;
  const manager = createDownloadManager({
    store: join ? withoutCommit : store,
    records: createMemoryRecordStore(),
  });
  const progress: number[] = [];
  const started = performance.now();
  await manager.download(
    { item_id: 1, resource: url, updated_date: new Date().toISOString() },
    { onProgress: (value) => progress.push(value) },
  );
  const ms = performance.now() - started;
  const file = await manager.getFile(1);
  const monotone =
    progress[0] === 0 &&
    progress.at(-1) === 1 &&
    progress.every((value, index) => index === 0 || value > (progress[index - 1] ?? 1));
  return { ms, bytes: file?.size ?? 0, progressCalls: progress.length, monotone };
}

/** The manager over a store without `commitParts`: the parts joined into the file and written a second time. */
export function runManagerJoinedDownload(url: string): Promise<DownloadRun> {
  return runManagerDownload(url, true);
}

/** The manager's former way: every chunk kept in memory, one Blob stored in Cache Storage at the end. */
export async function runInMemoryDownload(url: string): Promise<DownloadRun> {
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  const started = performance.now();
  const response = await fetch(url);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
  }
  await cache.put('https://campus-offline.invalid/files/class1.bin', new Response(new Blob(chunks as BlobPart[])));
  return { ms: performance.now() - started, bytes, progressCalls: 0, monotone: true };
}

/**
 * Cache Storage's own floor for storing the file: the response handed to `cache.put` as it is (no JS touches a chunk,
 * no progress, nothing kept if it breaks off).
 */
export async function runNativePut(url: string): Promise<DownloadRun> {
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  const key = 'https://campus-offline.invalid/files/class1.bin';
  const started = performance.now();
  await cache.put(key, await fetch(url));
  const ms = performance.now() - started;
  const stored = await cache.match(key);
  return { ms, bytes: (await stored?.blob())?.size ?? 0, progressCalls: 0, monotone: true };
}

/** The browser's own ceiling: the body read and dropped, nothing stored. */
export async function runFetchOnly(url: string): Promise<DownloadRun> {
  const started = performance.now();
  const reader = ((await fetch(url)).body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  return { ms: performance.now() - started, bytes, progressCalls: 0, monotone: true };
}

Object.assign(globalThis, {
  runManagerDownload,
  runManagerJoinedDownload,
  runInMemoryDownload,
  runNativePut,
  runFetchOnly,
});
