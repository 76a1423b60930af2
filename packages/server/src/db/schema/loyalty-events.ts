import type { Level } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { campaigns } from './content';
import { users } from './users';

/*
 * Programme events with check-in (spec §2 Events: check-in by QR code or six-digit code; §3 Event: type,
 * begin and end date, check-in code; §4 events available from the creator level).
 */

/** A programme event members check in to. */
export const loyaltyEvents = pgTable(
  'loyalty_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** `training`, `launch`, `convention` … (free text, shown as is). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    beginAt: timestamp('begin_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Six ASCII digits (core's `isValidCheckInCode`), unique per client. */
    checkInCode: text('check_in_code').notNull(),
    /** The secret a QR code carries (long and random, unlike the typed code). */
    qrToken: text('qr_token').notNull().unique(),
    /** Points an attendance earns (0 for none). */
    points: integer('points').notNull().default(0),
    /** The lowest level that may check in (spec §4: from the creator level). */
    minimumLevel: text('minimum_level').$type<Level>().notNull().default('intermediate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('loyalty_events_code_unique').on(table.clientId, table.checkInCode),
    check('loyalty_events_code_check', sql`${table.checkInCode} ~ '^[0-9]{6}$'`),
    check('loyalty_events_period_check', sql`${table.beginAt} <= ${table.endAt}`),
    check('loyalty_events_points_check', sql`${table.points} >= 0`),
    check('loyalty_events_level_check', sql`${table.minimumLevel} in ('basic', 'intermediate', 'highest')`),
    index('loyalty_events_client_idx').on(table.clientId, table.beginAt),
  ],
);

/** A member's check-in at an event; once per event and member. */
export const eventAttendances = pgTable(
  'event_attendances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => loyaltyEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `code` or `qr`. */
    method: text('method').notNull(),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    unique('event_attendances_unique').on(table.eventId, table.userId),
    check('event_attendances_method_check', sql`${table.method} in ('code', 'qr')`),
    index('event_attendances_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A row of `loyalty_events`. */
export type LoyaltyEventRow = typeof loyaltyEvents.$inferSelect;
/** A row of `event_attendances`. */
export type EventAttendanceRow = typeof eventAttendances.$inferSelect;
