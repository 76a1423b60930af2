import { LEVEL_MULTIPLIERS, checkSale, linePoints, promotionMultiplierFor, saleFieldErrors } from '@campus/core/rules';
import type { SaleCreated, SaleProducts } from '@campus/core/schemas';
import type { SaleRefusal } from '@campus/core/rules';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaignPromotions, loyaltyProducts, saleLines, sales } from '../../db/schema';
import type { CampaignRow, LedgerEntryRow, LoyaltyProductRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PendingUploads } from '../../uploads/pending-uploads';
import type { SanitizedImage } from '../../uploads/sanitize-image';
import { storeUpload } from '../../uploads/upload-store';
import { findActiveCampaign } from '../campaign-lookup';
import type { PointsEarned } from './points-upload';
import { lockPointAccount } from '../ledger-account';
import type { LockedAccount } from '../ledger-account';
import { creditPoints } from '../ledger';
import { addLevelPoints, lockMemberLevel } from '../levels';
import { readSales } from '../sale-reader';
import { readPage } from '../../shared/pagination';
import type { PageRequest } from '../../shared/pagination';
import { isStoreParticipating, requireMemberStore } from './member-stores';

/** A sale as the member reported it (form fields already parsed). */
export interface SaleReport {
  readonly userId: number;
  readonly clientId: number;
  /** The product's today (report date). */
  readonly today: string;
  readonly retailerId: number;
  readonly storeId: number;
  readonly saleDate: string;
  readonly invoiceNumber: string;
  readonly observation: string;
  readonly products: SaleProducts;
  /** The sanitized invoice photo, or null when none was sent. */
  readonly invoicePhoto: SanitizedImage | null;
}

/** The 422 of a refused sale: the first code, and every code by field (core's `saleFieldErrors`, as the form). */
function saleRefusal(codes: readonly SaleRefusal[]): ApiError {
  return new ApiError(422, codes[0] ?? 'invalid_request', {}, { fieldErrors: saleFieldErrors(codes) });
}

/** The 422 of a duplicate invoice, also used when the unique index catches a concurrent duplicate. */
export function invoiceAlreadySent(): ApiError {
  return saleRefusal(['invoice_already_sent']);
}

/**
 * Records a sale and credits its points at once (spec §4 "credited immediately but may be audited"), inside
 * the caller's transaction: the member's point account is locked first (so two reports by one member queue),
 * then core's `checkSale` (15-day window, campaign period, duplicate invoice in the campaign, invoice photo
 * where cameras are allowed) and the store's participation decide; points are the lines' unit points × level
 * multiplier × promotion multiplier. A concurrent duplicate from another member is stopped by the unique
 * index `sales_invoice_unique` (the route maps it to `invoice_already_sent`).
 * @param uploads where the invoice photo's bytes go (`withUploadCleanup` in the route).
 * @throws 422 with the first rule code (`field_errors` has all), `no_active_campaign`, `store_not_linked`,
 *   `unknown_product`.
 */
export async function recordSale(
  tx: CampusTransaction,
  report: SaleReport,
  uploads: PendingUploads,
): Promise<PointsEarned<SaleCreated>> {
  const campaign = await findActiveCampaign(tx, report.clientId, report.today);
  if (!campaign) throw new ApiError(422, 'no_active_campaign');
  const store = await requireMemberStore(tx, report, report.storeId, { retailerId: report.retailerId });
  const account = await lockPointAccount(tx, report.userId, report.today);

  const invoiceKey = report.invoiceNumber.trim().toLowerCase();
  const sameInvoice =
    invoiceKey === ''
      ? []
      : await tx
          .select({ invoiceNumber: sales.invoiceNumber })
          .from(sales)
          .where(
            and(eq(sales.campaignId, campaign.id), eq(sales.invoiceKey, invoiceKey), ne(sales.status, 'rejected')),
          );
  const codes: SaleRefusal[] = checkSale({
    saleDate: report.saleDate,
    reportDate: report.today,
    campaign: { beginDate: campaign.beginDate, endDate: campaign.endDate },
    invoiceNumber: report.invoiceNumber,
    invoiceNumbersInCampaign: sameInvoice.map((row) => row.invoiceNumber),
    invoicePhotoRequired: store.camerasAllowed,
    hasInvoicePhoto: report.invoicePhoto !== null,
  });
  if (!(await isStoreParticipating(tx, campaign.id, store.id))) codes.push('store_not_participating');
  if (codes.length > 0) throw saleRefusal(codes);

  const skus = report.products.map((line) => line.sku.trim().toUpperCase());
  const products = await tx
    .select()
    .from(loyaltyProducts)
    .where(
      and(
        eq(loyaltyProducts.clientId, report.clientId),
        eq(loyaltyProducts.isActive, true),
        inArray(sql`upper(${loyaltyProducts.sku})`, skus),
      ),
    );
  const bySku = new Map(products.map((product) => [product.sku.toUpperCase(), product]));
  const unknown = skus.findIndex((sku) => !bySku.has(sku));
  if (unknown !== -1) {
    throw new ApiError(422, 'unknown_product', {}, { fieldErrors: { [`products.${unknown}.sku`]: 'unknown_product' } });
  }

  const level = await lockMemberLevel(tx, report.userId, campaign);
  const levelMultiplier = LEVEL_MULTIPLIERS[level.level];
  const promotions = await tx.select().from(campaignPromotions).where(eq(campaignPromotions.campaignId, campaign.id));
  const lines = report.products.map((line, index) => {
    const product = bySku.get(skus[index] ?? '');
    if (!product) throw new Error('product vanished');
    const promotion = promotionMultiplierFor(promotions, product.id, report.saleDate);
    return {
      product,
      quantity: line.quantity,
      promotion,
      points: linePoints(product.points, line.quantity, levelMultiplier, promotion),
    };
  });
  const totalPoints = lines.reduce((sum, line) => sum + line.points, 0);

  const photo = report.invoicePhoto
    ? await storeUpload(tx, uploads, report.userId, 'invoice_photo', report.invoicePhoto)
    : null;
  const [sale] = await tx
    .insert(sales)
    .values({
      userId: report.userId,
      campaignId: campaign.id,
      retailChainId: store.chainId,
      storeId: store.id,
      saleDate: report.saleDate,
      invoiceNumber: report.invoiceNumber.trim(),
      invoiceKey,
      invoicePhotoId: photo?.id ?? null,
      observation: report.observation.trim(),
      totalPoints,
      levelMultiplier,
    })
    .returning({ id: sales.id });
  if (!sale) throw new Error('sale not written');
  await insertSaleLines(tx, sale.id, lines);
  let request = null;
  if (totalPoints > 0) {
    await creditSalePoints(account, sale.id, totalPoints, campaign);
    request = await addLevelPoints(tx, report.userId, campaign, totalPoints, level);
  }
  // A level request opened by this sale puts it under audit with the member's other credited sales.
  const answer = { id: sale.id, total_points: totalPoints, status: request ? 'under_audit' : 'credited' } as const;
  return { answer, campaignId: campaign.id };
}

/** `GET /api/sales/` filters: a page, and optionally one campaign. */
export interface MemberSalesQuery extends PageRequest {
  readonly campaign?: number | undefined;
}

/**
 * The member's own sales, newest first, one page (links keep the request's filters): each with its status
 * and rejection reason, without the audit bookkeeping (the member and unrecovered points).
 */
export async function listMemberSales(db: CampusDb, userId: number, requestUrl: string, query: MemberSalesQuery) {
  const where = and(
    eq(sales.userId, userId),
    query.campaign === undefined ? undefined : eq(sales.campaignId, query.campaign),
  );
  return readPage(requestUrl, query, db.select({ value: count() }).from(sales).where(where), async (page) => {
    const results = await readSales(db, where, [desc(sales.createdAt), desc(sales.id)], page);
    return results.map(({ member: _member, unrecovered_points: _unrecovered, ...sale }) => sale);
  });
}

/** A priced line of a sale: the product, its units, the promotion multiplier of the sale day and the points. */
export interface PricedSaleLine {
  readonly product: Pick<LoyaltyProductRow, 'id' | 'sku' | 'points'>;
  readonly quantity: number;
  readonly promotion: number;
  readonly points: number;
}

/**
 * Credits a sale's points: `earned` (so they count as experience too), in the sale's campaign and spendable
 * until its last day. The demo history credits its sales the same way.
 */
export function creditSalePoints(
  account: LockedAccount,
  saleId: number,
  points: number,
  campaign: Pick<CampaignRow, 'id' | 'endDate'>,
): Promise<LedgerEntryRow> {
  return creditPoints(account, {
    kind: 'earned',
    sourceType: 'sale',
    sourceId: saleId,
    points,
    campaignId: campaign.id,
    expiresOn: campaign.endDate,
  });
}

/** Writes a sale's lines with the unit points and multipliers they were priced with (kept for audits). */
export async function insertSaleLines(
  tx: CampusTransaction,
  saleId: number,
  lines: readonly PricedSaleLine[],
): Promise<void> {
  await tx.insert(saleLines).values(
    lines.map((line) => ({
      saleId,
      productId: line.product.id,
      sku: line.product.sku,
      quantity: line.quantity,
      unitPoints: line.product.points,
      promotionMultiplier: line.promotion,
      points: line.points,
    })),
  );
}
