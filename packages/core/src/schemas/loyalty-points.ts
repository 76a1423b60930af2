import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { levelWireSchema } from './loyalty-earning.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the member's points (issue 6: `GET /api/points/`, `/api/points/statement/`, `/api/levels/`;
 * SPECIFICATION §3 Reward state, §4 Loyalty levels).
 */

/** `GET /api/points/`. */
export const pointsSummarySchema = lazySchema(() =>
  z.object({
    /** Points that can be spent now. */
    balance: z.int().check(z.nonnegative()),
    /** Every point ever earned; never decreases on redemption (spec §4). */
    experience_points: z.int().check(z.nonnegative()),
    /** The member's level in the active campaign (basic when there is none). */
    level: levelWireSchema,
    /** Experience points earned in the active campaign: what the level's minimum is compared with. */
    level_points: z.int().check(z.nonnegative()),
    /** Points of sales not audited yet (credited or under audit), part of the balance. */
    pending_audit: z.int().check(z.nonnegative()),
    /** Points that will expire, by date, soonest first. */
    expiring: z.array(z.object({ points: z.int().check(z.positive()), expires_on: z.iso.date() })),
  }),
);

/** A points summary. */
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** Ledger entry kinds as the statement shows them. */
export const LEDGER_ENTRY_KINDS = ['earned', 'redeemed', 'reversed', 'expired', 'transferred', 'adjusted'] as const;

/** What a ledger entry comes from. */
export const LEDGER_SOURCE_TYPES = [
  'sale',
  'store_photo',
  'event_attendance',
  'reward_order',
  'point_transfer',
  'adjustment',
  'campaign',
] as const;

/** One line of the statement. */
export const statementEntrySchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    kind: z.enum(LEDGER_ENTRY_KINDS),
    /** Credits positive, debits negative. */
    points: z.int(),
    /** The balance right after this entry. */
    balance_after: z.int().check(z.nonnegative()),
    source: z.object({ type: z.enum(LEDGER_SOURCE_TYPES), id: wireIdSchema }),
    campaign_id: z.nullable(wireIdSchema),
    expires_on: z.nullable(z.iso.date()),
    note: z.nullable(z.string()),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** A statement entry. */
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** A level with its threshold and benefits (spec §4, §9 level multipliers). */
export const levelDefinitionSchema = lazySchema(() =>
  z.object({
    /** The `reward_levels` site-list entry (spec §3 `reward_user_level_id`), or null when the client lacks it. */
    id: z.nullable(wireIdSchema),
    level: levelWireSchema,
    name: z.string(),
    minimum_points: z.int().check(z.nonnegative()),
    benefits: z.object({
      /** Points multiplier of sales (1, 1.5, 2). */
      points_multiplier: z.number(),
      /** Events are open from the creator level. */
      events: z.boolean(),
    }),
  }),
);

/** `GET /api/levels/`: levels lowest first, and the member's. */
export const levelsResponseSchema = lazySchema(() =>
  z.object({
    levels: z.array(levelDefinitionSchema),
    current_level: levelWireSchema,
    level_points: z.int().check(z.nonnegative()),
  }),
);

/** A levels answer. */
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

/** An internal message to a member (spec §4: reaching a level's threshold sends one; audits and blocks too). */
export const memberMessageSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    /** `level_reached`, `level_approved`, `level_refused`, `sale_rejected`, `member_blocked`. */
    kind: z.string(),
    /** The message in the request language. */
    text: z.string(),
    /** What the text was made from (a level, an invoice number, a reason …). */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    read_at: z.nullable(z.iso.datetime({ offset: true })),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** A member message. */
export type MemberMessage = z.infer<typeof memberMessageSchema>;
