import { inArray } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { activityContents } from '../../db/schema';
import type { ObjectStore } from '../../storage/object-store';

/** The activity id of a key the import wrote (`activities/{id}/…`), or undefined for another key. */
function activityIdOf(key: string): number | undefined {
  const match = /^activities\/(\d+)\//.exec(key);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * The object store the demo's activity imports write through, remembering every key written. The import stores an
 * activity's files before its rows and inside the demo seed's one transaction, so when that transaction rolls back
 * (a later step fails, a retry) the files stay with no row naming them; {@link discardUncommitted} deletes those
 * afterwards, as the photos' `PendingUploads` does for theirs.
 */
export class DemoActivityObjects implements ObjectStore {
  private readonly keys: string[] = [];

  constructor(private readonly store: ObjectStore) {}

  get kind(): ObjectStore['kind'] {
    return this.store.kind;
  }

  get location(): string {
    return this.store.location;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // Before the write: a write that failed half-way may still have left something to delete.
    this.keys.push(key);
    await this.store.put(key, bytes, contentType);
  }

  get(key: string): Promise<Buffer | undefined> {
    return this.store.get(key);
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  /** Not this wrapper's to close: the server's store outlives the seed. */
  async close(): Promise<void> {}

  /**
   * Once the seed's transaction is over: deletes the objects written through this wrapper whose activity has no
   * content row, and forgets every key. Never throws: when the database cannot be asked, everything is kept (a
   * committed row without its files is worse than files without a row).
   * @returns how many objects were deleted
   */
  async discardUncommitted(db: CampusDb): Promise<number> {
    const keys = this.keys.splice(0);
    const ids = [...new Set(keys.map(activityIdOf).filter((id) => id !== undefined))];
    if (keys.length === 0) return 0;
    let committed: Set<number>;
    try {
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({ id: activityContents.activityId })
              .from(activityContents)
              .where(inArray(activityContents.activityId, ids));
      committed = new Set(rows.map((row) => row.id));
    } catch {
      return 0;
    }
    const orphans = keys.filter((key) => {
      const id = activityIdOf(key);
      return id === undefined || !committed.has(id);
    });
    const deleted = await Promise.all(
      orphans.map((key) =>
        this.store.delete(key).then(
          () => true,
          () => false,
        ),
      ),
    );
    return deleted.filter(Boolean).length;
  }
}
