import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { campaigns } from './content';
import type { LocalizedNames } from './content';
import { stores } from './organisations';

/*
 * What the loyalty programme earns points on (spec §1 programme, §3 Sale and Photo upload, §9 multipliers):
 * which stores take part in which campaign, the products a sale lists and the store-photo types. Points per
 * unit are copied onto each sale line, so editing a product never changes a sale already credited.
 */

/**
 * Stores taking part in a campaign (spec §8 "store not participating in the campaign"). A sale or photo for a
 * store without a row here is refused with `store_not_participating`.
 */
export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.storeId] }),
    index('campaign_stores_store_idx').on(table.storeId),
  ],
);

/**
 * Loyalty settings of a store. `camerasAllowed`: phones and cameras are allowed inside, so the invoice photo
 * is mandatory there (spec §5 Sales). A store without a row allows them (the stricter default).
 */
export const storeLoyaltySettings = pgTable('store_loyalty_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  camerasAllowed: boolean('cameras_allowed').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Products a sale may list (spec §3 Sale products: brand, product type, processor and generation, form factor,
 * SKU), with the points one unit earns. SKUs are unique per client, compared as typed (upper case by convention).
 */
export const loyaltyProducts = pgTable(
  'loyalty_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    productType: text('product_type').notNull(),
    processor: text('processor'),
    processorGeneration: text('processor_generation'),
    formFactor: text('form_factor'),
    /** Points per unit before multipliers. */
    points: integer('points').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('loyalty_products_sku_unique').on(table.clientId, table.sku),
    check('loyalty_products_points_check', sql`${table.points} > 0`),
  ],
);

/**
 * A promotion within a campaign (spec §9 "points multipliers in promotions: 1.5 and 2"): sales dated between
 * its days (inclusive) earn `multiplier` times, for one product or (null) every product. When promotions
 * overlap, the highest multiplier wins; promotions never stack.
 */
export const campaignPromotions = pgTable(
  'campaign_promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => loyaltyProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    multiplier: numeric('multiplier', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('campaign_promotions_multiplier_check', sql`${table.multiplier} in (1.5, 2)`),
    check('campaign_promotions_period_check', sql`${table.beginDate} <= ${table.endDate}`),
    index('campaign_promotions_campaign_idx').on(table.campaignId, table.beginDate),
  ],
);

/** Store-photo types (spec §3 Photo upload: photo type and store), with the points an accepted photo earns. */
export const photoTypes = pgTable(
  'photo_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** What the photo must show, per locale. */
    descriptions: jsonb('descriptions')
      .$type<LocalizedNames>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    points: integer('points').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('photo_types_points_check', sql`${table.points} >= 0`),
    index('photo_types_client_idx').on(table.clientId, table.position),
  ],
);

/** A row of `loyalty_products`. */
export type LoyaltyProductRow = typeof loyaltyProducts.$inferSelect;
/** A row of `campaign_promotions`. */
export type CampaignPromotionRow = typeof campaignPromotions.$inferSelect;
/** A row of `photo_types`. */
export type PhotoTypeRow = typeof photoTypes.$inferSelect;
