import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed attempts counted by the attempt limiters (src/shared/attempt-limiter.ts): failed sign-ins per account
 * and per IP, wrong recovery codes ... Kept in the database so every server process counts the same attempts.
 * `key` is a peppered hash (no usernames or addresses in clear); old rows are pruned by the limiter.
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The limiter: `login`, `recovery_code` ... */
    scope: text('scope').notNull(),
    /** Hash of what is limited (`account:12`, `ip:203.0.113.7`). */
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('rate_limit_attempts_lookup_idx').on(table.scope, table.key, table.attemptedAt),
    index('rate_limit_attempts_prune_idx').on(table.scope, table.attemptedAt),
  ],
);
