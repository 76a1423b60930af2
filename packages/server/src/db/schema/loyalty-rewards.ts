import { ORDER_STATUSES } from '@campus/core/rules';
import type { Level, OrderStatus } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { catalogueItems } from './catalogue';
import { campaigns, siteListEntries } from './content';
import { ledgerEntries } from './loyalty-ledger';
import { users } from './users';

/*
 * The reward store (spec §2 Reward store: departments, sorting, redeem confirmation; §3 Reward order and
 * Reward state; §5 Redemption). Departments and categories are the client's `reward_departments` and
 * `reward_categories` site-list entries, so the widgets' filters (loaded once with the site lists) and the
 * rewards share ids.
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Per-category redemption limit (spec §5 "limited by a per-category maximum"); no row means no limit. */
export const rewardCategoryLimits = pgTable(
  'reward_category_limits',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => siteListEntries.id, { onDelete: 'cascade' }),
    /** Most units one member may redeem in the category (orders not reproved). */
    maxPerMember: integer('max_per_member').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('reward_category_limits_max_check', sql`${table.maxPerMember} >= 0`)],
);

/** A prize in the reward store. `stock` is locked and decremented in the redemption's transaction. */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => siteListEntries.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => siteListEntries.id, { onDelete: 'restrict' }),
    /** Redeemable in this campaign only; null for every campaign. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    image: text('image'),
    /** Points per unit. */
    cost: integer('cost').notNull(),
    stock: integer('stock').notNull(),
    /** The lowest level that may redeem it (spec §3 Reward state `reward_user_level_id`); null for every level. */
    minimumLevel: text('minimum_level').$type<Level>(),
    /** A training (catalogue item) the member must have completed first (spec §5); null for none. */
    mandatoryTrainingId: integer('mandatory_training_id').references(() => catalogueItems.id, {
      onDelete: 'set null',
    }),
    /** Physical prizes ship and need a shipping address; vouchers and experiences do not. */
    ships: boolean('ships').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('rewards_cost_check', sql`${table.cost} > 0`),
    check('rewards_stock_check', sql`${table.stock} >= 0`),
    check(
      'rewards_minimum_level_check',
      sql`${table.minimumLevel} is null or ${table.minimumLevel} in ('basic', 'intermediate', 'highest')`,
    ),
    index('rewards_client_idx').on(table.clientId, table.departmentId, table.categoryId),
  ],
);

/**
 * A redemption (spec §3 Reward order: awaiting approval, approved, shipped, delivered, reproved). Points are
 * debited by `redeemEntryId` in the same transaction that takes the stock; reproving refunds both.
 */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    /** Copied from the reward, so category limits count what was redeemed even if the reward moves. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => siteListEntries.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitCost: integer('unit_cost').notNull(),
    totalPoints: integer('total_points').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_approval'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    /** The `redeemed` ledger entry. */
    redeemEntryId: bigint('redeem_entry_id', { mode: 'number' }).references(() => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reward_orders_status_check', sql`${table.status} in (${quoted(ORDER_STATUSES)})`),
    check('reward_orders_quantity_check', sql`${table.quantity} > 0`),
    check('reward_orders_total_check', sql`${table.totalPoints} = ${table.quantity} * ${table.unitCost}`),
    index('reward_orders_user_idx').on(table.userId, table.createdAt),
    index('reward_orders_status_idx').on(table.status, table.createdAt),
  ],
);

/** Every status an order went through, with who changed it and why (the order's audit trail). */
export const rewardOrderStatusHistory = pgTable(
  'reward_order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rewardOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    note: text('note'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('reward_order_status_history_order_idx').on(table.orderId, table.id)],
);

/** A row of `rewards`. */
export type RewardRow = typeof rewards.$inferSelect;
/** A row of `reward_orders`. */
export type RewardOrderRow = typeof rewardOrders.$inferSelect;
