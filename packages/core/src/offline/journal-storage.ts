/**
 * What a write of the journal is (docs/core.md "Progress journal"): the learner's progress beats, SCORM commits,
 * test answers and submissions, and game moves.
 */
export type JournalKind = 'progress' | 'scorm-commit' | 'test-answer' | 'test-submit' | 'game-move';

/** A write kept on the device until the API has it: everything needed to send it again, as it was made. */
export interface JournalEntry {
  /** The user it belongs to (the session's user id as text): only that user's session sends it. */
  readonly user: string;
  /** The user's sequence number, 1, 2, …: entries are sent in this order. */
  readonly sequence: number;
  readonly kind: JournalKind;
  readonly method: 'POST' | 'PUT';
  /** The API path, filled (`/api/activities/12/progress/`). */
  readonly path: string;
  /** The JSON body, with `recorded_at`. */
  readonly body: Readonly<Record<string, unknown>>;
  /** Sent as `Idempotency-Key`: a replay whose first sending reached the API gets its first answer. */
  readonly idempotency_key: string;
  /** When the learner made it (ISO): the API orders and judges late records by it. */
  readonly recorded_at: string;
  /** Entries of one coalescing key replace each other (a SCORM commit carries the whole data model). */
  readonly coalesce?: string;
  /** `pending` until sent; `refused` once the API refused it for good (kept, reported, never sent again). */
  readonly state: 'pending' | 'refused';
  /** The final refusal: HTTP status and the API's code. */
  readonly refusal?: { readonly status: number; readonly code: string };
}

/** An entry before the storage numbers it. */
export type NewJournalEntry = Omit<JournalEntry, 'sequence' | 'state' | 'refusal'>;

/**
 * Where the journal lives: IndexedDB in browsers ({@link createIdbJournalStorage}), memory elsewhere
 * ({@link createMemoryJournalStorage}). Each operation is atomic, also across tabs.
 */
export interface JournalStorage {
  /**
   * Appends a pending entry with the user's next sequence number; a pending entry of the same `coalesce` key is
   * dropped in the same step (the new one supersedes it).
   */
  append(entry: NewJournalEntry): Promise<JournalEntry>;
  /** The user's entries, pending and refused, by sequence. */
  list(user: string): Promise<JournalEntry[]>;
  /** Removes a sent (or dismissed) entry. */
  remove(user: string, sequence: number): Promise<void>;
  /** Marks an entry refused for good. */
  refuse(user: string, sequence: number, refusal: { status: number; code: string }): Promise<void>;
  /** Closes the database. */
  close(): void;
}

/** A {@link JournalStorage} in memory: tests, Node, and browsers without IndexedDB (lost with the page). */
export function createMemoryJournalStorage(): JournalStorage {
  const entries: JournalEntry[] = [];
  const last = new Map<string, number>();
  const indexOf = (user: string, sequence: number): number =>
    entries.findIndex((entry) => entry.user === user && entry.sequence === sequence);
  return {
    append(entry) {
      const sequence = (last.get(entry.user) ?? 0) + 1;
      last.set(entry.user, sequence);
      if (entry.coalesce !== undefined) {
        const superseded = entries.findIndex(
          (stored) => stored.user === entry.user && stored.state === 'pending' && stored.coalesce === entry.coalesce,
        );
        if (superseded >= 0) entries.splice(superseded, 1);
      }
      const stored: JournalEntry = { ...entry, sequence, state: 'pending' };
      entries.push(stored);
      return Promise.resolve(stored);
    },
    list: (user) => Promise.resolve(entries.filter((entry) => entry.user === user)),
    remove(user, sequence) {
      const index = indexOf(user, sequence);
      if (index >= 0) entries.splice(index, 1);
      return Promise.resolve();
    },
    refuse(user, sequence, refusal) {
      const index = indexOf(user, sequence);
      const entry = entries[index];
      if (entry !== undefined) entries[index] = { ...entry, state: 'refused', refusal };
      return Promise.resolve();
    },
    close: () => undefined,
  };
}
