import type { Level } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { registrationProfiles } from './content';
import { users } from './users';

/** How an account was created: one of the registration screens, pre-registration, or neither (imported). */
export const REGISTRATION_VARIANTS = ['register', 'seven_trade', 'pop_trade', 'pre_register'] as const;

/** A registration variant. */
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

const variantList = sql.raw(REGISTRATION_VARIANTS.map((variant) => `'${variant}'`).join(', '));

/**
 * A user's personal, contact and professional data (spec §3 "User data"), one row per user, beside `users`
 * (which holds what sign-in needs). A user without a row simply has an empty profile; writers upsert.
 * Organisation choices (company/agency, brands, stores) live in src/db/schema/organisations.ts.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    storeNickname: text('store_nickname'),
    phoneMobile: text('phone_mobile'),
    phoneMobileVerified: boolean('phone_mobile_verified').notNull().default(false),
    phoneCommercial: text('phone_commercial'),
    phoneCommercialVerified: boolean('phone_commercial_verified').notNull().default(false),
    phoneResidential: text('phone_residential'),
    phoneResidentialVerified: boolean('phone_residential_verified').notNull().default(false),
    /** ISO date (`1990-05-17`). */
    birthdayDate: date('birthday_date', { mode: 'string' }),
    gender: text('gender'),
    childrenCount: integer('children_count'),
    profession: text('profession'),
    maritalStatus: text('marital_status'),
    /** Street line of the address. */
    address: text('address'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    isHandicapped: boolean('is_handicapped').notNull().default(false),
    handicapDescription: text('handicap_description'),
    /** Avatar image URL (uploads go through the files API). */
    avatarUrl: text('avatar_url'),
    /** Loyalty level (core's LEVELS), written by the loyalty programme; read-only here. */
    level: text('level').$type<Level>(),
    branch: text('branch'),
    registrationVariant: text('registration_variant').$type<RegistrationVariant>(),
    /** The profile chosen at registration or first access (spec §2 "profile selection"); null when none was offered. */
    registrationProfileId: integer('registration_profile_id').references(() => registrationProfiles.id, {
      onDelete: 'set null',
    }),
    /** When complete-register was done; null until then. */
    registerCompletedAt: timestamp('register_completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'profiles_registration_variant_check',
      sql`${table.registrationVariant} is null or ${table.registrationVariant} in (${variantList})`,
    ),
    check('profiles_children_count_check', sql`${table.childrenCount} is null or ${table.childrenCount} >= 0`),
  ],
);

/** A row of `profiles`. */
export type ProfileRow = typeof profiles.$inferSelect;
/** Values to insert into `profiles`. */
export type NewProfileRow = typeof profiles.$inferInsert;
