import { LEDGER_ENTRY_KINDS, LEDGER_SOURCE_TYPES, LEVEL_REQUEST_STATUSES } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { campaigns } from './content';
import { users } from './users';

/*
 * The points ledger (spec §4 Loyalty levels, §5, §9), kept the way payment systems keep money: entries are
 * append-only (never updated nor deleted), a member's balance row changes only in the transaction that adds
 * its entries, under a row lock (src/loyalty/ledger.ts), and the checks below make a negative balance or a
 * second credit for the same source impossible even if application code were wrong.
 *
 * Credits are also kept as lots (`point_lots`) so expiry is exact: a debit consumes the lots that expire
 * first, each consumption is recorded, and a refund puts points back into the lots they came from.
 */

/*
 * The lists of this file's check constraints are core's, the ones the wire schemas use (one list, one place):
 * ledger entry kinds as the statement shows them (spec: earned, redeemed, reversed, expired, transferred,
 * adjusted); what an entry comes from: `sale`, `store_photo`, `event_attendance` (earning), `reward_order`
 * (redeeming and its refund), `point_transfer` (to the partner programme), `adjustment` (`point_adjustments`),
 * `campaign` (points expired when a campaign closed, or lots past their date); level request statuses.
 */
export { LEDGER_ENTRY_KINDS, LEDGER_SOURCE_TYPES, LEVEL_REQUEST_STATUSES };

/** A ledger entry kind. */
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** A ledger source type. */
export type LedgerSourceType = (typeof LEDGER_SOURCE_TYPES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A member's points account: the balance row the ledger locks (`select … for update`) before adding entries.
 * `balance` always equals the sum of the member's entries and the sum of their lots' `remaining`.
 * `experiencePoints` counts every point earned and never decreases on redemption, transfer or expiry (spec
 * §4); only an audit rejection takes back what the rejected sale gave.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    experiencePoints: integer('experience_points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('point_accounts_balance_check', sql`${table.balance} >= 0`),
    check('point_accounts_experience_check', sql`${table.experiencePoints} >= 0`),
  ],
);

/** One movement of points. Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    sourceType: text('source_type').$type<LedgerSourceType>().notNull(),
    sourceId: integer('source_id').notNull(),
    /** Signed: credits positive, debits negative, never zero. */
    points: integer('points').notNull(),
    /** The balance right after this entry (the running total, for statements and audits). */
    balanceAfter: integer('balance_after').notNull(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    /** Credits: the last day the points can be spent (the campaign's end, spec §4); null for never. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Free text for the statement (an adjustment's reason, a rejection's reason). */
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_entries_kind_check', sql`${table.kind} in (${quoted(LEDGER_ENTRY_KINDS)})`),
    check('ledger_entries_source_check', sql`${table.sourceType} in (${quoted(LEDGER_SOURCE_TYPES)})`),
    check(
      'ledger_entries_sign_check',
      sql`case ${table.kind}
        when 'earned' then ${table.points} > 0
        when 'redeemed' then ${table.points} < 0
        when 'expired' then ${table.points} < 0
        when 'transferred' then ${table.points} < 0
        else ${table.points} <> 0 end`,
    ),
    check('ledger_entries_balance_check', sql`${table.balanceAfter} >= 0`),
    // A source is credited, debited or reversed once: the last guard against a retried or concurrent double
    // posting. Expiries and adjustments are not keyed here (each adjustment has its own source row).
    uniqueIndex('ledger_entries_source_unique')
      .on(table.userId, table.kind, table.sourceType, table.sourceId)
      .where(sql`${table.kind} in ('earned', 'redeemed', 'reversed', 'transferred')`),
    index('ledger_entries_user_idx').on(table.userId, table.id),
  ],
);

/** Credited points not yet spent, by expiry date. */
export const pointLots = pgTable(
  'point_lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credit that created the lot. */
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('point_lots_remaining_check', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.points}`),
    index('point_lots_open_idx')
      .on(table.userId, table.expiresOn, table.id)
      .where(sql`${table.remaining} > 0`),
  ],
);

/** How much of a lot a debit took (so a refund can put it back, and an audit can trace every point). */
export const lotConsumptions = pgTable(
  'lot_consumptions',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => pointLots.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lotId] }),
    check('lot_consumptions_points_check', sql`${table.points} <> 0`),
    index('lot_consumptions_lot_idx').on(table.lotId),
  ],
);

/** Manual corrections by the programme administrator (spec: `POST /api/admin/points/adjustments/`). */
export const pointAdjustments = pgTable(
  'point_adjustments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [check('point_adjustments_points_check', sql`${table.points} <> 0`)],
);

/**
 * A member's level in a campaign (spec §4): `level` applies for the whole campaign once approved;
 * `levelPoints` are the experience points earned in this campaign, which must reach the level's minimum again
 * for the level to carry into the next campaign (core's `levelForNextCampaign`).
 */
export const memberCampaignLevels = pgTable(
  'member_campaign_levels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    level: text('level').$type<Level>().notNull().default('basic'),
    levelPoints: integer('level_points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.campaignId] }),
    check('member_campaign_levels_level_check', sql`${table.level} in ('basic', 'intermediate', 'highest')`),
    check('member_campaign_levels_points_check', sql`${table.levelPoints} >= 0`),
  ],
);

/** A level request status. */
export type LevelRequestStatus = (typeof LEVEL_REQUEST_STATUSES)[number];

/**
 * A level-up waiting for the programme administrator (spec §4: reaching the threshold creates it; the
 * administrator approves or refuses after auditing invoices). One per member, campaign and target level.
 */
export const levelRequests = pgTable(
  'level_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fromLevel: text('from_level').$type<Level>().notNull(),
    toLevel: text('to_level').$type<Level>().notNull(),
    /** The member's level points when the threshold was reached. */
    levelPoints: integer('level_points').notNull(),
    status: text('status').$type<LevelRequestStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('level_requests_status_check', sql`${table.status} in (${quoted(LEVEL_REQUEST_STATUSES)})`),
    uniqueIndex('level_requests_target_unique').on(table.userId, table.campaignId, table.toLevel),
    index('level_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Internal messages to a member (spec §4 "on reaching the threshold the user gets an internal message"),
 * stored as a message key and its parameters so each reader sees them in their own language.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `level_reached`, `level_approved`, `level_refused`, `sale_rejected`, `member_blocked` … */
    kind: text('kind').notNull(),
    params: jsonb('params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('member_messages_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Blocks of a member for activity inconsistent with the rules (spec §4, §8 'Você foi bloqueado'): the history
 * behind `users.status = 'blocked'`. An open block has no `endedAt`; at most one is open per member.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('member_blocks_open_unique')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** A row of `point_accounts`. */
export type PointAccountRow = typeof pointAccounts.$inferSelect;
/** A row of `ledger_entries`. */
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
/** A row of `point_lots`. */
export type PointLotRow = typeof pointLots.$inferSelect;
/** A row of `member_campaign_levels`. */
export type MemberCampaignLevelRow = typeof memberCampaignLevels.$inferSelect;
/** A row of `level_requests`. */
export type LevelRequestRow = typeof levelRequests.$inferSelect;
/** A row of `member_messages`. */
export type MemberMessageRow = typeof memberMessages.$inferSelect;
