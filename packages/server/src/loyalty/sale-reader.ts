import type { SaleWire } from '@campus/core/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
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

/**
 * Sales matching `where`, in `orderBy` order, with their chain, store, photo URL and lines, as the wire shows
 * them. Two queries whatever the page size (sales, then every line of those sales).
 */
export async function readSales(
  db: CampusDb | CampusTransaction,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { readonly limit: number; readonly offset: number },
): Promise<SaleWithMember[]> {
  const rows = await db
    .select({
      sale: sales,
      chainName: retailChains.name,
      storeName: stores.name,
      photoName: invoicePhotos.name,
      username: users.username,
      fullName: users.fullName,
    })
    .from(sales)
    .innerJoin(retailChains, eq(retailChains.id, sales.retailChainId))
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .innerJoin(users, eq(users.id, sales.userId))
    .leftJoin(invoicePhotos, eq(invoicePhotos.id, sales.invoicePhotoId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.sale.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            saleId: saleLines.saleId,
            sku: saleLines.sku,
            name: loyaltyProducts.name,
            quantity: saleLines.quantity,
            points: saleLines.points,
          })
          .from(saleLines)
          .innerJoin(loyaltyProducts, eq(loyaltyProducts.id, saleLines.productId))
          .where(inArray(saleLines.saleId, ids))
          .orderBy(asc(saleLines.id));
  return rows.map(({ sale, chainName, storeName, photoName, username, fullName }) => ({
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
    products: lines
      .filter((line) => line.saleId === sale.id)
      .map(({ sku, name, quantity, points }) => ({ sku, name, quantity, points })),
    created_at: sale.createdAt.toISOString(),
    member: { id: sale.userId, username, full_name: fullName },
    unrecovered_points: sale.unrecoveredPoints,
  }));
}
