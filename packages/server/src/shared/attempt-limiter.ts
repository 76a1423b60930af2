import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { executeRows } from '../db/execute-rows';
import { rateLimitAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashToken } from '../security/token-hash';

/** Options of {@link createAttemptLimiter}. */
export interface AttemptLimiterOptions {
  /** Names the limiter's rows (`login`, `recovery_code`); two limiters with one scope share their counts. */
  readonly scope: string;
  /** Failures allowed per key inside the window; the next attempt is refused. */
  readonly max: number;
  /** Length of the sliding window in seconds. */
  readonly windowSeconds: number;
}

/** What a limiter needs from the app: the database and the pepper that hashes keys. `app` itself fits. */
export interface AttemptLimiterContext {
  readonly database: Pick<Database, 'db'>;
  readonly config: Pick<ServerConfig, 'tokenPepper'>;
}

/**
 * Counts failed attempts per key (an account, an IP address ...) in PostgreSQL, so every server process
 * agrees, and refuses further attempts once a key reached `max` failures within the last `windowSeconds`.
 * Keys are stored as peppered hashes. Counting is check-then-record, so a burst of parallel attempts may
 * overshoot `max` by the burst's size; the lock-out still follows at once.
 */
export interface AttemptLimiter {
  readonly scope: string;
  readonly max: number;
  readonly windowSeconds: number;
  /**
   * Seconds until every one of `keys` may try again: 0 when none has reached `max` failures in the window,
   * else the longest wait among them (at least 1).
   */
  retryAfter(context: AttemptLimiterContext, keys: readonly string[], now?: Date): Promise<number>;
  /**
   * Throws `ApiError(429, 'too_many_attempts')` with a `Retry-After` header (seconds) when any key is locked.
   */
  assertAllowed(context: AttemptLimiterContext, keys: readonly string[], now?: Date): Promise<void>;
  /** How many failures `key` has within the window, and when the latest was (epoch ms, null: none). */
  recent(context: AttemptLimiterContext, key: string, now?: Date): Promise<{ count: number; latestMs: number | null }>;
  /** Records one failure for each key (and now and then prunes rows older than the window). */
  recordFailure(context: AttemptLimiterContext, keys: readonly string[], now?: Date): Promise<void>;
  /** Forgets the failures of `keys` (after a success, e.g. for the account but not for the IP). */
  reset(context: AttemptLimiterContext, keys: readonly string[]): Promise<void>;
  /** Deletes this scope's rows older than the window; returns how many went. */
  prune(context: AttemptLimiterContext, now?: Date): Promise<number>;
}

/** 429 `too_many_attempts` with `Retry-After`: try again in `seconds`. */
export function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(
    429,
    'too_many_attempts',
    // "30 s" or "2 min": unit symbols read the same in the four languages; a one-second wait is not "1 min".
    { wait: seconds < 60 ? `${Math.max(1, seconds)} s` : `${Math.ceil(seconds / 60)} min` },
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** Prune at most this often per limiter and process: pruning is housekeeping, not part of the answer. */
const PRUNE_INTERVAL_MS = 60_000;

/**
 * Creates an attempt limiter. Sign-in uses `createAttemptLimiter({ scope: 'login', max: 10, windowSeconds:
 * 900 })` with the keys `account:<id>` (or `name:<typed name>`) and `ip:<address>`; recovery codes use their
 * own scope.
 * @example
 * const limiter = createAttemptLimiter({ scope: 'recovery_code', max: 5, windowSeconds: 600 });
 * await limiter.assertAllowed(app, [`account:${user.id}`, `ip:${request.ip}`]);
 * if (!codeIsRight) await limiter.recordFailure(app, [`account:${user.id}`, `ip:${request.ip}`]);
 */
export function createAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const { scope, max, windowSeconds } = options;
  if (!Number.isInteger(max) || max < 1) throw new RangeError('createAttemptLimiter: max must be a positive integer');
  if (!(windowSeconds > 0)) throw new RangeError('createAttemptLimiter: windowSeconds must be positive');
  const windowMs = windowSeconds * 1000;
  let lastPrune = 0;

  const hashKeys = (context: AttemptLimiterContext, keys: readonly string[]) => [
    ...new Set(keys.map((key) => hashToken(`${scope}\u0000${key}`, context.config.tokenPepper))),
  ];

  async function retryAfter(context: AttemptLimiterContext, keys: readonly string[], now = new Date()) {
    const hashes = hashKeys(context, keys);
    if (hashes.length === 0) return 0;
    const since = new Date(now.getTime() - windowMs);
    // The max-th most recent failure of a locked key: once it leaves the window, the key is below max again.
    const rows = await executeRows<{ at_ms: number | string }>(
      context.database.db,
      sql`select (extract(epoch from attempted_at) * 1000)::float8 as at_ms from (
            select attempted_at, row_number() over (partition by key order by attempted_at desc) as position
            from ${rateLimitAttempts}
            where scope = ${scope}
              and key in (${sql.join(
                hashes.map((hash) => sql`${hash}`),
                sql`, `,
              )})
              and attempted_at > ${since.toISOString()}::timestamptz
          ) as recent
          where position = ${max}`,
    );
    let wait = 0;
    for (const row of rows) {
      const until = Number(row.at_ms) + windowMs;
      wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
    }
    return rows.length > 0 ? Math.max(1, wait) : 0;
  }

  async function recent(context: AttemptLimiterContext, key: string, now = new Date()) {
    const [hash] = hashKeys(context, [key]);
    const since = new Date(now.getTime() - windowMs);
    const [row] = await executeRows<{ count: number | string; latest_ms: number | string | null }>(
      context.database.db,
      sql`select count(*)::int as count, (extract(epoch from max(attempted_at)) * 1000)::float8 as latest_ms
          from ${rateLimitAttempts}
          where scope = ${scope} and key = ${hash ?? ''} and attempted_at > ${since.toISOString()}::timestamptz`,
    );
    const latest = row?.latest_ms;
    return {
      count: Number(row?.count ?? 0),
      latestMs: latest === null || latest === undefined ? null : Number(latest),
    };
  }

  async function prune(context: AttemptLimiterContext, now = new Date()) {
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    // Counted in SQL: under attack there may be many rows, and their ids are of no use here.
    const [row] = await executeRows<{ deleted: number }>(
      context.database.db,
      sql`with gone as (
            delete from ${rateLimitAttempts}
            where scope = ${scope} and attempted_at < ${cutoff}::timestamptz
            returning 1
          )
          select count(*)::int as deleted from gone`,
    );
    return row?.deleted ?? 0;
  }

  return {
    scope,
    max,
    windowSeconds,
    retryAfter,
    recent,
    async assertAllowed(context, keys, now) {
      const seconds = await retryAfter(context, keys, now);
      if (seconds > 0) throw tooManyAttempts(seconds);
    },
    async recordFailure(context, keys, now = new Date()) {
      const hashes = hashKeys(context, keys);
      if (hashes.length === 0) return;
      await context.database.db
        .insert(rateLimitAttempts)
        .values(hashes.map((key) => ({ scope, key, attemptedAt: now })));
      if (now.getTime() - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = now.getTime();
        await prune(context, now);
      }
    },
    async reset(context, keys) {
      const hashes = hashKeys(context, keys);
      if (hashes.length === 0) return;
      await context.database.db
        .delete(rateLimitAttempts)
        .where(and(eq(rateLimitAttempts.scope, scope), inArray(rateLimitAttempts.key, hashes)));
    },
    prune,
  };
}
