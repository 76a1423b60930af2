export type { MemoryStorageArea, PersistenceStorage, StorageChange, StorageLike, StorageWatcher } from './storage.js';
export { createBrowserStorage, createMemoryStorageArea } from './storage.js';
export type { Persister, PersisterOptions } from './persister.js';
export { createPersister } from './persister.js';
export { BLOB_VERSION } from './blob-cipher.js';
export { assertStorageNamespace, defaultStorageNamespace, keyCookieNameFor, storageKeyFor } from './namespace.js';
export type { PersistedSnapshot } from './snapshot.js';
export { PERSISTED_SLICE_NAMES } from './snapshot.js';
