import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { SALE_STATUSES, levelWireSchema, saleSchema } from './loyalty-earning.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the programme administrator's and auditor's earning-side calls (issue 6: sales audit,
 * level requests, points adjustments, member blocks, campaign close; SPECIFICATION §4, §6).
 */

/** `GET /api/admin/sales/?status=` filter. */
export const adminSalesQuerySchema = lazySchema(() =>
  z.object({
    status: z.optional(z.enum(SALE_STATUSES)),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  }),
);

/** A sale in the audit queue: the sale plus its member. */
export const adminSaleSchema = lazySchema(() =>
  z.extend(saleSchema, {
    member: z.object({ id: wireIdSchema, username: z.string(), full_name: z.string() }),
    /** Points the rejection could not take back (already spent). */
    unrecovered_points: z.int().check(z.nonnegative()),
  }),
);

/** An audited sale. */
export type AdminSale = z.infer<typeof adminSaleSchema>;

/** `POST /api/admin/sales/{id}/audit/`. A rejection needs a reason, which the member sees. */
export const saleAuditRequestSchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(['approve', 'reject']),
      reason: z.optional(z.string().check(z.trim(), z.maxLength(256))),
    })
    .check(
      z.refine((body) => body.decision === 'approve' || (body.reason ?? '') !== '', {
        message: 'a rejection needs a reason',
        path: ['reason'],
      }),
    ),
);

/** A sale audit. */
export type SaleAuditRequest = z.infer<typeof saleAuditRequestSchema>;

/** Level request statuses. */
export const LEVEL_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;

/** A level-up waiting for (or decided by) the programme administrator. */
export const levelRequestSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    member: z.object({ id: wireIdSchema, username: z.string(), full_name: z.string() }),
    campaign_id: wireIdSchema,
    from_level: levelWireSchema,
    to_level: levelWireSchema,
    level_points: z.int().check(z.nonnegative()),
    status: z.enum(LEVEL_REQUEST_STATUSES),
    /** Sales of the member in the campaign still to audit (credited or under audit). */
    sales_to_audit: z.int().check(z.nonnegative()),
    created_at: z.iso.datetime({ offset: true }),
    decided_at: z.nullable(z.iso.datetime({ offset: true })),
  }),
);

/** A level request. */
export type LevelRequestWire = z.infer<typeof levelRequestSchema>;

/** `GET /api/admin/level-requests/?status=`. */
export const levelRequestsQuerySchema = lazySchema(() =>
  z.object({ status: z._default(z.enum(LEVEL_REQUEST_STATUSES), 'pending') }),
);

/** `GET /api/admin/level-requests/` answer. */
export const levelRequestsResponseSchema = lazySchema(() => z.object({ results: z.array(levelRequestSchema) }));

/** `POST /api/admin/level-requests/{id}/`. */
export const levelRequestDecisionSchema = lazySchema(() => z.object({ decision: z.enum(['approve', 'refuse']) }));

/** `POST /api/admin/points/adjustments/`: `user` is the member's id as in `/api/me/`; `points` may be negative. */
export const pointsAdjustmentRequestSchema = lazySchema(() =>
  z.object({
    user: z.coerce.number().check(z.int(), z.positive()),
    points: z.int().check(
      z.refine((points) => points !== 0, { message: 'not zero' }),
      z.refine((points) => Math.abs(points) <= 10_000_000, { message: 'too large' }),
    ),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  }),
);

/** `POST /api/admin/points/adjustments/` answer (201). */
export const pointsAdjustmentResponseSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    user: wireIdSchema,
    points: z.int(),
    balance: z.int().check(z.nonnegative()),
  }),
);

/** `POST /api/admin/members/{id}/block/`: why (kept in the block history). */
export const memberBlockRequestSchema = lazySchema(() =>
  z.object({
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  }),
);

/** A member's block state. */
export const memberBlockResponseSchema = lazySchema(() =>
  z.object({
    user: wireIdSchema,
    status: z.enum(['blocked', 'approved']),
  }),
);

/** `POST /api/admin/campaigns/{id}/close/` answer: what closing the campaign did. */
export const campaignCloseResponseSchema = lazySchema(() =>
  z.object({
    campaign_id: wireIdSchema,
    /** Members whose campaign points expired. */
    members_expired: z.int().check(z.nonnegative()),
    /** Points that expired in all. */
    points_expired: z.int().check(z.nonnegative()),
    /** Members whose level was carried into the next campaign (kept or dropped one). */
    levels_carried: z.int().check(z.nonnegative()),
    /** The campaign the levels were carried into, or null when none follows yet. */
    next_campaign_id: z.nullable(wireIdSchema),
  }),
);

/** A campaign close result. */
export type CampaignCloseResponse = z.infer<typeof campaignCloseResponseSchema>;
