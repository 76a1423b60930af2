export type { MemoryStorageArea, PersistenceStorage, StorageChange, StorageLike, StorageWatcher } from './storage';
export { createBrowserStorage, createMemoryStorageArea } from './storage';
export type { Persister, PersisterOptions } from './persister';
export { createPersister } from './persister';
export { BLOB_VERSION } from './blob-cipher';
export { assertStorageNamespace, defaultStorageNamespace, keyCookieNameFor, storageKeyFor } from './namespace';
export type { PersistedSnapshot } from './snapshot';
export { PERSISTED_SLICE_NAMES } from './snapshot';
