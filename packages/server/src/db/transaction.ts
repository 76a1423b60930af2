import { setTimeout as sleep } from 'node:timers/promises';
import type { CampusDb, CampusTransaction } from './database';

/** SQLSTATEs worth retrying: serialization_failure and deadlock_detected. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Options of {@link withTransaction}. */
export interface TransactionOptions {
  /** @default 'read committed' (PostgreSQL's default) */
  readonly isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** Total tries, the first included. @default 5 */
  readonly maxAttempts?: number;
  /** First back-off in milliseconds; doubles each retry, with full jitter. @default 10 */
  readonly baseDelayMs?: number;
}

/**
 * The SQLSTATE of a database error, looking through Drizzle's `DrizzleQueryError` (which keeps the driver's
 * error as `cause`) and any other wrapper. PGlite and node-postgres both put it in `code`.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is a serialization failure or deadlock, which a retry of the whole transaction can fix. */
export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

/**
 * Runs `work` in a transaction, retrying the whole transaction on serialization failures (40001) and
 * deadlocks (40P01) with exponential back-off, up to `maxAttempts`. Use `serializable` (or row locks with
 * `for update`) for ledger writes such as points and stock. `work` may run more than once: keep side effects
 * outside the database (e-mails, events) after this returns. Other errors roll back and propagate at once.
 * @param work receives the transaction and the attempt number (1-based).
 */
export async function withTransaction<T>(
  db: CampusDb,
  work: (tx: CampusTransaction, attempt: number) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const baseDelayMs = options.baseDelayMs ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx, attempt), {
        isolationLevel: options.isolationLevel ?? 'read committed',
      });
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
