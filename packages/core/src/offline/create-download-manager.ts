import { DownloadError } from '../errors/download-error.js';
import type { DownloadRequest, OfflineRecord } from '../schemas/offline-record.js';
import { linkSignals } from './link-signals.js';
import { fileExtension, offlineFileName } from './offline-file-name.js';
import { fileNameOfSrc } from './offline-file-store.js';
import type { OfflineFileStore } from './offline-file-store.js';
import type { OfflineRecordStore } from './offline-record-store.js';
import { acceptResponse, emptyPartial, partialBlob, readIntoPartial, resetPartial } from './read-with-progress.js';
import type { PartialBody } from './read-with-progress.js';

/** Options of {@link createDownloadManager}. */
export interface DownloadManagerOptions {
  /** Where files are stored. */
  store: OfflineFileStore;
  /** Where records are kept. */
  records: OfflineRecordStore;
  /** The fetch to use. @default globalThis.fetch, looked up at each download */
  fetch?: typeof fetch;
  /**
   * How many times a body that breaks off is asked again for its rest (`Range`) before the download fails.
   * @default 3
   */
  resumeAttempts?: number;
  /** Milliseconds before the n-th automatic resume (times n). @default 1000 */
  resumeDelayMs?: number;
}

/** Options of one download. */
export interface DownloadOptions {
  /** Progress 0..1, never decreasing; 1 exactly once, when the file is stored (the dialog then hides). */
  onProgress?: (progress: number) => void;
  /** Cancels this download, like {@link DownloadManager.cancel}. */
  signal?: AbortSignal;
  /**
   * A fresh address of the resource, asked for when the one at hand is refused (401, 403, 410: a launch token
   * that expired during a long or resumed download). The player re-launches the activity here.
   */
  renewResource?: () => Promise<string>;
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
   * A body that breaks off is resumed with `Range: bytes={received}-` (a few times by itself, then on the next
   * call for the same `updated_date`, until the manager is gone); a server that answers the whole file again
   * restarts it, progress staying where it was until the new body passes it.
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
  /** Bytes already received of the item's interrupted download (resumed by the next `download`), else 0. */
  resumableBytes(itemId: OfflineRecord['item_id']): number;
}

/** Creates a download manager over a file store and a record store. Nothing is shared between managers. */
export function createDownloadManager(options: DownloadManagerOptions): DownloadManager {
  const { store, records } = options;
  const running = new Map<string, { controller: AbortController; promise: Promise<DownloadResult> }>();
  // Bodies that broke off, by item: the next download of the same version asks only for the rest.
  const partials = new Map<string, PartialBody>();

  async function isCurrent(previous: OfflineRecord | undefined, request: DownloadRequest): Promise<boolean> {
    if (!previous || previous.downloading || previous.updated_date !== request.updated_date) return false;
    const name = fileNameOfSrc(previous.src);
    return name !== null && (await store.has(name));
  }

  async function run(
    request: DownloadRequest,
    signal: AbortSignal,
    onProgress: (progress: number) => void,
    renewResource: DownloadOptions['renewResource'],
  ) {
    const { item_id: itemId } = request;
    const previous = await records.get(itemId);
    if (await isCurrent(previous, request)) {
      onProgress(1);
      return { record: previous as OfflineRecord, downloaded: false };
    }
    const previousName = previous && !previous.downloading ? fileNameOfSrc(previous.src) : null;
    await records.set({
      ...(previous?.downloading === false ? previous : {}),
      ...describe(request),
      item_id: itemId,
      updated_date: request.updated_date,
      src: previous?.src ?? '',
      downloading: true,
    });
    let writing: string | null = null;
    try {
      onProgress(0);
      const partial = await receive(request, signal, onProgress, renewResource);
      const file = partialBlob(partial);
      writing = offlineFileName(itemId, fileExtension(request.resource, partial.type));
      const src = await store.put(writing, file).catch((cause: unknown) => {
        throw new DownloadError(itemId, 'storage', { cause });
      });
      partials.delete(String(itemId));
      // The extension may have changed with the new version: do not leave the old file behind.
      if (previousName && previousName !== writing) await store.remove(previousName).catch(() => undefined);
      const record: OfflineRecord = {
        ...describe(request),
        item_id: itemId,
        updated_date: request.updated_date,
        src,
        downloading: false,
        size: file.size,
      };
      await records.set(record);
      onProgress(1);
      return { record, downloaded: true };
    } catch (error) {
      await cleanUp(request, previous, writing);
      throw toDownloadError(itemId, error, signal);
    }
  }

  /**
   * Receives the whole body, resuming with `Range` where it broke off and asking for a fresh address once per
   * refusal. What arrived stays in `partials` when it fails, for the next call.
   */
  async function receive(
    request: DownloadRequest,
    signal: AbortSignal,
    onProgress: (progress: number) => void,
    renewResource: DownloadOptions['renewResource'],
  ): Promise<PartialBody> {
    const key = String(request.item_id);
    let partial = partials.get(key);
    if (partial?.updatedDate !== request.updated_date) {
      partial = emptyPartial(request.updated_date);
      partials.set(key, partial);
    }
    let resource = request.resource;
    let renewed = false;
    let failures = 0;
    const resumeAttempts = options.resumeAttempts ?? 3;
    const retryOrThrow = async (error: unknown) => {
      if (signal.aborted || failures >= resumeAttempts) throw error;
      failures += 1;
      await delay(failures * (options.resumeDelayMs ?? 1000), signal);
    };
    for (;;) {
      const headers: Record<string, string> = partial.received > 0 ? { range: `bytes=${partial.received}-` } : {};
      let response: Response;
      try {
        response = await (options.fetch ?? globalThis.fetch)(resource, { signal, headers });
      } catch (error) {
        await retryOrThrow(error);
        continue;
      }
      if ([401, 403, 410].includes(response.status) && renewResource && !renewed) {
        void response.body?.cancel().catch(() => undefined);
        resource = await renewResource();
        renewed = true;
        continue;
      }
      if (response.status === 416 && partial.received > 0) {
        // The rest asked for is past the end: the file is whole if its size is known to match, else start again.
        void response.body?.cancel().catch(() => undefined);
        if (partial.total > 0 && partial.received === partial.total) return partial;
        resetPartial(partial);
        continue;
      }
      if (!response.ok) throw new DownloadError(request.item_id, 'http', { status: response.status });
      renewed = false;
      if (!acceptResponse(partial, response)) {
        void response.body?.cancel().catch(() => undefined);
        resetPartial(partial);
        continue;
      }
      try {
        await readIntoPartial(response, partial, onProgress);
        return partial;
      } catch (error) {
        await retryOrThrow(error);
      }
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
      const promise = run(request, signal, report, downloadOptions.renewResource).finally(() => running.delete(key));
      // The learner's cancel drops what arrived; any other failure keeps it for the next try.
      signal.addEventListener('abort', () => partials.delete(key), { once: true });
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
    resumableBytes: (itemId) => partials.get(String(itemId))?.received ?? 0,
    async remove(itemId) {
      running.get(String(itemId))?.controller.abort();
      partials.delete(String(itemId));
      const record = await records.get(itemId);
      const name = record ? fileNameOfSrc(record.src) : null;
      if (name) await store.remove(name);
      await records.remove(itemId);
    },
  };
}

/** The request's description kept in its record (title and type for the storage manager's list). */
function describe(request: DownloadRequest): Pick<OfflineRecord, 'title' | 'type'> {
  return {
    ...(request.title === undefined ? {} : { title: request.title }),
    ...(request.type === undefined ? {} : { type: request.type }),
  };
}

/** Waits `ms`, or rejects when the download is cancelled meanwhile. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Classifies a failure: cancel (our signal), HTTP (already a DownloadError), network, or storage. */
function toDownloadError(itemId: OfflineRecord['item_id'], error: unknown, signal: AbortSignal): DownloadError {
  if (signal.aborted) return new DownloadError(itemId, 'cancelled', { cause: error });
  if (error instanceof DownloadError) return error;
  return new DownloadError(itemId, 'network', { cause: error });
}
