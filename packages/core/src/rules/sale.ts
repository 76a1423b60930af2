import type { CampaignPeriod } from './campaign.js';
import { isDateInCampaign } from './campaign.js';
import { daysBetween, isIsoDate } from './dates.js';

/**
 * Calendar days after the sale within which it may be reported (day 15 is still allowed).
 * @see SPECIFICATION §5 Sales, §9 Sales reporting window
 * @default 15
 */
export const SALE_REPORT_WINDOW_DAYS = 15;

/**
 * Error codes of {@link checkSale}, in the order it reports them.
 * @see SPECIFICATION §5 Sales, §8 Sales and photos
 */
export const SALE_ERROR_CODES = [
  'invalid_sale_date',
  'sale_date_in_future',
  'sale_report_window_expired',
  'sale_outside_campaign',
  'invoice_number_required',
  'invoice_already_sent',
  'invoice_photo_required',
] as const;

/** An error of {@link checkSale}. */
export type SaleError = (typeof SALE_ERROR_CODES)[number];

/** What {@link checkSale} checks. */
export interface SaleCheckInput {
  /** ISO date of the sale, as the user entered it. */
  readonly saleDate: string;
  /** ISO date the sale is reported (today). */
  readonly reportDate: string;
  readonly campaign: CampaignPeriod;
  readonly invoiceNumber: string;
  /** Invoice numbers this user already sent in the campaign. */
  readonly invoiceNumbersInCampaign: readonly string[];
  /** True where phones and cameras are allowed in the store. */
  readonly invoicePhotoRequired: boolean;
  readonly hasInvoicePhoto: boolean;
}

/** Invoice numbers are compared trimmed and case-insensitively. */
function normalizeInvoice(invoiceNumber: string): string {
  return invoiceNumber.trim().toLowerCase();
}

/**
 * Every error of a sale report:
 * `invalid_sale_date` (not a real ISO date; the date checks are then skipped),
 * `sale_date_in_future` (sale after the report date),
 * `sale_report_window_expired` (more than 15 calendar days from sale to report; day 15 is allowed),
 * `sale_outside_campaign` (sale or report date outside the campaign, both ends inclusive),
 * `invoice_number_required` (blank), `invoice_already_sent` (already in the campaign, trimmed and
 * case-insensitive), `invoice_photo_required`.
 * @see SPECIFICATION §5 Sales
 * @throws {RangeError} when `reportDate` or a campaign date is malformed (those come from the system).
 * @example
 * checkSale({ saleDate: '2024-03-01', reportDate: '2024-03-17', campaign: { beginDate: '2024-01-01', endDate: '2024-03-31' },
 *   invoiceNumber: 'NF-1', invoiceNumbersInCampaign: [' nf-1 '], invoicePhotoRequired: false, hasInvoicePhoto: false })
 * // ['sale_report_window_expired', 'invoice_already_sent']
 */
export function checkSale(input: SaleCheckInput): SaleError[] {
  const errors: SaleError[] = [];
  // The report date and the campaign come from the system: malformed ones throw even when the sale
  // date is itself invalid, so a bug never hides behind a user's typo.
  const reportInCampaign = isDateInCampaign(input.reportDate, input.campaign);
  if (!isIsoDate(input.saleDate)) {
    errors.push('invalid_sale_date');
  } else {
    const days = daysBetween(input.saleDate, input.reportDate);
    if (days < 0) errors.push('sale_date_in_future');
    if (days > SALE_REPORT_WINDOW_DAYS) errors.push('sale_report_window_expired');
    if (!isDateInCampaign(input.saleDate, input.campaign) || !reportInCampaign) {
      errors.push('sale_outside_campaign');
    }
  }
  const invoice = normalizeInvoice(input.invoiceNumber);
  if (invoice === '') errors.push('invoice_number_required');
  else if (input.invoiceNumbersInCampaign.some((sent) => normalizeInvoice(sent) === invoice)) {
    errors.push('invoice_already_sent');
  }
  if (input.invoicePhotoRequired && !input.hasInvoicePhoto) errors.push('invoice_photo_required');
  return errors;
}

/** A sale refusal code: {@link checkSale}'s, or the store's non-participation (known from the campaign's stores). */
export type SaleRefusal = SaleError | 'store_not_participating';

/** A field of the sale form that a refusal code is about. */
export type SaleField = 'sale_date' | 'invoice_number' | 'invoice_photo' | 'store';

/**
 * The form field each sale refusal code belongs to: the form shows the code under it, the server answers it in
 * `field_errors` under that name.
 * @see SPECIFICATION §5 Sales, §8 Sales and photos
 */
export const SALE_ERROR_FIELDS: Readonly<Record<SaleRefusal, SaleField>> = {
  invalid_sale_date: 'sale_date',
  sale_date_in_future: 'sale_date',
  sale_report_window_expired: 'sale_date',
  sale_outside_campaign: 'sale_date',
  invoice_number_required: 'invoice_number',
  invoice_already_sent: 'invoice_number',
  invoice_photo_required: 'invoice_photo',
  store_not_participating: 'store',
};

/**
 * Refusal codes by field: the first code of each field, in the order given (the order {@link checkSale}
 * reports them).
 * @example saleFieldErrors(['sale_report_window_expired', 'sale_outside_campaign', 'invoice_already_sent'])
 * // { sale_date: 'sale_report_window_expired', invoice_number: 'invoice_already_sent' }
 */
export function saleFieldErrors(codes: readonly SaleRefusal[]): Partial<Record<SaleField, SaleRefusal>> {
  const fields: Partial<Record<SaleField, SaleRefusal>> = {};
  for (const code of codes) fields[SALE_ERROR_FIELDS[code]] ??= code;
  return fields;
}
