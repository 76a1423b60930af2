import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * External sign-in identities linked to users (Google today): the issuer and subject of the ID token name
 * the person for good (e-mails change, subjects do not).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Canonical issuer URL (`https://accounts.google.com`). */
    issuer: text('issuer').notNull(),
    /** The provider's stable user id (`sub`). */
    subject: text('subject').notNull(),
    /** The e-mail the provider reported when the identity was linked (informative). */
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/** A row of `user_identities`. */
export type UserIdentityRow = typeof userIdentities.$inferSelect;
