import { OFFLINE_FILES_KEY_BASE } from './offline-content.js';
import type { OfflineFileStore } from './offline-file-store.js';

/** Options of {@link createCacheStorageFileStore}. */
export interface CacheStorageFileStoreOptions {
  /** Cache name; give each Campus instance (storage namespace) its own. @default 'campus-offline' */
  cacheName?: string;
  /**
   * Base URL of the cache keys. Cache Storage keys must be http(s) URLs; the default uses the reserved
   * `.invalid` domain so a key can never be fetched from the network by mistake. A service worker that should
   * serve the files offline can use a same-origin base instead.
   * @default 'https://campus-offline.invalid/files/'
   */
  keyBase?: string;
  /** The Cache Storage to use. @default globalThis.caches, looked up on first use */
  caches?: CacheStorage;
}

/**
 * An {@link OfflineFileStore} on the browser's Cache Storage (available in windows and workers, quota shared
 * with the origin). `src` is the cache key URL. Browsers may evict it under storage pressure; the download
 * manager checks `has` before trusting a record. Parts of an unfinished download are entries
 * `{name}.part?v={version}&i={index}` under the same base.
 */
export function createCacheStorageFileStore(options: CacheStorageFileStoreOptions = {}): OfflineFileStore {
  const cacheName = options.cacheName ?? 'campus-offline';
  const keyBase = options.keyBase ?? OFFLINE_FILES_KEY_BASE;
  let opened: Promise<Cache> | undefined;

  const open = () => {
    const storage = options.caches ?? (globalThis as { caches?: CacheStorage }).caches;
    if (!storage) return Promise.reject(new Error('Cache Storage is not available in this environment'));
    opened ??= storage.open(cacheName);
    return opened;
  };
  const keyOf = (name: string) => new URL(encodeURIComponent(name), keyBase).toString();
  // Parts share one path per item and differ by query, so one `delete` with `ignoreSearch` removes them all.
  const partsKey = (name: string) => keyOf(`${name}.part`);
  const partKey = (name: string, version: string, index: number) =>
    `${partsKey(name)}?v=${encodeURIComponent(version)}&i=${index}`;

  return {
    async put(name, file) {
      const key = keyOf(name);
      const headers = { 'content-type': file.type || 'application/octet-stream', 'content-length': String(file.size) };
      await (await open()).put(key, new Response(file, { headers }));
      return key;
    },
    async get(name) {
      const match = await (await open()).match(keyOf(name));
      return match ? match.blob() : null;
    },
    async has(name) {
      return (await (await open()).match(keyOf(name))) !== undefined;
    },
    async remove(name) {
      await (await open()).delete(keyOf(name));
    },
    async putPart(name, version, index, part) {
      // The stream goes straight to the cache's disk: no Blob in between, so nothing waits in memory for GC.
      const headers = { 'content-type': 'application/octet-stream' };
      await (await open()).put(partKey(name, version, index), new Response(part, { headers }));
    },
    async getParts(name, version) {
      const cache = await open();
      const parts: Blob[] = [];
      // A stored body comes back as a blob backed by the cache on disk: joining parts copies no bytes into memory.
      for (let index = 0; ; index++) {
        const match = await cache.match(partKey(name, version, index));
        if (!match) return parts;
        parts.push(await match.blob());
      }
    },
    async removeParts(name) {
      await (await open()).delete(partsKey(name), { ignoreSearch: true });
    },
  };
}
