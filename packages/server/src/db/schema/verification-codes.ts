import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** What a one-time code proves: a password recovery by SMS/WhatsApp, or ownership of a profile phone. */
export const VERIFICATION_PURPOSES = ['recover_password', 'phone_verification'] as const;

/** A verification code's purpose. */
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

const purposeList = sql.raw(VERIFICATION_PURPOSES.map((purpose) => `'${purpose}'`).join(', '));

/**
 * Six-digit one-time codes (spec §2 recovery by SMS/WhatsApp code, §4 phone verification), stored only as an
 * HMAC (src/security/token-hash.ts). Only a user's newest code of a purpose counts; it is spent by a correct
 * guess (`consumed_at`), by `MAX_CODE_ATTEMPTS` wrong ones, or by time (`expires_at`). Its `created_at` starts
 * the resend cooldown (core's `cooldownRemaining`).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    /** Where the code went: the phone number (recovery) or the profile phone type (`mobile` ...). */
    target: text('target').notNull(),
    /** `sms` or `whatsapp`. */
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.id),
    check('verification_codes_purpose_check', sql`${table.purpose} in (${purposeList})`),
  ],
);

/** A row of `verification_codes`. */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
