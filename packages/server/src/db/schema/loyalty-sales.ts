import { SALE_STATUSES } from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { campaigns } from './content';
import { loyaltyProducts, photoTypes } from './loyalty-catalogue';
import { uploadedFiles } from './loyalty-uploads';
import { retailChains, stores } from './organisations';
import { users } from './users';

/*
 * Sales with invoices and store photos (spec §3 Sale and Photo upload, §5 Sales and Photo upload). Points are
 * credited to the ledger the moment a sale or photo is accepted (spec §4 "credited immediately but may be
 * audited"); an audit rejection reverses them with a ledger entry and never deletes the sale.
 */

/**
 * Sale statuses, core's list: `credited` (points credited, not audited yet), `under_audit` (the member's
 * level-up waits for the programme administrator to audit the invoices, spec §4), `approved`, `rejected`
 * (points reversed; the member may send the invoice again).
 */
export { SALE_STATUSES };

/** A sale status. */
export type SaleStatus = (typeof SALE_STATUSES)[number];

const saleStatusList = sql.raw(SALE_STATUSES.map((status) => `'${status}'`).join(', '));

/** A reported sale (header of spec §3 Sale). */
export const sales = pgTable(
  'sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    retailChainId: integer('retail_chain_id')
      .notNull()
      .references(() => retailChains.id, { onDelete: 'restrict' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    /** As the member typed it (trimmed). */
    invoiceNumber: text('invoice_number').notNull(),
    /** Trimmed and lower-cased, as core's `checkSale` compares invoice numbers: the duplicate guard's key. */
    invoiceKey: text('invoice_key').notNull(),
    invoicePhotoId: integer('invoice_photo_id').references(() => uploadedFiles.id, { onDelete: 'restrict' }),
    observation: text('observation').notNull().default(''),
    status: text('status').$type<SaleStatus>().notNull().default('credited'),
    /** Points credited, multipliers applied (sum of the lines). */
    totalPoints: integer('total_points').notNull(),
    /** The member's level multiplier when the sale was credited (core's LEVEL_MULTIPLIERS). */
    levelMultiplier: numeric('level_multiplier', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    /** Shown to the member on rejection. */
    rejectionReason: text('rejection_reason'),
    /**
     * Points a rejection could not take back because the member had already spent them (a balance never goes
     * below zero); the programme administrator follows these up (or blocks the member).
     */
    unrecoveredPoints: integer('unrecovered_points').notNull().default(0),
    auditedBy: integer('audited_by').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: timestamp('audited_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('sales_status_check', sql`${table.status} in (${saleStatusList})`),
    check('sales_total_points_check', sql`${table.totalPoints} >= 0`),
    check('sales_rejection_reason_check', sql`${table.status} <> 'rejected' or ${table.rejectionReason} is not null`),
    // The last guard against a duplicate invoice in a campaign (spec §5): a rejected sale frees its number.
    uniqueIndex('sales_invoice_unique')
      .on(table.campaignId, table.invoiceKey)
      .where(sql`${table.status} <> 'rejected'`),
    index('sales_user_idx').on(table.userId, table.createdAt),
    index('sales_status_idx').on(table.status, table.createdAt),
  ],
);

/** A product line of a sale (spec §3 Sale products), with the points it earned. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => loyaltyProducts.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** The product's points per unit when the sale was credited. */
    unitPoints: integer('unit_points').notNull(),
    /** The promotion multiplier applied (1 without a promotion). */
    promotionMultiplier: numeric('promotion_multiplier', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    points: integer('points').notNull(),
  },
  (table) => [
    unique('sale_lines_product_unique').on(table.saleId, table.productId),
    check('sale_lines_quantity_check', sql`${table.quantity} > 0`),
    check('sale_lines_points_check', sql`${table.points} >= 0`),
  ],
);

/**
 * Store photos (spec §5 Photo upload): one per type, store and Monday–Sunday week, whoever sends it; the
 * unique constraint is the last guard of that limit.
 */
export const storePhotos = pgTable(
  'store_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    photoTypeId: integer('photo_type_id')
      .notNull()
      .references(() => photoTypes.id, { onDelete: 'restrict' }),
    /** The Monday of the upload's week (core's `photoWeekStart`). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('store_photos_week_unique').on(table.photoTypeId, table.storeId, table.weekStart),
    index('store_photos_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A row of `sales`. */
export type SaleRow = typeof sales.$inferSelect;
/** A row of `sale_lines`. */
export type SaleLineRow = typeof saleLines.$inferSelect;
/** A row of `store_photos`. */
export type StorePhotoRow = typeof storePhotos.$inferSelect;
