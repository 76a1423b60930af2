import { BADGE_RULE_KINDS } from '@campus/core/rules';
import type { BadgeRuleKind } from '@campus/core/rules';
import { CERTIFICATE_TRAINING_TYPES } from '@campus/core/schemas';
import type { CertificateTrainingType } from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';
import { clients } from './clients';
import { createdAt } from './columns';
import type { LocalizedNames } from './content';
import { users } from './users';

/*
 * Certificates and badges (issue 21, docs/server.md "Certificates and badges"). A certificate is issued once per
 * learner and training when the training becomes finished and not blocked, in the transaction that finished it;
 * it keeps what it certifies (name, title, workload, date) as it was then, so renaming a course or a person later
 * never changes a document already handed out, and its code stays verifiable. Badges are data: a rule kind of
 * core's `BadgeRule` with its parameters, per client; a learner earns each once.
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Certificates issued, one per learner and training. */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Crockford base32, 12 characters, stored without dashes (core's `normalizeCertificateCode`). */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The training; null once it was deleted (the certificate stays verifiable). */
    itemId: integer('item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    trainingType: text('training_type').$type<CertificateTrainingType>().notNull(),
    learnerName: text('learner_name').notNull(),
    trainingTitle: text('training_title').notNull(),
    workloadMinutes: integer('workload_minutes'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    uniqueIndex('certificates_user_item_unique').on(table.userId, table.itemId),
    index('certificates_user_client_idx').on(table.userId, table.clientId, table.issuedAt),
    check('certificates_training_type_check', sql`${table.trainingType} in (${quoted(CERTIFICATE_TRAINING_TYPES)})`),
    check('certificates_code_check', sql`${table.code} ~ '^[0-9A-HJKMNP-TV-Z]{12}$'`),
  ],
);

/** A row of `certificates`. */
export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Badge definitions of a client: a stable code, names and descriptions per locale, an optional picture, and the
 * rule (`rule_kind` and `rule_params`, read with core's `badgeRuleSchema`; a row whose parameters do not parse is
 * never awarded). Inactive badges are neither listed nor awarded.
 */
export const badges = pgTable(
  'badges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedNames>().notNull(),
    /** A URL path (`/static/demo/badges/first-course.svg`) or null. */
    image: text('image'),
    ruleKind: text('rule_kind').$type<BadgeRuleKind>().notNull(),
    ruleParams: jsonb('rule_params')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('badges_client_code_unique').on(table.clientId, table.code),
    index('badges_client_kind_idx').on(table.clientId, table.ruleKind),
    check('badges_rule_kind_check', sql`${table.ruleKind} in (${quoted(BADGE_RULE_KINDS)})`),
  ],
);

/** A row of `badges`. */
export type BadgeRow = typeof badges.$inferSelect;

/** Badges earned: once per learner and badge. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] }), index('user_badges_badge_idx').on(table.badgeId)],
);

/** A row of `user_badges`. */
export type UserBadgeRow = typeof userBadges.$inferSelect;
