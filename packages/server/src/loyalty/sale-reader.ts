import type { SaleWire } from '@campus/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { loyaltyProducts, retailChains, saleLines, sales, stores, uploadedFiles, users } from '../db/schema';
import { uploadUrl } from '../uploads/upload-store';

/** A sale read for the wire, with its member (for the audit queue). */
export type SaleWithMember = SaleWire & {
  member: { id: number; username: string; full_name: string };
  unrecovered_points: number;
};

const invoicePhotos = alias(uploadedFiles, 'invoice_photos');

/** A sale line as the wire shows it. */
type SaleLine = SaleWire['products'][number];

/**
 * The sale's lines with their products' names, in entry order, as one JSON column of the sale's row: a page of
 * sales and its lines come back in one round trip.
 */
const linesColumn = sql<SaleLine[]>`(select coalesce(json_agg(json_build_object('sku', l.sku, 'name', p.name,
    'quantity', l.quantity, 'points', l.points) order by l.id), '[]'::json)
  from ${saleLines} l join ${loyaltyProducts} p on p.id = l.product_id
  where l.sale_id = ${sales.id})`;

/**
 * The select behind every sale read: a sale with its chain, store, photo, member and lines, before its filter,
 * order and page (so a route may also prepare it once, as the audit queue does).
 */
export function selectSales(db: CampusDb | CampusTransaction) {
  return db
    .select({
      sale: sales,
      chainName: retailChains.name,
      storeName: stores.name,
      photoName: invoicePhotos.name,
      username: users.username,
      fullName: users.fullName,
      lines: linesColumn,
    })
    .from(sales)
    .innerJoin(retailChains, eq(retailChains.id, sales.retailChainId))
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .innerJoin(users, eq(users.id, sales.userId))
    .leftJoin(invoicePhotos, eq(invoicePhotos.id, sales.invoicePhotoId));
}

/** A row of {@link selectSales} as the wire shows it. */
export function toSaleWire({
  sale,
  chainName,
  storeName,
  photoName,
  username,
  fullName,
  lines,
}: Awaited<ReturnType<typeof selectSales>>[number]): SaleWithMember {
  return {
    id: sale.id,
    campaign_id: sale.campaignId,
    retailer: { id: sale.retailChainId, name: chainName },
    store: { id: sale.storeId, name: storeName },
    sale_date: sale.saleDate,
    invoice_number: sale.invoiceNumber,
    observation: sale.observation,
    invoice_photo_url: photoName === null ? null : uploadUrl(photoName),
    status: sale.status,
    total_points: sale.totalPoints,
    rejection_reason: sale.rejectionReason,
    products: lines.map(({ sku, name, quantity, points }) => ({ sku, name, quantity, points })),
    created_at: sale.createdAt.toISOString(),
    member: { id: sale.userId, username, full_name: fullName },
    unrecovered_points: sale.unrecoveredPoints,
  };
}

/**
 * Sales matching `where`, in `orderBy` order, with their chain, store, photo URL and lines, as the wire shows
 * them, in one query whatever the page size.
 */
export async function readSales(
  db: CampusDb | CampusTransaction,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { readonly limit: number; readonly offset: number },
): Promise<SaleWithMember[]> {
  const rows = await selectSales(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toSaleWire);
}
