import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { ORDER_STATUSES } from '../rules/statuses.js';
import { levelWireSchema } from './loyalty-earning.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the reward store and reward orders (SPECIFICATION §2 Reward store, §3 Reward order and
 * Reward state, §5 Redemption; issue 6: `GET /api/rewards/`, `GET /api/rewards/{id}/`,
 * `POST /api/rewards/{id}/redeem/`, `GET /api/orders/`).
 */

/** Sort orders of the reward store: price (lowest first), name (A–Z), newest first. */
export const REWARD_SORTS = ['price', 'name', 'newest'] as const;

/** `GET /api/rewards/` filters: department and category are `reward_departments`/`reward_categories` ids. */
export const rewardsQuerySchema = lazySchema(() =>
  z.object({
    department: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    category: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    sort: z._default(z.enum(REWARD_SORTS), 'newest'),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  }),
);

/** Reward store filters. */
export type RewardsQuery = z.infer<typeof rewardsQuerySchema>;

/** A site-list entry as the reward store names it. */
export const namedEntrySchema = lazySchema(() => z.object({ id: wireIdSchema, name: z.string() }));

/** A prize in the reward store. */
export const rewardSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    department: namedEntrySchema,
    category: namedEntrySchema,
    /** Points per unit. */
    cost: z.int().check(z.positive()),
    /** Units left (0 is out of stock). */
    stock: z.int().check(z.nonnegative()),
    /** Most units one member may redeem in the reward's category, or null for no limit. */
    category_max: z.nullable(z.int().check(z.nonnegative())),
    /** Lowest level that may redeem it, or null for every level. */
    minimum_level: z.nullable(levelWireSchema),
    /** A training to finish first, or null. */
    mandatory_training: z.nullable(z.object({ id: wireIdSchema, title: z.string() })),
    /** Physical prizes ship and need a shipping address. */
    ships: z.boolean(),
    /** Redeemable in this campaign only, or null for every campaign. */
    campaign_id: z.nullable(wireIdSchema),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** A reward on the wire. */
export type RewardWire = z.infer<typeof rewardSchema>;

/** The member's side of the reward store (SPECIFICATION §3 Reward state). */
export const rewardUserStateSchema = lazySchema(() =>
  z.object({
    reward_user_points: z.int().check(z.nonnegative()),
    reward_user_level: levelWireSchema,
    /** The `reward_levels` entry of the level, or null when the client lacks it. */
    reward_user_level_id: z.nullable(wireIdSchema),
    reward_user_level_points: z.int().check(z.nonnegative()),
  }),
);

/** `GET /api/rewards/`: a page of rewards, the filters' options and the member's points and level. */
export const rewardsResponseSchema = lazySchema(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    page_size: z.int().check(z.positive()),
    results: z.array(rewardSchema),
    departments: z.array(namedEntrySchema),
    categories: z.array(namedEntrySchema),
    user: rewardUserStateSchema,
  }),
);

/** A reward store page. */
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;

/** A shipping address: every field required (SPECIFICATION §5 Other fields), at most 256 characters each. */
export const shippingAddressSchema = lazySchema(() =>
  z.object({
    address: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    number: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    complement: z.optional(z.string().check(z.trim(), z.maxLength(256))),
    neighborhood: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    city: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    state: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    zip_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  }),
);

/** A shipping address. */
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** `POST /api/rewards/{id}/redeem/`. A prize that ships needs `shipping_address`. */
export const redeemRequestSchema = lazySchema(() =>
  z.object({
    quantity: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
    shipping_address: z.optional(shippingAddressSchema),
  }),
);

/** A redemption request. */
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** One status an order went through. */
export const orderHistoryEntrySchema = lazySchema(() =>
  z.object({
    status: z.enum(ORDER_STATUSES),
    note: z.nullable(z.string()),
    changed_at: z.iso.datetime({ offset: true }),
  }),
);

/** A reward order (SPECIFICATION §3: awaiting approval, approved, shipped, delivered, reproved). */
export const orderSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    /**
     * The reward ordered, with the category it counted in when redeemed (the per-member category maximum counts the
     * units of orders not reproved by this id, so a client can run `checkRedemption` before asking).
     */
    reward: z.object({ id: wireIdSchema, name: z.string(), image: z.nullable(z.string()), category_id: wireIdSchema }),
    quantity: z.int().check(z.positive()),
    unit_cost: z.int().check(z.positive()),
    total_points: z.int().check(z.positive()),
    status: z.enum(ORDER_STATUSES),
    shipping_address: z.nullable(shippingAddressSchema),
    history: z.array(orderHistoryEntrySchema),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  }),
);

/** An order on the wire. */
export type OrderWire = z.infer<typeof orderSchema>;

/** `POST /api/rewards/{id}/redeem/` answer (201): the order and the points left. */
export const redeemResponseSchema = lazySchema(() =>
  z.extend(orderSchema, { balance: z.int().check(z.nonnegative()) }),
);

/** A redemption answer. */
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** `GET /api/orders/` filters. */
export const ordersQuerySchema = lazySchema(() =>
  z.object({
    status: z.optional(z.enum(ORDER_STATUSES)),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  }),
);

/** `GET /api/orders/` answer, newest first. */
export const ordersResponseSchema = lazySchema(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    page_size: z.int().check(z.positive()),
    results: z.array(orderSchema),
  }),
);

/** An orders page. */
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** An order in the administrator's list: the order plus its member. */
export const adminOrderSchema = lazySchema(() =>
  z.extend(orderSchema, {
    member: z.object({ id: wireIdSchema, username: z.string(), full_name: z.string() }),
  }),
);

/** `GET /api/admin/orders/` answer. */
export const adminOrdersResponseSchema = lazySchema(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    page_size: z.int().check(z.positive()),
    results: z.array(adminOrderSchema),
  }),
);

/** `POST /api/admin/orders/{id}/status/`: the next status (core's `nextOrderStatuses`) and an optional note. */
export const orderStatusChangeSchema = lazySchema(() =>
  z.object({
    status: z.enum(ORDER_STATUSES),
    note: z.optional(z.string().check(z.trim(), z.maxLength(256))),
  }),
);

/** An order status change. */
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
