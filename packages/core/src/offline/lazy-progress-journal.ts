import type { JournalSnapshot, ProgressJournal } from './progress-journal.js';

const EMPTY: JournalSnapshot = { pending: 0, refused: 0, sending: false, sent: 0 };

/**
 * A progress journal whose code (and IndexedDB) loads on first use — a write, or the replay each start of a
 * signed-in instance asks for — so widgets that never write progress do not carry it. Until then the snapshot is
 * empty and listeners wait for the real journal.
 * @param load resolves the real journal; called once (again after a failure)
 */
export function createLazyProgressJournal(load: () => Promise<ProgressJournal>): ProgressJournal {
  let journal: ProgressJournal | undefined;
  let loading: Promise<ProgressJournal> | undefined;
  let destroyed = false;
  const listeners = new Set<() => void>();
  const loaded = (): Promise<ProgressJournal> =>
    (loading ??= load().then(
      (created) => {
        journal = created;
        if (destroyed) created.destroy();
        created.subscribe(() => {
          for (const listener of [...listeners]) listener();
        });
        for (const listener of [...listeners]) listener();
        return created;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    write: (record, schema) => loaded().then((real) => real.write(record, schema)),
    replay: () => loaded().then((real) => real.replay()),
    entries: () => loaded().then((real) => real.entries()),
    dismiss: (sequence) => loaded().then((real) => real.dismiss(sequence)),
    getSnapshot: () => journal?.getSnapshot() ?? EMPTY,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => {
      destroyed = true;
      listeners.clear();
      journal?.destroy();
    },
  };
}
