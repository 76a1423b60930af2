import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { isValidCheckInCode } from '../rules/check-in.js';
import { levelWireSchema } from './loyalty-earning.js';
import { loyaltyEventSchema } from './loyalty-events.js';
import { rewardSchema } from './loyalty-rewards.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the programme administrator's catalogue: rewards (stock, category maximum, departments,
 * mandatory training), campaigns, events (with check-in code) and stores (issue 6 "CRUD for rewards,
 * campaigns, events, stores"). Creation takes every required field; updates (`PATCH`) take any of them.
 */

const text256 = z.string().check(z.trim(), z.minLength(1), z.maxLength(256));
const localizedTextSchema = lazySchema(() =>
  z.record(z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/)), z.string().check(z.trim(), z.maxLength(2000))),
);
const isoDate = z.iso.date();
/** A row id: a PostgreSQL `integer`, so never above 2³¹ − 1 (a bigger one would overflow, not miss). */
const positiveId = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** `POST /api/admin/rewards/`. `category_max` sets the limit of the whole category (null removes it). */
export const adminRewardInputSchema = lazySchema(() =>
  z.object({
    names: localizedTextSchema.check(
      z.refine((names) => (names['pt-BR'] ?? '').trim() !== '', {
        message: 'a pt-BR name is required',
      }),
    ),
    descriptions: z._default(localizedTextSchema, {}),
    image: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(2000))), null),
    department_id: positiveId,
    category_id: positiveId,
    campaign_id: z._default(z.nullable(positiveId), null),
    cost: z.int().check(z.minimum(1), z.maximum(10_000_000)),
    stock: z.int().check(z.minimum(0), z.maximum(10_000_000)),
    category_max: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000)))),
    minimum_level: z._default(z.nullable(levelWireSchema), null),
    mandatory_training_id: z._default(z.nullable(positiveId), null),
    ships: z._default(z.boolean(), true),
    is_active: z._default(z.boolean(), true),
  }),
);

/** A reward to create. */
export type AdminRewardInput = z.infer<typeof adminRewardInputSchema>;

/** `PATCH /api/admin/rewards/{id}/`: any field of a reward. */
export const adminRewardPatchSchema = lazySchema(() =>
  z
    .extend(adminRewardInputSchema, {
      names: z.optional(adminRewardInputSchema.shape.names),
      descriptions: z.optional(localizedTextSchema),
      image: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
      department_id: z.optional(positiveId),
      category_id: z.optional(positiveId),
      campaign_id: z.optional(z.nullable(positiveId)),
      cost: z.optional(adminRewardInputSchema.shape.cost),
      stock: z.optional(adminRewardInputSchema.shape.stock),
      minimum_level: z.optional(z.nullable(levelWireSchema)),
      mandatory_training_id: z.optional(z.nullable(positiveId)),
      ships: z.optional(z.boolean()),
      is_active: z.optional(z.boolean()),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })),
);

/** A reward as the administrator sees it: every locale's texts and whether it is on sale. */
export const adminRewardSchema = lazySchema(() =>
  z.extend(rewardSchema, {
    names: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.string()),
    is_active: z.boolean(),
  }),
);

/** An administered reward. */
export type AdminRewardWire = z.infer<typeof adminRewardSchema>;

/** `GET /api/admin/rewards/`. */
export const adminRewardsResponseSchema = lazySchema(() => z.object({ results: z.array(adminRewardSchema) }));

/** `POST /api/admin/campaigns/`: the campaign and the stores taking part in it. */
export const adminCampaignInputSchema = lazySchema(() =>
  z
    .object({
      name: text256,
      description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
      image: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(2000))), null),
      begin_date: isoDate,
      end_date: isoDate,
      store_ids: z._default(z.array(positiveId).check(z.maxLength(10_000)), []),
    })
    .check(
      z.refine((body) => body.begin_date <= body.end_date, { message: 'ends before it begins', path: ['end_date'] }),
    ),
);

/** `PATCH /api/admin/campaigns/{id}/`: any field. */
export const adminCampaignPatchSchema = lazySchema(() =>
  z
    .object({
      name: z.optional(text256),
      description: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
      image: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
      begin_date: z.optional(isoDate),
      end_date: z.optional(isoDate),
      store_ids: z.optional(z.array(positiveId).check(z.maxLength(10_000))),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })),
);

/** A campaign as the administrator sees it. */
export const adminCampaignSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    begin_date: isoDate,
    end_date: isoDate,
    store_ids: z.array(wireIdSchema),
  }),
);

/** An administered campaign. */
export type AdminCampaignWire = z.infer<typeof adminCampaignSchema>;

/** `GET /api/admin/campaigns/`. */
export const adminCampaignsResponseSchema = lazySchema(() => z.object({ results: z.array(adminCampaignSchema) }));

const checkInCodeSchema = lazySchema(() => z.string().check(z.refine(isValidCheckInCode, { message: 'six digits' })));

/** `POST /api/admin/events/`. Without `check_in_code` a free six-digit code is drawn. */
export const adminEventInputSchema = lazySchema(() =>
  z
    .object({
      type: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      title: text256,
      description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
      location: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(256))), null),
      begin_at: z.iso.datetime({ offset: true }),
      end_at: z.iso.datetime({ offset: true }),
      campaign_id: z._default(z.nullable(positiveId), null),
      check_in_code: z.optional(checkInCodeSchema),
      points: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 0),
      minimum_level: z._default(levelWireSchema, 'intermediate'),
    })
    .check(
      z.refine((body) => Date.parse(body.begin_at) <= Date.parse(body.end_at), {
        message: 'ends before it begins',
        path: ['end_at'],
      }),
    ),
);

/** `PATCH /api/admin/events/{id}/`: any field; `regenerate_qr` draws a new QR secret. */
export const adminEventPatchSchema = lazySchema(() =>
  z
    .object({
      type: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
      title: z.optional(text256),
      description: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
      location: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(256)))),
      begin_at: z.optional(z.iso.datetime({ offset: true })),
      end_at: z.optional(z.iso.datetime({ offset: true })),
      campaign_id: z.optional(z.nullable(positiveId)),
      check_in_code: z.optional(checkInCodeSchema),
      points: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
      minimum_level: z.optional(levelWireSchema),
      regenerate_qr: z.optional(z.literal(true)),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })),
);

/** An event as the administrator sees it: with its check-in code, QR secret and attendance count. */
export const adminEventSchema = lazySchema(() =>
  z.extend(z.omit(loyaltyEventSchema, { checked_in_at: true }), {
    check_in_code: z.string(),
    qr: z.string(),
    attendances: z.int().check(z.nonnegative()),
  }),
);

/** An administered event. */
export type AdminEventWire = z.infer<typeof adminEventSchema>;

/** `GET /api/admin/events/`. */
export const adminEventsResponseSchema = lazySchema(() => z.object({ results: z.array(adminEventSchema) }));

/** `POST /api/admin/stores/`. `cameras_allowed` makes the invoice photo mandatory (SPECIFICATION §5 Sales). */
export const adminStoreInputSchema = lazySchema(() =>
  z.object({
    retailer_id: positiveId,
    name: text256,
    city: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(256))), null),
    state: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(256))), null),
    is_active: z._default(z.boolean(), true),
    cameras_allowed: z._default(z.boolean(), true),
    campaign_ids: z._default(z.array(positiveId).check(z.maxLength(1000)), []),
  }),
);

/** `PATCH /api/admin/stores/{id}/`: any field. */
export const adminStorePatchSchema = lazySchema(() =>
  z
    .object({
      retailer_id: z.optional(positiveId),
      name: z.optional(text256),
      city: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(256)))),
      state: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(256)))),
      is_active: z.optional(z.boolean()),
      cameras_allowed: z.optional(z.boolean()),
      campaign_ids: z.optional(z.array(positiveId).check(z.maxLength(1000))),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })),
);

/** A store as the administrator sees it. */
export const adminStoreSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    retailer: z.object({ id: wireIdSchema, name: z.string() }),
    name: z.string(),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    is_active: z.boolean(),
    cameras_allowed: z.boolean(),
    /** Campaigns of the administrator's client the store takes part in. */
    campaign_ids: z.array(wireIdSchema),
  }),
);

/** An administered store. */
export type AdminStoreWire = z.infer<typeof adminStoreSchema>;

/** `GET /api/admin/stores/`. */
export const adminStoresResponseSchema = lazySchema(() => z.object({ results: z.array(adminStoreSchema) }));
