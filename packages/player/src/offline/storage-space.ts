/** What the browser says of this origin's storage (`navigator.storage`); `null` where it says nothing. */
export interface StorageSpace {
  /** Bytes used by the origin (Cache Storage, IndexedDB …). */
  readonly usage: number | null;
  /** Bytes the origin may use. */
  readonly quota: number | null;
  /** Whether the browser keeps the origin's data under storage pressure (`persisted()`). */
  readonly persisted: boolean | null;
  /** Whether `persist()` can be asked for. */
  readonly canPersist: boolean;
}

type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>>;

const storageManager = (): StorageManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManagerLike | undefined);

/** Reads the origin's usage, quota and persistence; what the browser refuses to tell stays `null`. */
export async function readStorageSpace(storage = storageManager()): Promise<StorageSpace> {
  const estimate = await storage?.estimate?.().catch(() => undefined);
  const persisted = await storage?.persisted?.().catch(() => null);
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted: persisted ?? null,
    canPersist: typeof storage?.persist === 'function',
  };
}

/**
 * Asks the browser to keep the origin's data under storage pressure (`navigator.storage.persist()`), so downloads
 * are not evicted. Answers whether it is granted (browsers may grant silently, by engagement, or refuse).
 */
export async function requestPersistentStorage(storage = storageManager()): Promise<boolean> {
  if (typeof storage?.persist !== 'function') return false;
  return storage.persist().catch(() => false);
}
