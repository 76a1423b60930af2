import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { languages } from './languages';

/**
 * A client's configuration as `params` serve it (spec §3 "Client (from params)" and "Login/config state"),
 * kept as one JSON document so a new flag or layout option needs no migration. Field names are the wire's.
 */
export interface ClientParamsDocument {
  /** Module switches: `has_ranking`, `has_library` ... any `has_{module}`; missing means off. */
  flags: Record<`has_${string}`, boolean>;
  /** Whether group training uses scores (spec §3 `group_training_use_score`). */
  group_training_use_score: boolean;
  colors: { primary: string | null; secondary: string | null; tertiary: string | null };
  /** Logo URL per language code (`pt-BR` → url). */
  logos: Record<string, string>;
  /** Background image URL per screen key (`login`, `register` ...). */
  backgrounds: Record<string, string>;
  /** Login/config flags of spec §3 (oauth2, use_recaptcha, under_maintenance, user_register ...). */
  login: Record<string, boolean | string | null>;
  /** Layout options: support_use, social_auth, use_complete_register. */
  layout: Record<string, boolean>;
  /** Registration form: required password strength and the fields shown. */
  register: { password_strong_level: number; fields: { name: string; required: boolean; visible?: boolean }[] };
  /** Login attempts allowed before captcha/block applies, as configured; null for the server default. */
  attempts: number | null;
}

/**
 * OAuth clients, one per white-label site or app (spec §3 Client). The secret is stored hashed
 * (see `hashSecret` in src/security/password-hash.ts), never in clear.
 */
export const clients = pgTable('clients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public OAuth client id sent in Basic credentials (`campus-web`). */
  clientId: text('client_id').notNull().unique(),
  /** Hash of the client secret, self-describing (`scrypt$...`). */
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
  params: jsonb('params').$type<ClientParamsDocument>().notNull(),
  defaultLanguageId: integer('default_language_id')
    .notNull()
    .references(() => languages.id),
  /** Where a signed-in user lands (spec §4). */
  homeRoute: text('home_route').notNull().default('/home'),
  /** An inactive client's credentials are refused. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A row of `clients`. */
export type ClientRow = typeof clients.$inferSelect;
/** Values to insert into `clients`. */
export type NewClientRow = typeof clients.$inferInsert;
