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
 * manager checks `has` before trusting a record. Parts of a download are entries `{name}.part?v={version}&i={index}`
 * under the same base; a file made of parts ({@link OfflineFileStore.commitParts}: no second write of the whole file)
 * is an entry without body under the file's key whose headers name its parts, and `get` joins them into one Blob
 * backed by the cache on disk.
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

  /** The parts a committed file is made of, from its entry's headers, or `null` for a file stored whole. */
  const manifestOf = (entry: Response): PartsManifest | null => {
    const count = entry.headers.get(PARTS_HEADER);
    const partsName = entry.headers.get(PARTS_NAME_HEADER);
    const version = entry.headers.get(PARTS_VERSION_HEADER);
    if (count === null || partsName === null || version === null) return null;
    return {
      count: Number(count),
      partsName: decodeURIComponent(partsName),
      version: decodeURIComponent(version),
      type: entry.headers.get('content-type') ?? '',
    };
  };
  const partsOf = async (cache: Cache, name: string, version: string, limit = Infinity): Promise<Blob[]> => {
    const parts: Blob[] = [];
    // A stored body comes back as a blob backed by the cache on disk: joining parts copies no bytes into memory.
    for (let index = 0; index < limit; index++) {
      const match = await cache.match(partKey(name, version, index));
      if (!match) return parts;
      parts.push(await match.blob());
    }
    return parts;
  };
  /** Deletes the parts of `name` whose version is not `keepVersion` (all when it is undefined). */
  const deleteParts = async (cache: Cache, name: string, keepVersion?: string) => {
    if (keepVersion === undefined) {
      await cache.delete(partsKey(name), { ignoreSearch: true });
      return;
    }
    const stale = (await cache.keys(partsKey(name), { ignoreSearch: true })).filter(
      (request) => new URL(request.url).searchParams.get('v') !== keepVersion,
    );
    await Promise.all(stale.map((request) => cache.delete(request)));
  };

  return {
    async put(name, file) {
      const key = keyOf(name);
      const headers = { 'content-type': file.type || 'application/octet-stream', 'content-length': String(file.size) };
      await (await open()).put(key, new Response(file, { headers }));
      return key;
    },
    async get(name) {
      const cache = await open();
      const match = await cache.match(keyOf(name));
      if (!match) return null;
      const manifest = manifestOf(match);
      if (!manifest) return match.blob();
      const parts = await partsOf(cache, manifest.partsName, manifest.version, manifest.count);
      // A part evicted behind our back: the file is gone, as a whole file would be.
      return parts.length === manifest.count ? new Blob(parts, { type: manifest.type }) : null;
    },
    async has(name) {
      const cache = await open();
      const match = await cache.match(keyOf(name));
      if (!match) return false;
      const manifest = manifestOf(match);
      if (!manifest) return true;
      const last = await cache.match(partKey(manifest.partsName, manifest.version, manifest.count - 1));
      return manifest.count === 0 || last !== undefined;
    },
    async remove(name) {
      const cache = await open();
      const match = await cache.match(keyOf(name));
      const manifest = match ? manifestOf(match) : null;
      // The entry first: a page closed meanwhile leaves stray parts (dropped with the item's next parts), never a
      // file whose parts are missing.
      await cache.delete(keyOf(name));
      if (manifest) {
        const keys = Array.from({ length: manifest.count }, (_, index) =>
          partKey(manifest.partsName, manifest.version, index),
        );
        await Promise.all(keys.map((key) => cache.delete(key)));
      }
    },
    async putPart(name, version, index, part) {
      // The stream goes straight to the cache's disk: no Blob in between, so nothing waits in memory for GC.
      const headers = { 'content-type': 'application/octet-stream' };
      await (await open()).put(partKey(name, version, index), new Response(part, { headers }));
    },
    async getParts(name, version) {
      return partsOf(await open(), name, version);
    },
    async removeParts(name, keepVersion) {
      await deleteParts(await open(), name, keepVersion);
    },
    async commitParts(name, partsName, version, type) {
      const cache = await open();
      const parts = await partsOf(cache, partsName, version);
      const key = keyOf(name);
      const headers = {
        'content-type': type || 'application/octet-stream',
        [PARTS_HEADER]: String(parts.length),
        [PARTS_NAME_HEADER]: encodeURIComponent(partsName),
        [PARTS_VERSION_HEADER]: encodeURIComponent(version),
        [PARTS_SIZE_HEADER]: String(parts.reduce((sum, part) => sum + part.size, 0)),
      };
      await cache.put(key, new Response(null, { headers }));
      return key;
    },
  };
}

/** Headers of a file entry made of parts: how many, whose (`class12`), of which version, and the file's size. */
const PARTS_HEADER = 'x-campus-parts';
const PARTS_NAME_HEADER = 'x-campus-parts-name';
const PARTS_VERSION_HEADER = 'x-campus-parts-version';
const PARTS_SIZE_HEADER = 'x-campus-size';

/** What a file entry made of parts says of them. */
interface PartsManifest {
  readonly count: number;
  readonly partsName: string;
  readonly version: string;
  readonly type: string;
}
