import { DownloadError } from '../errors/download-error.js';
import type { DownloadRequest, OfflineRecord } from '../schemas/offline-record.js';
import { linkSignals } from './link-signals.js';
import { fileExtension, offlineFileName } from './offline-file-name.js';
import { fileNameOfSrc } from './offline-file-store.js';
import type { OfflineFileStore } from './offline-file-store.js';
import type { OfflineRecordStore } from './offline-record-store.js';
import { readWithProgress } from './read-with-progress.js';

/** Options of {@link createDownloadManager}. */
export interface DownloadManagerOptions {
  /** Where files are stored. */
  store: OfflineFileStore;
  /** Where records are kept. */
  records: OfflineRecordStore;
  /** The fetch to use. @default globalThis.fetch, looked up at each download */
  fetch?: typeof fetch;
}

/** Options of one download. */
export interface DownloadOptions {
  /** Progress 0..1, never decreasing; 1 exactly once, when the file is stored (the dialog then hides). */
  onProgress?: (progress: number) => void;
  /** Cancels this download, like {@link DownloadManager.cancel}. */
  signal?: AbortSignal;
}

/** The outcome of a download. */
export interface DownloadResult {
  /** The record now stored. */
  record: OfflineRecord;
  /** `false` when the stored file was already current and nothing was fetched. */
  downloaded: boolean;
}

/** Downloads activity files for offline use (SPECIFICATION §1, §4 Offline download, §7). */
export interface DownloadManager {
  /**
   * Makes the item's file available offline: a plain GET of `resource`, stored as `class{item_id}.{ext}`.
   * Skipped when the record's `updated_date` is unchanged and the file is still stored. A download already
   * running for the item is joined (its promise is returned; `options` of the second call are ignored).
   * @throws DownloadError on failure or cancel, after removing any partial file; a previously stored
   * version of the file and its record are left as they were when the new one never got written.
   */
  download(request: DownloadRequest, options?: DownloadOptions): Promise<DownloadResult>;
  /** Cancels the item's running download. Returns whether one was running. */
  cancel(itemId: OfflineRecord['item_id']): boolean;
  /** Cancels every running download (for `destroy()` of the owning Campus instance). */
  cancelAll(): void;
  /** Whether a download of the item is running. */
  isDownloading(itemId: OfflineRecord['item_id']): boolean;
  /** The item's stored file, or `null`. */
  getFile(itemId: OfflineRecord['item_id']): Promise<Blob | null>;
  /** Deletes the item's file and record. */
  remove(itemId: OfflineRecord['item_id']): Promise<void>;
}

/** Creates a download manager over a file store and a record store. Nothing is shared between managers. */
export function createDownloadManager(options: DownloadManagerOptions): DownloadManager {
  const { store, records } = options;
  const running = new Map<string, { controller: AbortController; promise: Promise<DownloadResult> }>();

  async function isCurrent(previous: OfflineRecord | undefined, request: DownloadRequest): Promise<boolean> {
    if (!previous || previous.downloading || previous.updated_date !== request.updated_date) return false;
    const name = fileNameOfSrc(previous.src);
    return name !== null && (await store.has(name));
  }

  async function run(request: DownloadRequest, signal: AbortSignal, onProgress: (progress: number) => void) {
    const { item_id: itemId } = request;
    const previous = await records.get(itemId);
    if (await isCurrent(previous, request)) {
      onProgress(1);
      return { record: previous as OfflineRecord, downloaded: false };
    }
    const previousName = previous && !previous.downloading ? fileNameOfSrc(previous.src) : null;
    await records.set({
      item_id: itemId,
      updated_date: request.updated_date,
      src: previous?.src ?? '',
      downloading: true,
    });
    let writing: string | null = null;
    try {
      onProgress(0);
      const response = await (options.fetch ?? globalThis.fetch)(request.resource, { signal });
      if (!response.ok) throw new DownloadError(itemId, 'http', { status: response.status });
      const file = await readWithProgress(response, onProgress);
      writing = offlineFileName(itemId, fileExtension(request.resource, response.headers.get('content-type')));
      const src = await store.put(writing, file).catch((cause: unknown) => {
        throw new DownloadError(itemId, 'storage', { cause });
      });
      // The extension may have changed with the new version: do not leave the old file behind.
      if (previousName && previousName !== writing) await store.remove(previousName).catch(() => undefined);
      const record: OfflineRecord = { item_id: itemId, updated_date: request.updated_date, src, downloading: false };
      await records.set(record);
      onProgress(1);
      return { record, downloaded: true };
    } catch (error) {
      await cleanUp(request, previous, writing);
      throw toDownloadError(itemId, error, signal);
    }
  }

  async function cleanUp(request: DownloadRequest, previous: OfflineRecord | undefined, writing: string | null) {
    if (writing) await store.remove(writing).catch(() => undefined); // a failed put may leave part of a file
    const previousIntact =
      previous && !previous.downloading && (writing === null || fileNameOfSrc(previous.src) !== writing);
    if (previousIntact) await records.set(previous);
    else await records.remove(request.item_id);
  }

  return {
    download(request, downloadOptions = {}) {
      const key = String(request.item_id);
      const existing = running.get(key);
      if (existing) return existing.promise;
      const controller = new AbortController();
      const signal = linkSignals(controller.signal, downloadOptions.signal);
      let reported = -1;
      const report = (progress: number) => {
        if (progress <= reported) return;
        reported = progress;
        downloadOptions.onProgress?.(progress);
      };
      const promise = run(request, signal, report).finally(() => running.delete(key));
      running.set(key, { controller, promise });
      return promise;
    },
    cancel(itemId) {
      const entry = running.get(String(itemId));
      entry?.controller.abort();
      return entry !== undefined;
    },
    cancelAll() {
      for (const entry of running.values()) entry.controller.abort();
    },
    isDownloading: (itemId) => running.has(String(itemId)),
    async getFile(itemId) {
      const record = await records.get(itemId);
      const name = record && !record.downloading ? fileNameOfSrc(record.src) : null;
      return name ? store.get(name) : null;
    },
    async remove(itemId) {
      running.get(String(itemId))?.controller.abort();
      const record = await records.get(itemId);
      const name = record ? fileNameOfSrc(record.src) : null;
      if (name) await store.remove(name);
      await records.remove(itemId);
    },
  };
}

/** Classifies a failure: cancel (our signal), HTTP (already a DownloadError), network, or storage. */
function toDownloadError(itemId: OfflineRecord['item_id'], error: unknown, signal: AbortSignal): DownloadError {
  if (signal.aborted) return new DownloadError(itemId, 'cancelled', { cause: error });
  if (error instanceof DownloadError) return error;
  return new DownloadError(itemId, 'network', { cause: error });
}
