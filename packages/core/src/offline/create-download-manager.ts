import { DownloadError } from '../errors/download-error.js';
import type { DownloadRequest, OfflineRecord } from '../schemas/offline-record.js';
import { linkSignals } from './link-signals.js';
import { fileExtension, offlineFileName } from './offline-file-name.js';
import { fileNameOfSrc, partStoreOf } from './offline-file-store.js';
import type { OfflineFileStore } from './offline-file-store.js';
import type { OfflineRecordStore } from './offline-record-store.js';
import {
  acceptResponse,
  closePart,
  emptyPartial,
  readIntoPartial,
  resetPartial,
  unsatisfiedTotal,
} from './read-with-progress.js';
import type { PartialBody, SavePart } from './read-with-progress.js';

/**
 * Bytes per stored part: few `cache.put` calls, and at most this much to fetch again after a reload. Memory does
 * not depend on it (a part streams to the store as it arrives).
 */
const PART_BYTES = 8 * 1024 * 1024;

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
  /** Bytes of the body stored as one part (what a reload may lose of a running download). @default 8 MiB */
  partBytes?: number;
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
   * The body is stored in parts as it arrives (memory stays flat); at the end a store with `commitParts` makes them
   * the file as they are, another one gets them joined into the file and `put` (a second write). A body
   * that breaks off is resumed with `Range: bytes={received}-` (a few times by itself, then on the next call for
   * the same `updated_date` — also from another manager over the same store, after a reload); a server that
   * answers the whole file again restarts it, progress staying where it was until the new body passes it.
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
  /**
   * Deletes the item's stored file but keeps its record, `src` emptied (`updated_date`, `size`, `title`, `type`,
   * `launch` stay): for content that lives elsewhere once downloaded — an HTML or SCORM package, whose files the
   * content origin keeps (one copy on the device). A record without a file is never current, so the next `download`
   * fetches the file again; `getFile` answers `null`.
   * @returns the record kept, or `undefined` when the item has none or its download is running (nothing changed)
   */
  releaseFile(itemId: OfflineRecord['item_id']): Promise<OfflineRecord | undefined>;
  /**
   * Bytes already received of the item's interrupted download (resumed by the next `download`), else 0. Known
   * to this manager only: parts stored before a reload are found when the download starts again.
   */
  resumableBytes(itemId: OfflineRecord['item_id']): number;
  /**
   * Bytes of the item's download of `updatedDate` already in the store (its parts), which the next `download` of that
   * version resumes from with `Range` — also parts stored before a reload or by another manager over the same store,
   * so a panel can offer "Continuar download" when it opens. `updatedDate` defaults to the version the item's record
   * names. 0 while a download of the item runs, when nothing of that version is stored, or when the store cannot be
   * read.
   */
  findResumableBytes(itemId: OfflineRecord['item_id'], updatedDate?: string): Promise<number>;
}

/** Creates a download manager over a file store and a record store. Nothing is shared between managers. */
export function createDownloadManager(options: DownloadManagerOptions): DownloadManager {
  const { store, records } = options;
  const parts = partStoreOf(store);
  // Only a store keeping the parts itself can make them the file (the manager's own parts live in memory).
  const commitParts = store.putPart && store.getParts && store.removeParts ? store.commitParts?.bind(store) : undefined;
  const partBytes = options.partBytes ?? PART_BYTES;
  const running = new Map<string, { controller: AbortController; promise: Promise<DownloadResult> }>();
  // Bytes stored of bodies that broke off, by item (their parts are in the store, for `resumableBytes`).
  const interrupted = new Map<string, number>();

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
    // The parts the stored file is made of (a store that commits parts): never dropped as stale by this download.
    const keepVersion =
      commitParts && previousName !== null && previous?.updated_date !== request.updated_date
        ? previous?.updated_date
        : undefined;
    if (commitParts && previousName !== null && previous?.updated_date === request.updated_date) {
      // Of this version yet not current: the file lost parts. Its entry names the parts this download writes again.
      await store.remove(previousName).catch(() => undefined);
    }
    await records.set({
      ...(previous?.downloading === false ? previous : {}),
      ...describe(request),
      item_id: itemId,
      updated_date: request.updated_date,
      src: previous?.src ?? '',
      downloading: true,
    });
    let writing: string | null = null;
    const partsName = partsNameOf(itemId);
    const storageError = (cause: unknown) => new DownloadError(itemId, 'storage', { cause });
    try {
      onProgress(0);
      const partial = await receive(request, partsName, keepVersion, signal, onProgress, renewResource);
      // The parts come back as blobs on disk (Cache Storage): their sizes are checked without reading them.
      const stored = await parts.getParts(partsName, request.updated_date).catch((cause: unknown) => {
        throw storageError(cause);
      });
      const size = stored.reduce((sum, part) => sum + part.size, 0);
      if (size !== partial.received) throw storageError(new Error('stored parts are missing'));
      writing = offlineFileName(itemId, fileExtension(request.resource, partial.type));
      const name = writing;
      // A store that commits parts makes them the file (no second write of the whole file); another one gets the
      // parts joined (a Blob of blobs on disk: nothing held in memory) and drops them.
      const src = await (
        commitParts
          ? commitParts(name, partsName, request.updated_date, partial.type)
          : store.put(name, new Blob(stored, { type: partial.type }))
      ).catch((cause: unknown) => {
        throw storageError(cause);
      });
      interrupted.delete(String(itemId));
      await parts.removeParts(partsName, commitParts ? request.updated_date : undefined).catch(() => undefined);
      // The extension may have changed with the new version: do not leave the old file behind.
      if (previousName && previousName !== writing) await store.remove(previousName).catch(() => undefined);
      const record: OfflineRecord = {
        ...describe(request),
        item_id: itemId,
        updated_date: request.updated_date,
        src,
        downloading: false,
        size,
      };
      await records.set(record);
      onProgress(1);
      return { record, downloaded: true };
    } catch (error) {
      const failure = toDownloadError(itemId, error, signal);
      // A cancel or a full disk drops what arrived; a network failure keeps it for the next try.
      if (failure.reason === 'cancelled' || failure.reason === 'storage') {
        interrupted.delete(String(itemId));
        await parts.removeParts(partsName, keepVersion).catch(() => undefined);
      }
      await cleanUp(request, previous, writing);
      throw failure;
    }
  }

  /**
   * Receives the whole body into stored parts, resuming with `Range` after the parts already stored of this
   * version and asking for a fresh address once per refusal. What arrived stays stored when it fails, for the
   * next call.
   */
  async function receive(
    request: DownloadRequest,
    partsName: string,
    keepVersion: string | undefined,
    signal: AbortSignal,
    onProgress: (progress: number) => void,
    renewResource: DownloadOptions['renewResource'],
  ): Promise<PartialBody> {
    const { item_id: itemId, updated_date: version } = request;
    const key = String(itemId);
    const save: SavePart = (index, part) =>
      parts.putPart(partsName, version, index, part).catch((cause: unknown) => {
        throw new DownloadError(itemId, 'storage', { cause });
      });
    const stored = await parts.getParts(partsName, version).then(
      // Nothing of this version: parts of another one are stale.
      async (found) => (found.length === 0 ? parts.removeParts(partsName, keepVersion).then(() => found) : found),
      (cause: unknown) => {
        throw new DownloadError(itemId, 'storage', { cause });
      },
    );
    const partial = emptyPartial(version, stored);
    const restart = async () => {
      await closePart(partial, new Error('restarted'));
      resetPartial(partial);
      await parts.removeParts(partsName, keepVersion);
    };
    let resource = request.resource;
    let renewed = false;
    let failures = 0;
    const resumeAttempts = options.resumeAttempts ?? 3;
    const retryOrThrow = async (error: unknown) => {
      if (signal.aborted) {
        await closePart(partial, error); // the caller then drops the parts: none may land after
        throw error;
      }
      // Keep what arrived: the next request (or the next download, after a reload) asks only for the rest.
      await closePart(partial);
      interrupted.set(key, partial.received);
      if (error instanceof DownloadError || failures >= resumeAttempts) throw error;
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
        partial.total = unsatisfiedTotal(response) || partial.total;
        if (partial.total > 0 && partial.received === partial.total) return partial;
        await restart();
        continue;
      }
      if (!response.ok) throw new DownloadError(request.item_id, 'http', { status: response.status });
      renewed = false;
      if (response.status !== 206 && partial.received > 0) await restart(); // the whole file again
      if (!acceptResponse(partial, response)) {
        void response.body?.cancel().catch(() => undefined);
        await restart();
        continue;
      }
      try {
        await readIntoPartial(response, partial, save, partBytes, onProgress);
        await closePart(partial);
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
    resumableBytes: (itemId) => interrupted.get(String(itemId)) ?? 0,
    async findResumableBytes(itemId, updatedDate) {
      if (running.has(String(itemId))) return 0;
      const record = await records.get(itemId);
      const version = updatedDate ?? record?.updated_date;
      if (version === undefined) return 0;
      // The parts of a stored file (a store that commits parts) are no download to continue.
      if (record && !record.downloading && record.updated_date === version && fileNameOfSrc(record.src)) return 0;
      const stored = await parts.getParts(partsNameOf(itemId), version).catch(() => []);
      return stored.reduce((sum, part) => sum + part.size, 0);
    },
    async releaseFile(itemId) {
      const record = await records.get(itemId);
      if (record === undefined || record.downloading || running.has(String(itemId))) return undefined;
      const name = fileNameOfSrc(record.src);
      if (name !== null) await store.remove(name);
      const kept: OfflineRecord = { ...record, src: '' };
      await records.set(kept);
      return kept;
    },
    async remove(itemId) {
      running.get(String(itemId))?.controller.abort();
      interrupted.delete(String(itemId));
      const record = await records.get(itemId);
      const name = record ? fileNameOfSrc(record.src) : null;
      if (name) await store.remove(name);
      await parts.removeParts(partsNameOf(itemId));
      await records.remove(itemId);
    },
  };
}

/** The name the item's download parts are stored under (`class12`, its file's name without extension). */
function partsNameOf(itemId: OfflineRecord['item_id']): string {
  return `class${String(itemId)}`;
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
