import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { productToday } from './sales-form';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { expectNoBlockingViolations } from './axe';

/*
 * What the ranking embedding tests do through the reference API itself, as another member would while the
 * page is open: the demo `owner` reports a sale at a store of theirs that forbids cameras (no invoice photo,
 * docs/demo.md: Horizonte Centro), with an invoice number no run has used.
 */

interface StoresAnswer {
  retailers: { id: number; stores: { id: number; participating: boolean; invoice_photo_required: boolean }[] }[];
}

/** A sale the owner reported: the points it credited. */
export interface OwnerSale {
  invoice: string;
  points: number;
}

/** Signs the owner in (password grant with the client's basic credentials) and reports one sale. */
export async function ownerReportsSale(request: APIRequestContext, api: string): Promise<OwnerSale> {
  const token = await request.post(`${api}/o/token/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    form: { grant_type: 'password', username: 'owner', password: DEMO_PASSWORD },
  });
  expect(token.status(), 'the owner signs in').toBe(200);
  const headers = { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  const stores = (await (await request.get(`${api}/api/stores/`, { headers })).json()) as StoresAnswer;
  const retailer = stores.retailers.find((chain) =>
    chain.stores.some((store) => store.participating && !store.invoice_photo_required),
  );
  const store = retailer?.stores.find((entry) => entry.participating && !entry.invoice_photo_required);
  expect(store, 'the owner has a participating store without cameras').toBeDefined();
  const products = (await (await request.get(`${api}/api/products/`, { headers })).json()) as {
    products: { sku: string }[];
  };
  const invoice = `RANK-E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const answer = await request.post(`${api}/api/sales/`, {
    headers: { ...headers, 'idempotency-key': invoice },
    multipart: {
      retailer: String(retailer?.id),
      store: String(store?.id),
      sale_date: productToday(),
      invoice_number: invoice,
      observation: 'ranking embedding test',
      products: JSON.stringify([{ sku: products.products[0]?.sku, quantity: 1 }]),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { invoice, points: ((await answer.json()) as { total_points: number }).total_points };
}

/**
 * Fails on any serious or critical axe violation inside one element (its shadow root included): the partner page
 * holds other teams' widgets, whose findings are theirs to fix.
 */
export async function expectElementAccessible(page: Page, selector: string, label: string): Promise<void> {
  await expectNoBlockingViolations(page, label, selector);
}
