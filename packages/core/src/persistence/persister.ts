import type { CookieJar } from '../cookies/cookie-jar.js';
import type { CampusStores, PersistedSliceName } from '../stores/campus-stores.js';
import { decryptBlob, encryptBlob } from './blob-cipher.js';
import { createKeyRing } from './key-ring.js';
import { keyCookieNameFor, storageKeyFor } from './namespace.js';
import { PERSISTED_SLICE_NAMES, applySlice, collectSnapshot, parseSnapshot, storeOfSlice } from './snapshot.js';
import type { PersistedSnapshot } from './snapshot.js';
import type { StorageChange, StorageLike, StorageWatcher } from './storage.js';

/** What a persister needs. Every platform dependency is injected. */
export interface PersisterOptions {
  stores: CampusStores;
  /** Namespace of the storage key and key cookie (see {@link storageKeyFor}). */
  namespace: string;
  storage: StorageLike;
  /** Changes made by other tabs; without it, tabs still re-read before each write. */
  watch?: StorageWatcher;
  cookies: CookieJar;
  /** WebCrypto. @default globalThis.crypto */
  crypto?: Crypto;
  /** Quiet period before a write. @default 250 */
  debounceMs?: number;
  /** Longest a write may be postponed by continuous changes. @default 2000 */
  maxWaitMs?: number;
  /** Told about storage or crypto failures; persistence never throws to the app. */
  onError?: (error: unknown) => void;
}

/**
 * Encrypted persistence of the spec §7 slices for one Campus instance.
 *
 * Two-tab design: the whole blob is the unit (last writer wins), but no tab overwrites a blob it has
 * not read. Each persister remembers the exact blob it last read or wrote (`lastSeen`) and which slices
 * changed locally since (`dirty`). Before writing it re-reads storage; if the blob changed, it first
 * adopts the other tab's data for every slice it did not change itself, then writes the merge, and it
 * re-checks after the (asynchronous) encryption so a write landing meanwhile is merged too. The `storage`
 * event triggers the same adoption immediately. So a change is only lost when two tabs change the same
 * slice within one write: then the later write wins, as with one tab.
 */
export interface Persister {
  /** Resolves once stored data (if any) has been loaded into the stores. Never rejects. */
  readonly ready: Promise<void>;
  /** Writes pending changes now (skipping the debounce). Never rejects. */
  flush(): Promise<void>;
  /** Resolves when every queued read and write has finished. */
  settled(): Promise<void>;
  /** Removes the stored blob (the key cookie stays, for the next write). */
  clear(): Promise<void>;
  /** Stops listening, cancels the timer, writes pending changes once. Idempotent. */
  destroy(): Promise<void>;
}

/** How many times a write re-merges when other tabs keep writing during its encryption. */
const MAX_MERGE_ATTEMPTS = 3;

/** Creates a persister and starts loading stored data. */
export function createPersister(options: PersisterOptions): Persister {
  const { stores, storage, watch, cookies, onError = () => {} } = options;
  const crypto = options.crypto ?? globalThis.crypto;
  const debounceMs = options.debounceMs ?? 250;
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const storageKey = storageKeyFor(options.namespace);
  const keyRing = createKeyRing({ cookies, cookieName: keyCookieNameFor(options.namespace), crypto });

  const dirty = new Set<PersistedSliceName>();
  /** The blob last read or written by this tab; `undefined` until the first read. */
  let lastSeen: string | null | undefined;
  /** True while stored data is being applied, so those changes are not marked as local. */
  let applying = false;
  let destroyed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstDirtyAt: number | undefined;
  // Reads and writes are serialised: encryption is asynchronous and must not interleave with adoption.
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    queue = queue.then(task).catch(onError);
    return queue;
  };

  const safely = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };

  const readRaw = (): string | null => safely(() => storage.getItem(storageKey), null);

  /** Removes the blob, but only if it is still the one we judged unreadable (another tab may have fixed it). */
  const removeIfStill = (raw: string): void => {
    if (readRaw() !== raw) return;
    safely(() => storage.removeItem(storageKey), undefined);
    lastSeen = null;
  };

  /** Decrypts a blob; `undefined` when there is nothing usable. Missing key or corruption: data removed. */
  const decode = async (raw: string | null): Promise<PersistedSnapshot | undefined> => {
    if (raw === null) return undefined;
    const key = await keyRing.read();
    if (key === undefined) {
      removeIfStill(raw);
      return undefined;
    }
    try {
      const snapshot = parseSnapshot(await decryptBlob(crypto, key, raw, storageKey));
      keyRing.touch();
      return snapshot;
    } catch {
      removeIfStill(raw);
      return undefined;
    }
  };

  /** Lays another tab's (or a previous visit's) data over every slice not changed locally. */
  const adopt = async (raw: string | null): Promise<void> => {
    // Tasks are serialised, so nothing else moves `lastSeen` while we decrypt; a removal resets it to null.
    lastSeen = raw;
    const snapshot = await decode(raw);
    if (snapshot === undefined || destroyed) return;
    applying = true;
    try {
      for (const slice of PERSISTED_SLICE_NAMES) {
        const data = snapshot[slice];
        if (data !== undefined && !dirty.has(slice)) applySlice(storeOfSlice(stores, slice), data);
      }
    } finally {
      applying = false;
    }
  };

  const write = async (): Promise<void> => {
    if (dirty.size === 0) return;
    for (let attempt = 1; ; attempt += 1) {
      const current = readRaw();
      if (current !== lastSeen) await adopt(current);
      const slices = [...dirty];
      dirty.clear();
      const plaintext = JSON.stringify(collectSnapshot(stores));
      let blob: string;
      try {
        blob = await encryptBlob(crypto, await keyRing.obtain(), plaintext, storageKey);
      } catch (error) {
        for (const slice of slices) dirty.add(slice);
        throw error;
      }
      if (readRaw() !== lastSeen && attempt < MAX_MERGE_ATTEMPTS) {
        // Someone wrote during encryption: merge again rather than overwrite what we have not seen.
        for (const slice of slices) dirty.add(slice);
        continue;
      }
      try {
        storage.setItem(storageKey, blob);
        lastSeen = blob;
      } catch (error) {
        // Quota exceeded or storage revoked: keep the changes dirty so a later write can retry.
        for (const slice of slices) dirty.add(slice);
        throw error;
      }
      return;
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    firstDirtyAt = undefined;
    return enqueue(write);
  };

  const schedule = (): void => {
    const now = Date.now();
    firstDirtyAt ??= now;
    if (timer !== undefined) clearTimeout(timer);
    const delay = Math.max(0, Math.min(debounceMs, firstDirtyAt + maxWaitMs - now));
    timer = setTimeout(() => void flush(), delay);
  };

  const unsubscribers = PERSISTED_SLICE_NAMES.map((slice) =>
    storeOfSlice(stores, slice).subscribe(() => {
      if (applying || destroyed) return;
      dirty.add(slice);
      schedule();
    }),
  );

  const onChange = (change: StorageChange): void => {
    // `key === null`: the whole storage was cleared elsewhere; our key is then gone too.
    if (change.key !== null && change.key !== storageKey) return;
    const newValue = change.key === null ? null : change.newValue;
    void enqueue(async () => {
      if (destroyed || newValue === lastSeen) return;
      // A removal elsewhere (corrupt data, "forget this device") does not wipe this tab's valid state:
      // our next write re-creates the blob. Any other value is adopted for the slices we did not change.
      if (newValue === null) {
        lastSeen = null;
        return;
      }
      await adopt(newValue);
    });
  };
  const stopWatching = watch?.(onChange);

  const ready = enqueue(() => adopt(readRaw()));

  let destroying: Promise<void> | undefined;

  return {
    ready,
    flush,
    settled: () => queue,
    clear: () =>
      enqueue(async () => {
        safely(() => storage.removeItem(storageKey), undefined);
        lastSeen = null;
      }),
    destroy: () => {
      destroying ??= (async () => {
        for (const unsubscribe of unsubscribers) unsubscribe();
        stopWatching?.();
        await flush();
        destroyed = true;
      })();
      return destroying;
    },
  };
}
