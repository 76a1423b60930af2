import { ACCOUNT_STATUSES } from '@campus/core/rules';
import type { AccountStatus, DocumentCountry } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { countries } from './countries';
import { languages } from './languages';

const statusList = sql.raw(ACCOUNT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * People who sign in (spec §3 "User session state" and "User data"). Sign-in accepts username, e-mail or
 * document, so each is unique (e-mail case-insensitively). Profile details (address, phones, avatar ...)
 * belong in their own table, added with the profile routes.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull().unique(),
    /** Optional; unique ignoring case (index below). */
    email: text('email'),
    /** Personal document digits (CPF for BRA, DNI/CI for ARG/URY), without punctuation. */
    document: text('document'),
    documentCountry: varchar('document_country', { length: 3 }).$type<DocumentCountry>(),
    /** `scrypt$...` (src/security/password-hash.ts); null until a password is set (first access, Google). */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    status: text('status').$type<AccountStatus>().notNull().default('awaiting_approval'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** Programme and staff roles (src/security/roles.ts). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    selectedClientId: integer('selected_client_id').references(() => clients.id, { onDelete: 'set null' }),
    selectedCountryId: integer('selected_country_id').references(() => countries.id, { onDelete: 'set null' }),
    selectedLanguageId: integer('selected_language_id').references(() => languages.id, { onDelete: 'set null' }),
    /** No foreign key yet: campaigns arrive with the loyalty tables, which add it. */
    selectedCampaignId: integer('selected_campaign_id'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    acceptTermsAndConditions: boolean('accept_terms_and_conditions').notNull().default(false),
    acceptCookiesPolicy: boolean('accept_cookies_policy').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    unique('users_document_unique').on(table.document, table.documentCountry),
    check('users_status_check', sql`${table.status} in (${statusList})`),
  ],
);

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;
/** Values to insert into `users`. */
export type NewUserRow = typeof users.$inferInsert;
