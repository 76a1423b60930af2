/** Offline activity files (SPECIFICATION §4 Offline download, §7): download manager and pluggable stores. */
export { createDownloadManager } from './create-download-manager';
export type {
  DownloadManager,
  DownloadManagerOptions,
  DownloadOptions,
  DownloadResult,
} from './create-download-manager';
export { fileNameOfSrc } from './offline-file-store';
export type { OfflineFileStore } from './offline-file-store';
export { createMemoryFileStore } from './memory-file-store';
export type { MemoryFileStore } from './memory-file-store';
export { createCacheStorageFileStore } from './cache-storage-file-store';
export type { CacheStorageFileStoreOptions } from './cache-storage-file-store';
export { createMemoryRecordStore } from './offline-record-store';
export type { MaybePromise, MemoryRecordStore, OfflineRecordStore } from './offline-record-store';
export { fileExtension, offlineFileName } from './offline-file-name';
