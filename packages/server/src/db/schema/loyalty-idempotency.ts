import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * `Idempotency-Key` records of loyalty writes (src/http/idempotency.ts). A row is written in the same
 * transaction as the write it guards, with the answer it gave: a retry with the same key and body gets that
 * answer again, byte for byte; the same key with another body is refused. Keys are per user and route, and
 * are kept for {@link IDEMPOTENCY_RETENTION_DAYS} days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `POST /api/sales/`: method and route pattern, so one key cannot replay another route's answer. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request body as received (multipart: of its fields and file bytes). */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    /** The exact answer body, as sent. */
    responseBody: text('response_body').notNull(),
    responseHeaders: jsonb('response_headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scope, table.key] }),
    check('idempotency_keys_key_check', sql`length(${table.key}) between 1 and 255`),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

/** Days an idempotency record is kept (a client retrying later than this is treated as a new request). */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/** A row of `idempotency_keys`. */
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
