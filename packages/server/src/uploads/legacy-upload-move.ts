import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { uploadedFiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { ObjectStore } from '../storage/object-store';

/** Rows moved per transaction: a batch's bytes are held in memory at once (uploads are a few MiB at most). */
export const LEGACY_MOVE_BATCH_SIZE = 20;

/** Options of {@link moveLegacyUploads}. */
export interface LegacyMoveOptions {
  /** Rows per transaction. @default LEGACY_MOVE_BATCH_SIZE */
  readonly batchSize?: number;
  /** Told after each batch (the start-up log). */
  readonly onBatch?: (moved: number, total: number) => void;
}

/**
 * Moves the bytes of uploads stored before object storage (rows whose `data` is not null) to the object store, and
 * sets their `data` to null. Run at start, after the migrations; idempotent (a row is moved once, a second run
 * finds nothing) and safe with several processes starting together.
 *
 * Each batch is one transaction: its rows are locked with `for update skip locked` (a process starting beside this
 * one takes other rows instead of waiting), their objects are written under the row's name, then `data` is
 * cleared. If the transaction fails after some objects were written, the rows still hold their bytes and a later
 * run writes the same objects again (same key, same bytes); meanwhile the route serves `data`.
 * @returns how many rows were moved.
 */
export async function moveLegacyUploads(
  db: CampusDb,
  store: ObjectStore,
  options: LegacyMoveOptions = {},
): Promise<number> {
  const batchSize = Math.max(1, options.batchSize ?? LEGACY_MOVE_BATCH_SIZE);
  let total = 0;
  for (;;) {
    const moved = await withTransaction(db, async (tx) => {
      const rows = await tx
        .select({
          id: uploadedFiles.id,
          name: uploadedFiles.name,
          contentType: uploadedFiles.contentType,
          data: uploadedFiles.data,
        })
        .from(uploadedFiles)
        .where(isNotNull(uploadedFiles.data))
        .orderBy(asc(uploadedFiles.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        if (row.data) await store.put(row.name, row.data, row.contentType);
      }
      if (rows.length > 0) {
        await tx
          .update(uploadedFiles)
          .set({ data: null })
          .where(
            inArray(
              uploadedFiles.id,
              rows.map((row) => row.id),
            ),
          );
      }
      return rows.length;
    });
    if (moved === 0) return total;
    total += moved;
    options.onBatch?.(moved, total);
  }
}
