import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by every table, so timestamps look the same everywhere: `timestamptz`, read as a
 * JavaScript `Date`, filled by the database.
 */

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`; writers set it on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
