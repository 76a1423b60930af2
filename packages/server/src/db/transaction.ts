import { setTimeout as sleep } from 'node:timers/promises';
import type { CampusDb, CampusTransaction } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { sqlState } from './sql-state';

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

/** Whether an error is a serialization failure or deadlock, which a retry of the whole transaction can fix. */
export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

/**
 * Runs `work` in a transaction, retrying the whole transaction on serialization failures (40001), deadlocks
 * (40P01) and a connection lost before `work` finished (never after: the COMMIT may have landed), with
 * exponential back-off, up to `maxAttempts`. Use `serializable` (or row locks with
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
    // Whether `work` finished: after it, the COMMIT may have reached the server before the connection died, so
    // a lost connection is only retried while the transaction was surely still open (the server rolls it back).
    let workDone = false;
    try {
      return await db.transaction(
        async (tx) => {
          const result = await work(tx, attempt);
          workDone = true;
          return result;
        },
        { isolationLevel: options.isolationLevel ?? 'read committed' },
      );
    } catch (error) {
      const retryable = isRetryableTransactionError(error) || (!workDone && isDatabaseUnavailable(error));
      if (attempt >= maxAttempts || !retryable) throw error;
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
