import type { z } from 'zod/mini';
import type { ApiClient } from '../api/api-client.js';
import { IDEMPOTENCY_KEY_HEADER, randomKey } from '../api/idempotency.js';
import { isCampusError } from '../errors/campus-error.js';
import { httpErrorOf } from '../errors/http-error.js';
import { z as zm } from '../schemas/zod.js';
import { createJournalLock } from './journal-lock.js';
import type { JournalLock } from './journal-lock.js';
import type { JournalEntry, JournalKind, JournalStorage } from './journal-storage.js';

/** One write handed to the journal. */
export interface JournalRecord {
  readonly kind: JournalKind;
  readonly method: 'POST' | 'PUT';
  /** The API path, filled. */
  readonly path: string;
  /** The JSON body; the journal adds `recorded_at` when it keeps the write for later. */
  readonly body: Readonly<Record<string, unknown>>;
  /** The write's own key (a form's retry-safe submit); a new one otherwise. */
  readonly idempotencyKey?: string;
  /** Writes of one key supersede each other while waiting (a SCORM commit carries the whole data model). */
  readonly coalesce?: string;
  /** Sent as the page goes away (`fetch` keepalive): not queued behind other writes. */
  readonly keepalive?: boolean;
}

/** How a write went: the API's answer, or kept on the device to be sent when the network returns. */
export type JournalOutcome<T> =
  | { readonly status: 'sent'; readonly data: T }
  | {
      readonly status: 'saved';
      readonly entry: JournalEntry;
      /**
       * The API's answer once this instance's replay sends the entry (parsed with the write's schema); rejects with
       * the API's refusal. Never settles when another tab sends it or the page goes away first.
       */
      readonly sent: Promise<T>;
    };

/** The journal's state for the signed-in user, for a status line. */
export interface JournalSnapshot {
  /** Writes kept on the device, not sent yet. */
  readonly pending: number;
  /** Writes the API refused for good during a replay (kept and reported). */
  readonly refused: number;
  /** A replay is sending now. */
  readonly sending: boolean;
  /** Writes sent by replays since the instance started. */
  readonly sent: number;
}

/** What {@link createProgressJournal} needs. */
export interface ProgressJournalOptions {
  readonly storage: JournalStorage;
  readonly api: ApiClient;
  /** The signed-in user's id as text, or null: entries belong to a user and only their session sends them. */
  readonly user: () => string | null;
  /** Names the cross-tab lock (the instance's storage namespace). */
  readonly name: string;
  readonly lock?: JournalLock;
  /** @default () => new Date() */
  readonly now?: () => Date;
  /** @default 32 random hex digits */
  readonly newKey?: () => string;
  /** Whether the device says it is online (`navigator.onLine`). @default true */
  readonly online?: () => boolean;
  /** Waits before another replay after a failed one, the last repeated. @default [5000, 15000, 60000, 300000] */
  readonly retryDelays?: readonly number[];
  /** A replayed entry reached the API: its answer (parsed by nobody: the kind's schema is the listener's). */
  readonly onSent?: (entry: JournalEntry, data: unknown) => void;
  /** A replayed entry was refused for good (a 4xx): it is kept as refused and never sent again. */
  readonly onRefused?: (entry: JournalEntry, error: unknown) => void;
  /** The storage failed (quota, private mode). */
  readonly onError?: (error: unknown) => void;
}

/** The progress journal of one Campus instance (docs/core.md "Progress journal"). */
export interface ProgressJournal {
  /**
   * Sends a write now, or keeps it on the device: when earlier writes of the user still wait (so order holds),
   * or when sending fails for a reason that may pass (no network, a 5xx, a 401/408/429). A final refusal (another
   * 4xx) rejects as the call would have.
   */
  write<S extends z.core.$ZodType>(record: JournalRecord, schema: S): Promise<JournalOutcome<z.output<S>>>;
  /** Sends what waits, in order (one tab at a time); resolves when done or stopped by a failure. */
  replay(): Promise<void>;
  /** The signed-in user's entries, pending and refused. */
  entries(): Promise<JournalEntry[]>;
  /** Forgets a refused entry the learner has been told about. */
  dismiss(sequence: number): Promise<void>;
  getSnapshot(): JournalSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops the retry timer and closes the storage. */
  destroy(): void;
}

/**
 * Whether a failed write may succeed later unchanged: no answer at all, a server failure, an expired session or
 * a "try again" answer. Any other 4xx is the API's final word on that body.
 */
export function keepsForLater(error: unknown): boolean {
  const status = httpErrorOf(error)?.status;
  if (status !== undefined) return status >= 500 || status === 401 || status === 408 || status === 429;
  return isCampusError(error) && (error.code === 'network_error' || error.code === 'session_expired');
}

const anyAnswer = zm.unknown();

/**
 * Creates the journal: progress beats, SCORM commits, test answers and submissions and game moves go through it,
 * so what a learner does offline is kept (IndexedDB) with its per-user sequence number, idempotency key and the
 * time it was made, and sent in order when the network returns.
 */
export function createProgressJournal(options: ProgressJournalOptions): ProgressJournal {
  const { storage, api, user } = options;
  const now = options.now ?? (() => new Date());
  const newKey = options.newKey ?? randomKey;
  const online = options.online ?? (() => true);
  const lock = options.lock ?? createJournalLock();
  const retryDelays = options.retryDelays ?? [5000, 15_000, 60_000, 300_000];
  const listeners = new Set<() => void>();
  let snapshot: JournalSnapshot = { pending: 0, refused: 0, sending: false, sent: 0 };
  let chain: Promise<unknown> = Promise.resolve();
  let replaying: Promise<void> | undefined;
  let rerun = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let destroyed = false;
  /** Writes of this instance kept for later whose caller waits for the answer, by `user:sequence`. */
  const waiters = new Map<
    string,
    { schema: z.core.$ZodType; resolve: (data: unknown) => void; reject: (error: unknown) => void }
  >();
  const waiterKey = (entry: Pick<JournalEntry, 'user' | 'sequence'>): string => `${entry.user}:${entry.sequence}`;

  const setSnapshot = (patch: Partial<JournalSnapshot>): void => {
    const next = { ...snapshot, ...patch };
    if (Object.entries(next).every(([name, value]) => snapshot[name as keyof JournalSnapshot] === value)) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const listUser = async (who: string): Promise<JournalEntry[]> => {
    const entries = (await storage.list(who)).sort((a, b) => a.sequence - b.sequence);
    setSnapshot({
      pending: entries.filter((entry) => entry.state === 'pending').length,
      refused: entries.filter((entry) => entry.state === 'refused').length,
    });
    return entries;
  };

  const send = <S extends z.core.$ZodType>(
    entry: Pick<JournalEntry, 'method' | 'path' | 'body' | 'idempotency_key'>,
    schema: S,
    keepalive = false,
  ): Promise<z.output<S>> =>
    api.requestJson(entry.path, schema, {
      method: entry.method,
      json: entry.body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.idempotency_key },
      ...(keepalive ? { keepalive: true } : {}),
    });

  const scheduleRetry = (): void => {
    if (destroyed || retryTimer !== undefined) return;
    const delay = retryDelays[Math.min(retries, retryDelays.length - 1)] ?? 60_000;
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void replay();
    }, delay);
  };

  const keep = async <S extends z.core.$ZodType>(
    who: string,
    record: JournalRecord,
    key: string,
    recordedAt: string,
    schema: S,
  ): Promise<JournalOutcome<z.output<S>>> => {
    const entry = await storage.append({
      user: who,
      kind: record.kind,
      method: record.method,
      path: record.path,
      body: { ...record.body, recorded_at: recordedAt },
      idempotency_key: key,
      recorded_at: recordedAt,
      ...(record.coalesce === undefined ? {} : { coalesce: record.coalesce }),
    });
    const sent = new Promise<z.output<S>>((resolve, reject) => {
      waiters.set(waiterKey(entry), { schema, resolve: resolve as (data: unknown) => void, reject });
    });
    // Nobody has to wait for it: an unobserved refusal is not an unhandled rejection.
    sent.catch(() => undefined);
    await listUser(who);
    scheduleRetry();
    return { status: 'saved', entry, sent };
  };

  /** Sends the user's pending entries in order until none is left or one fails for now. */
  const drain = async (who: string): Promise<void> => {
    for (;;) {
      const pending = (await listUser(who)).filter((entry) => entry.state === 'pending');
      const entry = pending[0];
      if (entry === undefined || destroyed || user() !== who) return;
      try {
        const data = await send(entry, anyAnswer);
        await storage.remove(who, entry.sequence);
        setSnapshot({ sent: snapshot.sent + 1 });
        const waiter = waiters.get(waiterKey(entry));
        waiters.delete(waiterKey(entry));
        if (waiter !== undefined) {
          const parsed = zm.safeParse(waiter.schema, data);
          if (parsed.success) waiter.resolve(parsed.data);
          else waiter.reject(parsed.error);
        }
        options.onSent?.(entry, data);
      } catch (error) {
        if (keepsForLater(error)) {
          scheduleRetry();
          return;
        }
        const http = httpErrorOf(error);
        await storage.refuse(who, entry.sequence, {
          status: http?.status ?? 400,
          code: http?.code ?? (isCampusError(error) ? error.code : 'refused'),
        });
        waiters.get(waiterKey(entry))?.reject(error);
        waiters.delete(waiterKey(entry));
        options.onRefused?.(entry, error);
      }
      retries = 0;
    }
  };

  function replay(): Promise<void> {
    const who = user();
    if (who === null || destroyed) return Promise.resolve();
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    // Asked again while one runs (the network came back while a replay was failing): run once more after it.
    rerun = replaying !== undefined;
    replaying ??= (async () => {
      setSnapshot({ sending: true });
      try {
        do {
          rerun = false;
          await lock(`${options.name}-journal`, () => drain(who));
          await listUser(who);
        } while (rerun && !destroyed);
      } catch (error) {
        options.onError?.(error);
        scheduleRetry();
      } finally {
        replaying = undefined;
        setSnapshot({ sending: false });
      }
    })();
    return replaying;
  }

  async function writeNow<S extends z.core.$ZodType>(
    record: JournalRecord,
    schema: S,
  ): Promise<JournalOutcome<z.output<S>>> {
    const recordedAt = now().toISOString();
    const key = record.idempotencyKey ?? newKey();
    const who = user();
    if (who === null) return { status: 'sent', data: await send({ ...record, idempotency_key: key }, schema) };
    // Entries being replayed stay stored until answered, so this also sees a replay that is running.
    const waiting = (await listUser(who)).some((entry) => entry.state === 'pending');
    if (waiting || (record.keepalive === true && !online())) {
      const outcome = await keep(who, record, key, recordedAt, schema);
      void replay();
      return outcome;
    }
    try {
      const data = await send({ ...record, idempotency_key: key }, schema, record.keepalive === true);
      return { status: 'sent', data };
    } catch (error) {
      if (!keepsForLater(error)) throw error;
      return keep(who, record, key, recordedAt, schema);
    }
  }

  return {
    write(record, schema) {
      // A write made as the page goes away cannot wait for the others; every other write keeps the order.
      if (record.keepalive === true) return writeNow(record, schema);
      const result = chain.then(() => writeNow(record, schema));
      chain = result.catch(() => undefined);
      return result;
    },
    replay,
    entries: async () => {
      const who = user();
      return who === null ? [] : listUser(who);
    },
    dismiss: async (sequence) => {
      const who = user();
      if (who === null) return;
      await storage.remove(who, sequence);
      await listUser(who);
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => {
      destroyed = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      listeners.clear();
      storage.close();
    },
  };
}
