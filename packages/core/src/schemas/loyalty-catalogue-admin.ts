import { z } from './zod';
import { isValidCheckInCode } from '../rules/check-in';
import { levelWireSchema } from './loyalty-earning';
import { loyaltyEventSchema } from './loyalty-events';
import { rewardSchema } from './loyalty-rewards';
import { wireIdSchema } from './params';

/*
 * Wire contract of the programme administrator's catalogue: rewards (stock, category maximum, departments,
 * mandatory training), campaigns, events (with check-in code) and stores (issue 6 "CRUD for rewards,
 * campaigns, events, stores"). Creation takes every required field; updates (`PATCH`) take any of them.
 */

const text256 = z.string().trim().min(1).max(256);
const localizedTextSchema = z.record(z.string().regex(/^[a-z]{2}-[A-Z]{2}$/), z.string().trim().max(2000));
const isoDate = z.iso.date();
/** A row id: a PostgreSQL `integer`, so never above 2³¹ − 1 (a bigger one would overflow, not miss). */
const positiveId = z.number().int().positive().max(2_147_483_647);

/** `POST /api/admin/rewards/`. `category_max` sets the limit of the whole category (null removes it). */
export const adminRewardInputSchema = z.object({
  names: localizedTextSchema.refine((names) => (names['pt-BR'] ?? '').trim() !== '', {
    message: 'a pt-BR name is required',
  }),
  descriptions: localizedTextSchema.default({}),
  image: z.string().trim().max(2000).nullable().default(null),
  department_id: positiveId,
  category_id: positiveId,
  campaign_id: positiveId.nullable().default(null),
  cost: z.number().int().min(1).max(10_000_000),
  stock: z.number().int().min(0).max(10_000_000),
  category_max: z.number().int().min(0).max(1_000_000).nullable().optional(),
  minimum_level: levelWireSchema.nullable().default(null),
  mandatory_training_id: positiveId.nullable().default(null),
  ships: z.boolean().default(true),
  is_active: z.boolean().default(true),
});

/** A reward to create. */
export type AdminRewardInput = z.infer<typeof adminRewardInputSchema>;

/** `PATCH /api/admin/rewards/{id}/`: any field of a reward. */
export const adminRewardPatchSchema = adminRewardInputSchema
  .extend({
    names: adminRewardInputSchema.shape.names.optional(),
    descriptions: localizedTextSchema.optional(),
    image: z.string().trim().max(2000).nullable().optional(),
    department_id: positiveId.optional(),
    category_id: positiveId.optional(),
    campaign_id: positiveId.nullable().optional(),
    cost: adminRewardInputSchema.shape.cost.optional(),
    stock: adminRewardInputSchema.shape.stock.optional(),
    minimum_level: levelWireSchema.nullable().optional(),
    mandatory_training_id: positiveId.nullable().optional(),
    ships: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

/** A reward as the administrator sees it: every locale's texts and whether it is on sale. */
export const adminRewardSchema = rewardSchema.extend({
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  is_active: z.boolean(),
});

/** An administered reward. */
export type AdminRewardWire = z.infer<typeof adminRewardSchema>;

/** `GET /api/admin/rewards/`. */
export const adminRewardsResponseSchema = z.object({ results: z.array(adminRewardSchema) });

/** `POST /api/admin/campaigns/`: the campaign and the stores taking part in it. */
export const adminCampaignInputSchema = z
  .object({
    name: text256,
    description: z.string().trim().max(2000).default(''),
    image: z.string().trim().max(2000).nullable().default(null),
    begin_date: isoDate,
    end_date: isoDate,
    store_ids: z.array(positiveId).max(10_000).default([]),
  })
  .refine((body) => body.begin_date <= body.end_date, { message: 'ends before it begins', path: ['end_date'] });

/** `PATCH /api/admin/campaigns/{id}/`: any field. */
export const adminCampaignPatchSchema = z
  .object({
    name: text256.optional(),
    description: z.string().trim().max(2000).optional(),
    image: z.string().trim().max(2000).nullable().optional(),
    begin_date: isoDate.optional(),
    end_date: isoDate.optional(),
    store_ids: z.array(positiveId).max(10_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

/** A campaign as the administrator sees it. */
export const adminCampaignSchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  begin_date: isoDate,
  end_date: isoDate,
  store_ids: z.array(wireIdSchema),
});

/** An administered campaign. */
export type AdminCampaignWire = z.infer<typeof adminCampaignSchema>;

/** `GET /api/admin/campaigns/`. */
export const adminCampaignsResponseSchema = z.object({ results: z.array(adminCampaignSchema) });

const checkInCodeSchema = z.string().refine(isValidCheckInCode, { message: 'six digits' });

/** `POST /api/admin/events/`. Without `check_in_code` a free six-digit code is drawn. */
export const adminEventInputSchema = z
  .object({
    type: z.string().trim().min(1).max(64),
    title: text256,
    description: z.string().trim().max(2000).default(''),
    location: z.string().trim().max(256).nullable().default(null),
    begin_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    campaign_id: positiveId.nullable().default(null),
    check_in_code: checkInCodeSchema.optional(),
    points: z.number().int().min(0).max(1_000_000).default(0),
    minimum_level: levelWireSchema.default('intermediate'),
  })
  .refine((body) => Date.parse(body.begin_at) <= Date.parse(body.end_at), {
    message: 'ends before it begins',
    path: ['end_at'],
  });

/** `PATCH /api/admin/events/{id}/`: any field; `regenerate_qr` draws a new QR secret. */
export const adminEventPatchSchema = z
  .object({
    type: z.string().trim().min(1).max(64).optional(),
    title: text256.optional(),
    description: z.string().trim().max(2000).optional(),
    location: z.string().trim().max(256).nullable().optional(),
    begin_at: z.iso.datetime({ offset: true }).optional(),
    end_at: z.iso.datetime({ offset: true }).optional(),
    campaign_id: positiveId.nullable().optional(),
    check_in_code: checkInCodeSchema.optional(),
    points: z.number().int().min(0).max(1_000_000).optional(),
    minimum_level: levelWireSchema.optional(),
    regenerate_qr: z.literal(true).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

/** An event as the administrator sees it: with its check-in code, QR secret and attendance count. */
export const adminEventSchema = loyaltyEventSchema.omit({ checked_in_at: true }).extend({
  check_in_code: z.string(),
  qr: z.string(),
  attendances: z.number().int().nonnegative(),
});

/** An administered event. */
export type AdminEventWire = z.infer<typeof adminEventSchema>;

/** `GET /api/admin/events/`. */
export const adminEventsResponseSchema = z.object({ results: z.array(adminEventSchema) });

/** `POST /api/admin/stores/`. `cameras_allowed` makes the invoice photo mandatory (SPECIFICATION §5 Sales). */
export const adminStoreInputSchema = z.object({
  retailer_id: positiveId,
  name: text256,
  city: z.string().trim().max(256).nullable().default(null),
  state: z.string().trim().max(256).nullable().default(null),
  is_active: z.boolean().default(true),
  cameras_allowed: z.boolean().default(true),
  campaign_ids: z.array(positiveId).max(1000).default([]),
});

/** `PATCH /api/admin/stores/{id}/`: any field. */
export const adminStorePatchSchema = z
  .object({
    retailer_id: positiveId.optional(),
    name: text256.optional(),
    city: z.string().trim().max(256).nullable().optional(),
    state: z.string().trim().max(256).nullable().optional(),
    is_active: z.boolean().optional(),
    cameras_allowed: z.boolean().optional(),
    campaign_ids: z.array(positiveId).max(1000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

/** A store as the administrator sees it. */
export const adminStoreSchema = z.object({
  id: wireIdSchema,
  retailer: z.object({ id: wireIdSchema, name: z.string() }),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  is_active: z.boolean(),
  cameras_allowed: z.boolean(),
  /** Campaigns of the administrator's client the store takes part in. */
  campaign_ids: z.array(wireIdSchema),
});

/** An administered store. */
export type AdminStoreWire = z.infer<typeof adminStoreSchema>;

/** `GET /api/admin/stores/`. */
export const adminStoresResponseSchema = z.object({ results: z.array(adminStoreSchema) });
