import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { JournalEntry, JournalStorage } from './journal-storage.js';

interface JournalDb extends DBSchema {
  entries: { key: [string, number]; value: JournalEntry };
  /** The last sequence given per user: numbers are never reused, even after every entry was sent. */
  counters: { key: string; value: { user: string; last: number } };
}

/**
 * The journal in IndexedDB (`idb`), database `${name}`: one object store of entries keyed by `[user, sequence]`
 * and one of each user's last sequence. Every operation is one transaction, so two tabs appending at once get
 * distinct numbers and a coalesced entry is replaced atomically.
 */
export function createIdbJournalStorage(name: string): JournalStorage {
  let database: Promise<IDBPDatabase<JournalDb>> | undefined;
  const open = (): Promise<IDBPDatabase<JournalDb>> =>
    (database ??= openDB<JournalDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore('entries', { keyPath: ['user', 'sequence'] });
        db.createObjectStore('counters', { keyPath: 'user' });
      },
    }));
  const userRange = (user: string): IDBKeyRange => IDBKeyRange.bound([user, 0], [user, Number.MAX_SAFE_INTEGER]);
  return {
    async append(entry) {
      const db = await open();
      const tx = db.transaction(['entries', 'counters'], 'readwrite');
      const counters = tx.objectStore('counters');
      const entries = tx.objectStore('entries');
      const sequence = ((await counters.get(entry.user))?.last ?? 0) + 1;
      await counters.put({ user: entry.user, last: sequence });
      if (entry.coalesce !== undefined) {
        for (let cursor = await entries.openCursor(userRange(entry.user)); cursor; cursor = await cursor.continue()) {
          if (cursor.value.state === 'pending' && cursor.value.coalesce === entry.coalesce) await cursor.delete();
        }
      }
      const stored: JournalEntry = { ...entry, sequence, state: 'pending' };
      await entries.put(stored);
      await tx.done;
      return stored;
    },
    async list(user) {
      const db = await open();
      return db.getAll('entries', userRange(user));
    },
    async remove(user, sequence) {
      const db = await open();
      await db.delete('entries', [user, sequence]);
    },
    async refuse(user, sequence, refusal) {
      const db = await open();
      const tx = db.transaction('entries', 'readwrite');
      const entry = await tx.store.get([user, sequence]);
      if (entry !== undefined) await tx.store.put({ ...entry, state: 'refused', refusal });
      await tx.done;
    },
    close() {
      void database?.then((db) => db.close());
      database = undefined;
    },
  };
}
