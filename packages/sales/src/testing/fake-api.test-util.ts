// The sales widgets' fake API for tests and stories: the sales and photo calls of the reference server
// (packages/server/src/routes/loyalty) as a route table of the test kit (`@campus/core/testing`), with the
// server's rules (the duplicate invoice, a store outside the campaign, one photo per type and store a week),
// answered from fixtures with their wire schemas. Requests (multipart uploads included), failures and
// Idempotency-Key replays are the kit's; uploads go through the kit's `createFakeXhr`. Test-only.
import { LOYALTY_PATHS } from '@campus/core/api';
import {
  campaignsResponseSchema,
  levelsResponseSchema,
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  paginatedSchema,
  photoCreatedSchema,
  photoLimitsResponseSchema,
  photoTypesResponseSchema,
  saleCreatedSchema,
  saleSchema,
  selectCampaignResponseSchema,
} from '@campus/core/schemas';
import { addDays, photoWeekStart } from '@campus/core/rules';
import type { CampaignsResponse, LoyaltyStoresResponse, PhotoTypesResponse, SaleWire } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, pageOf } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import {
  ACTIVE_CAMPAIGN_ID,
  campaigns,
  levels,
  photoTypes,
  products,
  stores,
  TODAY,
} from './sales-fixtures.test-util.js';

/** What the fake serves. */
export interface SalesApiOptions {
  sales?: SaleWire[];
  campaigns?: CampaignsResponse;
  stores?: LoyaltyStoresResponse;
  /** @default the fixture types */
  photoTypes?: PhotoTypesResponse;
  /** Photo slots (`type:store`) already sent this week (answered by `GET /api/photos/limits/` and the upload). */
  photosSent?: string[];
  /** Fails a request (the kit's failure hook). */
  fail?: FakeApiOptions['fail'];
}

/** The fake with the member's sales (newest first; reports add to them). */
export type SalesApi = FakeApi & { sales: SaleWire[] };

const salesPageSchema = paginatedSchema(saleSchema);

/** Creates the fake. */
export function createSalesApi(options: SalesApiOptions = {}): SalesApi {
  const sales = (options.sales ?? []).map((entry) => ({ ...entry }));
  const photosSent = new Set(options.photosSent ?? []);
  const storeAnswer = options.stores ?? stores();
  const allStores = storeAnswer.retailers.flatMap((chain) => chain.stores.map((store) => ({ ...store, chain })));
  const level = levels();
  const multiplier = level.levels.find((entry) => entry.level === level.current_level)?.benefits.points_multiplier ?? 1;
  const types = () => options.photoTypes ?? photoTypes();

  const createSale = (form: Readonly<Record<string, FormDataEntryValue>>) => {
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const store = allStores.find((entry) => String(entry.id) === text('store'));
    if (!store) return apiError(422, 'store_not_linked');
    const invoice = text('invoice_number').trim();
    const duplicate = sales.some(
      (entry) =>
        entry.campaign_id === ACTIVE_CAMPAIGN_ID &&
        entry.status !== 'rejected' &&
        entry.invoice_number.toLowerCase() === invoice.toLowerCase(),
    );
    const fieldErrors: Record<string, string> = {};
    if (duplicate) fieldErrors['invoice_number'] = 'invoice_already_sent';
    if (!store.participating) fieldErrors['store'] = 'store_not_participating';
    const first = Object.values(fieldErrors)[0];
    if (first) return apiError(422, first, { field_errors: fieldErrors });
    const lines = (JSON.parse(text('products')) as { sku: string; quantity: number }[]).map((line) => {
      const product = products().find((entry) => entry.sku === line.sku);
      const points = Math.round((product?.points ?? 0) * line.quantity * multiplier);
      return { sku: line.sku, name: product?.name ?? line.sku, quantity: line.quantity, points };
    });
    const created: SaleWire = {
      id: 900 + sales.length,
      campaign_id: ACTIVE_CAMPAIGN_ID,
      retailer: { id: store.chain.id, name: store.chain.name },
      store: { id: store.id, name: store.name },
      sale_date: text('sale_date'),
      invoice_number: invoice,
      observation: text('observation'),
      invoice_photo_url: form['invoice_photo'] ? '/api/uploads/new.jpg' : null,
      status: 'credited',
      total_points: lines.reduce((sum, line) => sum + line.points, 0),
      rejection_reason: null,
      products: lines,
      created_at: new Date().toISOString(),
    };
    sales.unshift(created);
    return answer(
      saleCreatedSchema,
      { id: created.id, total_points: created.total_points, status: created.status },
      201,
    );
  };

  const createPhoto = (form: Readonly<Record<string, FormDataEntryValue>>) => {
    const slot = `${String(form['photo_type'])}:${String(form['store'])}`;
    const weekStart = photoWeekStart(TODAY);
    if (photosSent.has(slot)) {
      return apiError(422, 'photo_already_sent_this_week', {
        field_errors: { photo_type: 'photo_already_sent_this_week' },
        details: { next_allowed_date: addDays(weekStart, 7) },
      });
    }
    photosSent.add(slot);
    const type = photoTypes().photo_types.find((entry) => String(entry.id) === String(form['photo_type']));
    return answer(
      photoCreatedSchema,
      {
        id: 70 + photosSent.size,
        points: type?.points ?? 0,
        week_start: weekStart,
        next_allowed_date: addDays(weekStart, 7),
      },
      201,
    );
  };

  const photoLimits = (storeId: string) => {
    if (!allStores.some((entry) => String(entry.id) === storeId)) return apiError(422, 'store_not_linked');
    const weekStart = photoWeekStart(TODAY);
    return answer(photoLimitsResponseSchema, {
      store: Number(storeId),
      week_start: weekStart,
      photo_types: types().photo_types.map((type) => {
        const sent = photosSent.has(`${type.id}:${storeId}`);
        return { photo_type: type.id, already_sent: sent, next_allowed_date: sent ? addDays(weekStart, 7) : null };
      }),
    });
  };

  const api = createFakeApi(
    {
      [`GET ${LOYALTY_PATHS.campaigns}`]: () => answer(campaignsResponseSchema, options.campaigns ?? campaigns()),
      [`POST ${LOYALTY_PATHS.selectCampaign}`]: ({ params }) =>
        answer(selectCampaignResponseSchema, { selected_campaign_id: Number(params['id']) }),
      [LOYALTY_PATHS.stores]: () => answer(loyaltyStoresResponseSchema, storeAnswer),
      [LOYALTY_PATHS.products]: () => answer(loyaltyProductsResponseSchema, { products: products() }),
      [LOYALTY_PATHS.levels]: () => answer(levelsResponseSchema, level),
      [LOYALTY_PATHS.photoTypes]: () => answer(photoTypesResponseSchema, types()),
      [`POST ${LOYALTY_PATHS.sales}`]: ({ form }) => createSale(form ?? {}),
      [`POST ${LOYALTY_PATHS.photos}`]: ({ form }) => createPhoto(form ?? {}),
      [`GET ${LOYALTY_PATHS.photoLimits}`]: ({ query }) => photoLimits(query.get('store') ?? ''),
      [`GET ${LOYALTY_PATHS.sales}`]: ({ query }) => {
        const campaign = query.get('campaign');
        const mine = sales.filter((entry) => campaign === null || String(entry.campaign_id) === campaign);
        return answer(salesPageSchema, pageOf(mine, query, LOYALTY_PATHS.sales));
      },
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  return Object.assign(api, { sales });
}
