import type { OfflineRecord } from '../schemas/offline-record.js';

/** A value or a promise of it: the session store is synchronous, a mobile database may not be. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Where offline records live (SPECIFICATION §3 "Offline activity record", persisted as `offline_course`,
 * §7). `createCampus` backs it with its offline store; {@link createMemoryRecordStore} serves tests.
 */
export interface OfflineRecordStore {
  get(itemId: OfflineRecord['item_id']): MaybePromise<OfflineRecord | undefined>;
  set(record: OfflineRecord): MaybePromise<void>;
  remove(itemId: OfflineRecord['item_id']): MaybePromise<void>;
}

/** An {@link OfflineRecordStore} in memory, with `all()` for inspection. */
export interface MemoryRecordStore extends OfflineRecordStore {
  all(): OfflineRecord[];
}

/** Creates an in-memory record store. Ids are compared as text (`12` and `'12'` are the same item). */
export function createMemoryRecordStore(initial: readonly OfflineRecord[] = []): MemoryRecordStore {
  const records = new Map<string, OfflineRecord>(initial.map((record) => [String(record.item_id), record]));
  return {
    get: (itemId) => records.get(String(itemId)),
    set: (record) => {
      records.set(String(record.item_id), { ...record });
    },
    remove: (itemId) => {
      records.delete(String(itemId));
    },
    all: () => [...records.values()],
  };
}
