import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt } from './columns';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sign-in session: every access, refresh and realtime token issued from one sign-in, through all its
 * refresh rotations, belongs to one family. Revoking the family (sign-out, refresh-token reuse, an
 * administrator) ends every token in it at once; `expires_at` is the absolute end no rotation extends.
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The OAuth client the sign-in came through. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** How the session started: `password`, `document`, `google`. */
    method: text('method').notNull(),
    createdAt: createdAt(),
    /** Last rotation or re-issue (shown in the session list). */
    refreshedAt: timestamptz('refreshed_at').notNull().defaultNow(),
    /** Absolute expiry (`CAMPUS_REFRESH_TOKEN_TTL` after sign-in). */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** `logout`, `refresh_token_reuse`, `admin`, `session_revoked` ... for audits. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('token_families_user_idx').on(table.userId),
    index('token_families_expires_idx').on(table.expiresAt),
  ],
);

/** Bearer access tokens, stored only as peppered hashes (src/security/token-hash.ts). */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** `CAMPUS_ACCESS_TOKEN_TTL` after issue, never after the family's expiry. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('access_tokens_family_idx').on(table.familyId)],
);

/**
 * Refresh tokens, stored as hashes. Each is good for one rotation: using it sets `used_at`; presenting a used
 * one again is reuse (see src/auth/refresh-rotation.ts).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * Realtime sign-in tokens (`user_firebase_token`), stored as hashes. Valid as long as their family: an open
 * event stream must survive access-token expiry, and the family's revocation closes it.
 */
export const realtimeTokens = pgTable(
  'realtime_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('realtime_tokens_family_idx').on(table.familyId)],
);

/** A row of `token_families`. */
export type TokenFamilyRow = typeof tokenFamilies.$inferSelect;
