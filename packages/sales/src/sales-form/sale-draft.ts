import {
  addDays,
  checkSale,
  isSaleQuantity,
  isTextWithinLimit,
  linePoints,
  SALE_QUANTITY_MAX,
  SALE_REPORT_WINDOW_DAYS,
  saleFieldErrors,
} from '@campus/core/rules';
import type { LoyaltyProduct, LoyaltyStore, SaleProducts, SaleWire } from '@campus/core/schemas';
import type { CampaignPeriod, SaleField } from '@campus/core/rules';
import { lineForProduct, newProductLine, productOf } from './product-choices.js';
import type { ProductLine } from './product-choices.js';

/** What the person has typed so far in the sale form; kept whole across errors, tabs and retries. */
export interface SaleDraft {
  /** Retail chain id, `''` until chosen. */
  readonly retailer: string;
  /** Store id, `''` until chosen. */
  readonly store: string;
  /** ISO date, `''` until chosen. */
  readonly saleDate: string;
  readonly invoiceNumber: string;
  readonly observation: string;
  readonly lines: readonly ProductLine[];
}

/** An empty draft with one product line. */
export function emptyDraft(): SaleDraft {
  return { retailer: '', store: '', saleDate: '', invoiceNumber: '', observation: '', lines: [newProductLine()] };
}

/**
 * A draft from a rejected sale, to correct and send again (a rejection frees its invoice number). The invoice
 * photo is not copied: the person attaches it again.
 */
export function draftFromSale(sale: SaleWire, products: readonly LoyaltyProduct[]): SaleDraft {
  const lines = sale.products.map((line) => {
    const blank = { ...newProductLine(), quantity: String(line.quantity) };
    const product = products.find((candidate) => candidate.sku.toUpperCase() === line.sku.toUpperCase());
    return product ? lineForProduct(blank, product) : blank;
  });
  return {
    retailer: String(sale.retailer.id),
    store: String(sale.store.id),
    saleDate: sale.sale_date,
    invoiceNumber: sale.invoice_number,
    observation: sale.observation,
    lines: lines.length > 0 ? lines : [newProductLine()],
  };
}

/** What {@link checkDraft} needs besides the draft. */
export interface DraftContext {
  /** The chosen store, when the draft names one of the member's stores. */
  readonly store: LoyaltyStore | undefined;
  /** The active campaign's period; `null` when the server does not say (sales are checked on the window only). */
  readonly campaign: CampaignPeriod | null;
  /** Today as the programme counts days. */
  readonly today: string;
  /** Invoice numbers the member already sent in the active campaign (not rejected ones). */
  readonly invoicesSent: readonly string[];
  readonly hasInvoicePhoto: boolean;
  readonly products: readonly LoyaltyProduct[];
}

/** Quantity of a line: 1 to 9 999 units (core's `SALE_QUANTITY_MAX`, the server's limit). */
export const MAX_QUANTITY = SALE_QUANTITY_MAX;

/** The quantity typed, as a whole number of units, or `undefined` when it is not one from 1 to 9 999. */
export function quantityOf(line: ProductLine): number | undefined {
  if (!/^\d+$/.test(line.quantity.trim())) return undefined;
  const quantity = Number(line.quantity);
  return isSaleQuantity(quantity) ? quantity : undefined;
}

/**
 * Every rule error of the draft, one code per field (`sale_date`, `invoice_number`, `products.0.sku` …), in
 * the order of the form. Sale rules are core's `checkSale` — the function the server decides with — plus
 * the store's participation, the required choices, the product lines and the 256-character text limit.
 */
export function checkDraft(draft: SaleDraft, context: DraftContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, code: string) => {
    errors[field] ??= code;
  };
  if (draft.retailer === '') add('retailer', 'retailer_required');
  if (draft.store === '') add('store', 'store_choice_required');
  else if (context.store && !context.store.participating) add('store', 'store_not_participating');

  // Without the campaign's dates the window alone is checked; the server still decides on the campaign.
  const campaign = context.campaign ?? {
    beginDate: addDays(context.today, -SALE_REPORT_WINDOW_DAYS),
    endDate: context.today,
  };
  const codes = checkSale({
    saleDate: draft.saleDate,
    reportDate: context.today,
    campaign,
    invoiceNumber: draft.invoiceNumber,
    invoiceNumbersInCampaign: context.invoicesSent,
    invoicePhotoRequired: context.store?.invoice_photo_required ?? false,
    hasInvoicePhoto: context.hasInvoicePhoto,
  });
  // Core's field map, as the server's `field_errors`: the first code of each field.
  const byField = saleFieldErrors(codes);
  const fieldOrder: readonly SaleField[] = ['sale_date', 'invoice_number', 'invoice_photo'];
  for (const field of fieldOrder) {
    const code = byField[field];
    if (code) add(field, code);
  }

  if (draft.lines.length === 0) add('products', 'products_required');
  const seen = new Set<string>();
  draft.lines.forEach((line, index) => {
    const product = productOf(context.products, line);
    if (!product) add(`products.${index}.sku`, 'product_required');
    else if (seen.has(product.sku)) add(`products.${index}.sku`, 'duplicate_product');
    else seen.add(product.sku);
    if (quantityOf(line) === undefined) add(`products.${index}.quantity`, 'invalid_quantity');
  });
  if (!isTextWithinLimit(draft.observation)) add('observation', 'text_too_long');
  return errors;
}

/** The `products` field of the request. Call after {@link checkDraft} found nothing. */
export function saleProductsOf(draft: SaleDraft): SaleProducts {
  return draft.lines.map((line) => ({ sku: line.sku, quantity: quantityOf(line) ?? 1 }));
}

/** The points a line earns, estimated: core's `linePoints` (the server's formula) without a promotion. */
export function estimateLinePoints(
  product: LoyaltyProduct | undefined,
  quantity: number | undefined,
  multiplier: number,
) {
  if (!product || quantity === undefined) return 0;
  return linePoints(product.points, quantity, multiplier);
}

/** The estimated total of the draft's lines (promotions are only known to the server). */
export function estimateTotal(draft: SaleDraft, products: readonly LoyaltyProduct[], multiplier: number): number {
  return draft.lines.reduce(
    (sum, line) => sum + estimateLinePoints(productOf(products, line), quantityOf(line), multiplier),
    0,
  );
}

/**
 * What identifies one logical write: the request's text fields and the photo's identity. The same draft sent
 * twice (a retry) gets the same idempotency key; any edit gets a new one.
 */
export function draftFingerprint(draft: SaleDraft, photo: File | null): string {
  const { lines, ...fields } = draft;
  return JSON.stringify({
    fields,
    lines: lines.map((line) => [line.sku, line.quantity]),
    photo: photo ? [photo.name, photo.size, photo.lastModified] : null,
  });
}
