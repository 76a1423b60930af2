/** Offline activity files (SPECIFICATION §4 Offline download, §7): download manager and pluggable stores. */
export { createDownloadManager } from './create-download-manager.js';
export type {
  DownloadManager,
  DownloadManagerOptions,
  DownloadOptions,
  DownloadResult,
} from './create-download-manager.js';
export { fileNameOfSrc } from './offline-file-store.js';
export type { OfflineFileStore, OfflinePartStore } from './offline-file-store.js';
export { createMemoryFileStore } from './memory-file-store.js';
export type { MemoryFileStore } from './memory-file-store.js';
export { createCacheStorageFileStore } from './cache-storage-file-store.js';
export type { CacheStorageFileStoreOptions } from './cache-storage-file-store.js';
export { createMemoryRecordStore } from './offline-record-store.js';
export type { MaybePromise, MemoryRecordStore, OfflineRecordStore } from './offline-record-store.js';
export { fileExtension, offlineFileName } from './offline-file-name.js';
export { createProgressJournal, keepsForLater } from './progress-journal.js';
export type {
  JournalOutcome,
  JournalRecord,
  JournalSnapshot,
  ProgressJournal,
  ProgressJournalOptions,
} from './progress-journal.js';
export { createMemoryJournalStorage } from './journal-storage.js';
export type { JournalEntry, JournalKind, JournalStorage, NewJournalEntry } from './journal-storage.js';
export { createIdbJournalStorage } from './idb-journal-storage.js';
export { createJournalLock } from './journal-lock.js';
export type { JournalLock } from './journal-lock.js';
export { OFFLINE_FILES_KEY_BASE } from './offline-content.js';
