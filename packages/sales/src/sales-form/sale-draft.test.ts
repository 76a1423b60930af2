import { describe, expect, it } from 'vitest';
import { addDays } from '@campus/core/rules';
import { products, sale, salesInEveryStatus, stores, TODAY } from '../testing/sales-fixtures.test-util.js';
import { chooseLevel, newProductLine } from './product-choices.js';
import {
  checkDraft,
  draftFingerprint,
  draftFromSale,
  emptyDraft,
  estimateTotal,
  saleProductsOf,
} from './sale-draft.js';
import type { DraftContext, SaleDraft } from './sale-draft.js';

const all = products();
const paulista = stores().retailers[0]?.stores[1];
const campaign = { beginDate: addDays(TODAY, -30), endDate: addDays(TODAY, 45) };
const context: DraftContext = {
  store: paulista,
  campaign,
  today: TODAY,
  invoicesSent: ['NF-1'],
  hasInvoicePhoto: true,
  products: all,
};
const valid: SaleDraft = {
  retailer: '1',
  store: '11',
  saleDate: addDays(TODAY, -15),
  invoiceNumber: 'NF-2',
  observation: '',
  lines: [{ ...chooseLevel(all, newProductLine(), 'sku', 'NB-AUR-I5-13'), quantity: '2' }],
};

describe('checkDraft', () => {
  it('accepts a complete sale on the 15th day', () => {
    expect(checkDraft(valid, context)).toEqual({});
    expect(saleProductsOf(valid)).toEqual([{ sku: 'NB-AUR-I5-13', quantity: 2 }]);
  });

  it('reports the core rules on their fields', () => {
    expect(
      checkDraft(
        { ...valid, saleDate: addDays(TODAY, -16), invoiceNumber: ' nf-1 ' },
        { ...context, hasInvoicePhoto: false },
      ),
    ).toEqual({
      sale_date: 'sale_report_window_expired',
      invoice_number: 'invoice_already_sent',
      invoice_photo: 'invoice_photo_required',
    });
    const late = { beginDate: addDays(TODAY, -5), endDate: addDays(TODAY, 5) };
    expect(checkDraft({ ...valid, saleDate: addDays(TODAY, -6) }, { ...context, campaign: late })).toEqual({
      sale_date: 'sale_outside_campaign',
    });
  });

  it('checks the window alone when the campaign is unknown', () => {
    expect(checkDraft(valid, { ...context, campaign: null })).toEqual({});
    expect(checkDraft({ ...valid, saleDate: addDays(TODAY, -16) }, { ...context, campaign: null })).toHaveProperty(
      'sale_date',
    );
  });

  it('asks for every choice and checks lines, quantities and text length', () => {
    const draft = { ...emptyDraft(), observation: 'x'.repeat(257) };
    expect(checkDraft(draft, { ...context, store: undefined })).toMatchObject({
      retailer: 'retailer_required',
      store: 'store_choice_required',
      sale_date: 'invalid_sale_date',
      invoice_number: 'invoice_number_required',
      'products.0.sku': 'product_required',
      observation: 'text_too_long',
    });
    const twice = {
      ...valid,
      lines: [valid.lines[0], { ...valid.lines[0], key: 'other', quantity: '0' }],
    } as SaleDraft;
    expect(checkDraft(twice, context)).toEqual({
      'products.1.sku': 'duplicate_product',
      'products.1.quantity': 'invalid_quantity',
    });
    expect(checkDraft({ ...valid, lines: [] }, context)).toEqual({ products: 'products_required' });
  });

  it('refuses a store outside the campaign', () => {
    const valeSul = stores().retailers[1]?.stores[0];
    expect(checkDraft({ ...valid, retailer: '2', store: '21' }, { ...context, store: valeSul })).toEqual({
      store: 'store_not_participating',
    });
  });
});

describe('the points estimate and the draft from a rejected sale', () => {
  it('multiplies unit points by quantity and the level, rounding like the server', () => {
    expect(estimateTotal(valid, all, 1.5)).toBe(900);
    const odd = { ...valid, lines: [{ ...chooseLevel(all, newProductLine(), 'sku', 'MN-DEL-27'), quantity: '3' }] };
    expect(estimateTotal(odd, all, 1.5)).toBe(360);
  });

  it('prefills every field but the photo', () => {
    const rejected = salesInEveryStatus()[1] ?? sale();
    const draft = draftFromSale(rejected, all);
    expect(draft).toMatchObject({
      retailer: '1',
      store: '11',
      invoiceNumber: 'NF-0999',
      observation: 'Cliente corporativo',
    });
    expect(draft.lines.map((line) => [line.sku, line.quantity, line.brand])).toEqual([
      ['NB-BRI-I3-12', '1', 'Brisa'],
      ['MN-DEL-27', '3', 'Delta'],
    ]);
  });

  it('fingerprints the body: the same draft twice is one write, an edit another', () => {
    expect(draftFingerprint(valid, null)).toBe(draftFingerprint({ ...valid }, null));
    expect(draftFingerprint({ ...valid, invoiceNumber: 'NF-3' }, null)).not.toBe(draftFingerprint(valid, null));
  });
});
