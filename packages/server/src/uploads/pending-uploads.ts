import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CampusDb } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { uploadedFiles } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ObjectStore } from '../storage/object-store';

/** Seconds a client is told to wait when the object store refused a write. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The log lines an upload write may need. */
export type UploadLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The objects one database write puts in the object store, so that those whose `uploaded_files` row never
 * committed can be deleted afterwards.
 *
 * The object has to be written before its row (a committed row must always find its bytes), so a transaction that
 * rolls back after `storeUpload` — a concurrent duplicate caught by a unique index, a serialization failure that
 * `withTransaction` retries, a refusal — leaves an object no row names. Such an orphan is harmless: it is served
 * only through a committed row, its name is 128 random bits, and it holds an image its sender uploaded; it only
 * takes space. So it is deleted best effort, after the transaction, like the effects `sendIdempotent` runs after
 * commit: see {@link withUploadCleanup}. A crash between the write and the commit can still leave one behind.
 */
export class PendingUploads {
  private readonly keys: string[] = [];

  /**
   * @param store where the bytes go.
   * @param log where a failing store is reported (the request's log).
   */
  constructor(
    readonly store: ObjectStore,
    private readonly log?: UploadLog,
  ) {}

  /**
   * Writes an object whose row the caller inserts next, in its transaction.
   * @throws 503 `service_unavailable` (with `Retry-After`) when the store refuses or cannot be reached: the
   *   transaction rolls back and the client may send the same request again.
   */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // Before the write: a write that failed half-way may still have left something to delete.
    this.keys.push(key);
    try {
      await this.store.put(key, bytes, contentType);
    } catch (error) {
      this.log?.error({ err: error, store: this.store.kind }, 'object store write failed');
      throw new ApiError(
        503,
        'service_unavailable',
        {},
        {
          headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
          cause: error,
        },
      );
    }
  }

  /**
   * Once the write's transaction is over (committed or rolled back): deletes the objects written through this
   * batch whose row is not in the database, and forgets every key. Never throws: when the database cannot be asked,
   * everything is kept (an orphan is harmless, a committed row without its bytes is not).
   * @returns how many objects were deleted.
   */
  async discardUncommitted(db: CampusDb): Promise<number> {
    const keys = this.keys.splice(0);
    if (keys.length === 0) return 0;
    let committed: Set<string>;
    try {
      const rows = await db
        .select({ name: uploadedFiles.name })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.name, keys));
      committed = new Set(rows.map((row) => row.name));
    } catch (error) {
      this.log?.warn({ err: error, objects: keys.length }, 'could not check uploads after a write; objects kept');
      return 0;
    }
    const orphans = keys.filter((key) => !committed.has(key));
    const deleted = await Promise.all(
      orphans.map((key) =>
        this.store.delete(key).then(
          () => true,
          (error: unknown) => {
            this.log?.warn({ err: error, key }, 'could not delete an upload whose write rolled back');
            return false;
          },
        ),
      ),
    );
    return deleted.filter(Boolean).length;
  }
}

/**
 * Runs a request's write with a fresh {@link PendingUploads} for `storeUpload`, then deletes the objects whose row
 * did not commit (see {@link PendingUploads.discardUncommitted}). A write that failed because the database went
 * away keeps its objects: its COMMIT may have landed without an answer, and deleting could leave a committed row
 * without its bytes.
 * @example
 * return withUploadCleanup(request, (uploads) =>
 *   sendIdempotent(request, reply, { …, work: (tx) => recordSale(tx, report, uploads) }));
 */
export async function withUploadCleanup<T>(
  request: FastifyRequest,
  write: (uploads: PendingUploads) => Promise<T>,
): Promise<T> {
  const uploads = new PendingUploads(request.server.objectStore, request.log);
  let outcomeKnown = true;
  try {
    return await write(uploads);
  } catch (error) {
    outcomeKnown = !isDatabaseUnavailable(error);
    throw error;
  } finally {
    if (outcomeKnown) await uploads.discardUncommitted(request.server.database.db);
  }
}
