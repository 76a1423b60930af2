import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ledgerEntries } from './loyalty-ledger';
import { users } from './users';

/**
 * Which account a partner document belongs to: written by the first transfer to it, so a second account
 * sending to the same document is refused (`points_already_sent_with_document`); the primary key is the last
 * guard when two accounts try at once.
 */
export const transferDocuments = pgTable('transfer_documents', {
  document: text('document').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Points sent to the partner construction programme (spec §1, §5 Points transfer, §9 "transferred points must
 * be redeemed within 12 months"). A partner document receives points from one account only: the unique
 * document is the last guard of `points_already_sent_with_document`.
 */
export const pointTransfers = pgTable(
  'point_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The partner registration's document (digits only). */
    document: text('document')
      .notNull()
      .references(() => transferDocuments.document, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    /** The partner programme's reference for the credit. */
    partnerReference: text('partner_reference').notNull(),
    /** The partner role the registration held (seller, cashier, store_owner). */
    partnerRole: text('partner_role').notNull(),
    /** Last day to redeem in the partner programme (core's `transferredPointsExpiryDate`). */
    redeemBy: date('redeem_by', { mode: 'string' }).notNull(),
    /** The `transferred` ledger entry. */
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('point_transfers_points_check', sql`${table.points} > 0`),
    index('point_transfers_document_idx').on(table.document),
    index('point_transfers_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A row of `point_transfers`. */
export type PointTransferRow = typeof pointTransfers.$inferSelect;
