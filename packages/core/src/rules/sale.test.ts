import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import type { SaleCheckInput, SaleError, SaleRefusal } from './sale.js';
import { SALE_ERROR_CODES, SALE_ERROR_FIELDS, SALE_REPORT_WINDOW_DAYS, checkSale, saleFieldErrors } from './sale.js';

const base: SaleCheckInput = {
  saleDate: '2024-02-01',
  reportDate: '2024-02-10',
  campaign: { beginDate: '2024-01-01', endDate: '2024-03-31' },
  invoiceNumber: 'NF-100',
  invoiceNumbersInCampaign: ['NF-001', 'NF-002'],
  invoicePhotoRequired: true,
  hasInvoicePhoto: true,
};

describe('checkSale', () => {
  it('accepts a sale reported in time within the campaign', () => {
    expect(SALE_REPORT_WINDOW_DAYS).toBe(15);
    expect(checkSale(base)).toEqual([]);
  });

  it('allows day 15 and expires on day 16', () => {
    expect(checkSale({ ...base, saleDate: '2024-02-01', reportDate: '2024-02-16' })).toEqual([]);
    expect(checkSale({ ...base, saleDate: '2024-02-01', reportDate: '2024-02-17' })).toEqual([
      'sale_report_window_expired',
    ]);
    // Across the end of a leap February: 15 Feb → 1 Mar is 15 days in 2024.
    expect(checkSale({ ...base, saleDate: '2024-02-15', reportDate: '2024-03-01' })).toEqual([]);
    expect(checkSale({ ...base, saleDate: '2024-02-14', reportDate: '2024-03-01' })).toEqual([
      'sale_report_window_expired',
    ]);
  });

  it('accepts a sale reported the same day and refuses one dated after the report', () => {
    expect(checkSale({ ...base, saleDate: '2024-02-10' })).toEqual([]);
    expect(checkSale({ ...base, saleDate: '2024-02-11' })).toEqual(['sale_date_in_future']);
  });

  it('includes both campaign ends for the sale and the report date', () => {
    expect(checkSale({ ...base, saleDate: '2024-01-01', reportDate: '2024-01-01' })).toEqual([]);
    expect(checkSale({ ...base, saleDate: '2024-03-31', reportDate: '2024-03-31' })).toEqual([]);
    expect(checkSale({ ...base, saleDate: '2023-12-31', reportDate: '2024-01-02' })).toEqual(['sale_outside_campaign']);
    expect(checkSale({ ...base, saleDate: '2024-03-30', reportDate: '2024-04-01' })).toEqual(['sale_outside_campaign']);
  });

  it('refuses an invoice number already sent, trimmed and case-insensitively', () => {
    expect(checkSale({ ...base, invoiceNumber: ' nf-001 ' })).toEqual(['invoice_already_sent']);
    expect(checkSale({ ...base, invoiceNumber: 'NF-1', invoiceNumbersInCampaign: [' nf-1'] })).toEqual([
      'invoice_already_sent',
    ]);
    expect(checkSale({ ...base, invoiceNumber: 'NF-0011' })).toEqual([]);
  });

  it('needs an invoice number', () => {
    expect(checkSale({ ...base, invoiceNumber: '  ', invoiceNumbersInCampaign: [''] })).toEqual([
      'invoice_number_required',
    ]);
  });

  it('needs the invoice photo only where it is required', () => {
    expect(checkSale({ ...base, hasInvoicePhoto: false })).toEqual(['invoice_photo_required']);
    expect(checkSale({ ...base, invoicePhotoRequired: false, hasInvoicePhoto: false })).toEqual([]);
  });

  it('reports an invalid sale date and skips the date checks', () => {
    expect(checkSale({ ...base, saleDate: '' })).toEqual(['invalid_sale_date']);
    expect(checkSale({ ...base, saleDate: '2024-02-30', hasInvoicePhoto: false })).toEqual([
      'invalid_sale_date',
      'invoice_photo_required',
    ]);
  });

  it('throws on a malformed report or campaign date', () => {
    expect(() => checkSale({ ...base, reportDate: '10/02/2024' })).toThrow(RangeError);
    expect(() => checkSale({ ...base, saleDate: 'x', campaign: { beginDate: '2024-01-01', endDate: '' } })).toThrow(
      RangeError,
    );
  });

  it('reports several errors at once, in a stable order', () => {
    expect(
      checkSale({
        ...base,
        saleDate: '2023-12-01',
        reportDate: '2024-01-05',
        invoiceNumber: 'nf-002',
        hasInvoicePhoto: false,
      }),
    ).toEqual([
      'sale_report_window_expired',
      'sale_outside_campaign',
      'invoice_already_sent',
      'invoice_photo_required',
    ]);
  });

  it('property: returns exactly the set of violated conditions', () => {
    const campaign = { beginDate: '2024-01-10', endDate: '2024-03-20' };
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 100 }),
        fc.integer({ min: -30, max: 100 }),
        fc.constantFrom('A-1', ' a-1 ', 'B-2', '', '  '),
        fc.array(fc.constantFrom('A-1', 'C-3', ''), { maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        (saleOffset, reportOffset, invoiceNumber, sent, invoicePhotoRequired, hasInvoicePhoto) => {
          // Offsets from 2024-01-01, so dates fall before, inside and after the campaign.
          const saleDate = addDays('2024-01-01', saleOffset);
          const reportDate = addDays('2024-01-01', reportOffset);
          const inCampaign = (offset: number): boolean => offset >= 9 && offset <= 79;
          const expected = new Set<SaleError>();
          if (saleOffset > reportOffset) expected.add('sale_date_in_future');
          if (reportOffset - saleOffset > 15) expected.add('sale_report_window_expired');
          if (!inCampaign(saleOffset) || !inCampaign(reportOffset)) expected.add('sale_outside_campaign');
          const invoice = invoiceNumber.trim().toLowerCase();
          if (invoice === '') expected.add('invoice_number_required');
          else if (sent.some((s) => s.toLowerCase() === invoice)) expected.add('invoice_already_sent');
          if (invoicePhotoRequired && !hasInvoicePhoto) expected.add('invoice_photo_required');

          const errors = checkSale({
            saleDate,
            reportDate,
            campaign,
            invoiceNumber,
            invoiceNumbersInCampaign: sent,
            invoicePhotoRequired,
            hasInvoicePhoto,
          });
          expect(new Set(errors)).toEqual(expected);
          expect(errors).toHaveLength(expected.size);
          // Always in the documented order.
          expect(errors).toEqual(SALE_ERROR_CODES.filter((code) => expected.has(code)));
        },
      ),
    );
  });
});

describe('SALE_ERROR_FIELDS and saleFieldErrors', () => {
  it('name a form field for every refusal code', () => {
    expect(Object.keys(SALE_ERROR_FIELDS).sort()).toEqual([...SALE_ERROR_CODES, 'store_not_participating'].sort());
    expect(SALE_ERROR_FIELDS).toMatchObject({
      invalid_sale_date: 'sale_date',
      sale_report_window_expired: 'sale_date',
      invoice_already_sent: 'invoice_number',
      invoice_photo_required: 'invoice_photo',
      store_not_participating: 'store',
    });
  });

  it('keeps the first code of each field, in the order given', () => {
    expect(saleFieldErrors(['sale_report_window_expired', 'sale_outside_campaign', 'invoice_already_sent'])).toEqual({
      sale_date: 'sale_report_window_expired',
      invoice_number: 'invoice_already_sent',
    });
    expect(saleFieldErrors([])).toEqual({});
  });

  it('answers, for any codes, exactly their fields, each with the first of its codes', () => {
    const refusal = fc.constantFrom<SaleRefusal>(...SALE_ERROR_CODES, 'store_not_participating');
    fc.assert(
      fc.property(fc.array(refusal, { maxLength: 12 }), (codes) => {
        const byField = saleFieldErrors(codes);
        expect(Object.keys(byField).sort()).toEqual([...new Set(codes.map((code) => SALE_ERROR_FIELDS[code]))].sort());
        for (const [field, code] of Object.entries(byField)) {
          expect(code).toBe(codes.find((candidate) => SALE_ERROR_FIELDS[candidate] === field));
        }
      }),
    );
  });
});
