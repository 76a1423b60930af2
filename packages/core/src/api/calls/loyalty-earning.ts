import { paginatedSchema } from '../../schemas/paginated.js';
import type { Paginated } from '../../schemas/paginated.js';
import {
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  photoCreatedSchema,
  photoLimitsResponseSchema,
  photoTypesResponseSchema,
  saleCreatedSchema,
  saleSchema,
} from '../../schemas/loyalty-earning.js';
import type {
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  PhotoCreated,
  PhotoLimits,
  PhotoTypesResponse,
  SaleCreated,
  SaleProducts,
  SaleWire,
} from '../../schemas/loyalty-earning.js';
import { campaignsResponseSchema, selectCampaignResponseSchema } from '../../schemas/platform-content.js';
import type { CampaignsResponse } from '../../schemas/platform-content.js';
import { levelsResponseSchema, pointsSummarySchema, statementEntrySchema } from '../../schemas/loyalty-points.js';
import type { LevelsResponse, PointsSummary, StatementEntry } from '../../schemas/loyalty-points.js';
import type { ApiClient } from '../api-client.js';
import { LOYALTY_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { uploadFileName, writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * The loyalty programme's earning calls, member side (docs/loyalty.md): campaigns, stores, products, levels,
 * sales, store photos and points. Every answer is parsed with core's wire schema.
 */

/** An id as the API sends it (a number from the reference server, a string from some providers). */
export type WireId = number | string;

/** Sales per page of "my sales". */
export const SALES_PAGE_SIZE = 20;

const salesPageSchema = paginatedSchema(saleSchema);
const statementPageSchema = paginatedSchema(statementEntrySchema);

/** `GET /api/campaigns/`: active, previous and upcoming campaigns and the member's selection. */
export function fetchCampaigns(client: ApiClient, options?: TypedCallOptions): Promise<CampaignsResponse> {
  return client.requestJson(LOYALTY_PATHS.campaigns, campaignsResponseSchema, withSignal(options));
}

/** `POST /api/campaigns/{id}/select/`: keeps the member's campaign selection (spec §2 "campaign selection"). */
export async function selectCampaign(client: ApiClient, id: WireId, options?: TypedCallOptions): Promise<WireId> {
  const answer = await client.requestJson(pathTo(LOYALTY_PATHS.selectCampaign, { id }), selectCampaignResponseSchema, {
    method: 'POST',
    ...withSignal(options),
  });
  return answer.selected_campaign_id;
}

/** `GET /api/stores/`: the member's retail chains and stores, with participation in the active campaign. */
export function fetchStores(client: ApiClient, options?: TypedCallOptions): Promise<LoyaltyStoresResponse> {
  return client.requestJson(LOYALTY_PATHS.stores, loyaltyStoresResponseSchema, withSignal(options));
}

/** `GET /api/products/`: what a sale may list, with the points of one unit. */
export function fetchProducts(client: ApiClient, options?: TypedCallOptions): Promise<LoyaltyProductsResponse> {
  return client.requestJson(LOYALTY_PATHS.products, loyaltyProductsResponseSchema, withSignal(options));
}

/** `GET /api/photo-types/`: the store-photo types with their points. */
export function fetchPhotoTypes(client: ApiClient, options?: TypedCallOptions): Promise<PhotoTypesResponse> {
  return client.requestJson(LOYALTY_PATHS.photoTypes, photoTypesResponseSchema, withSignal(options));
}

/** `GET /api/levels/`: levels lowest first with thresholds, multipliers and benefits, and the member's level. */
export function fetchLevels(client: ApiClient, options?: TypedCallOptions): Promise<LevelsResponse> {
  return client.requestJson(LOYALTY_PATHS.levels, levelsResponseSchema, withSignal(options));
}

/** What one page of "my sales" asks for. */
export interface SalesQuery {
  /** The campaign, or `null` for every campaign. */
  campaign: WireId | null;
  page: number;
  /** @default {@link SALES_PAGE_SIZE} */
  pageSize?: number;
}

/** `GET /api/sales/?campaign=&page=&page_size=`: the member's sales, newest first. */
export function fetchSales(
  client: ApiClient,
  query: SalesQuery,
  options?: TypedCallOptions,
): Promise<Paginated<SaleWire>> {
  return client.requestJson(LOYALTY_PATHS.sales, salesPageSchema, {
    searchParams: {
      ...(query.campaign === null ? {} : { campaign: query.campaign }),
      page: query.page,
      page_size: query.pageSize ?? SALES_PAGE_SIZE,
    },
    ...withSignal(options),
  });
}

/** What a sale report sends (the text fields of `POST /api/sales/` and the invoice photo). */
export interface SaleSubmission {
  retailer: WireId;
  store: WireId;
  /** ISO date. */
  sale_date: string;
  invoice_number: string;
  observation: string;
  products: SaleProducts;
  /** The (downscaled) invoice photo, or null where the store needs none. */
  invoicePhoto: Blob | null;
}

/**
 * `POST /api/sales/` (multipart, idempotent: a retry never reports twice): the points are credited at once.
 * Refusals are `HttpError`s with the rule codes (`invoice_already_sent`, …) and `fieldErrors`.
 */
export function submitSale(client: ApiClient, sale: SaleSubmission, options: WriteCallOptions): Promise<SaleCreated> {
  const formData = new FormData();
  formData.set('retailer', String(sale.retailer));
  formData.set('store', String(sale.store));
  formData.set('sale_date', sale.sale_date);
  formData.set('invoice_number', sale.invoice_number);
  formData.set('observation', sale.observation);
  formData.set('products', JSON.stringify(sale.products));
  if (sale.invoicePhoto) formData.set('invoice_photo', sale.invoicePhoto, uploadFileName(sale.invoicePhoto, 'invoice'));
  return client.requestJson(LOYALTY_PATHS.sales, saleCreatedSchema, {
    kind: 'upload',
    formData,
    ...writeOptions(options),
  });
}

/**
 * `GET /api/photos/limits/?store=`: for each photo type, whether this week's photo already reached the store
 * (whoever sent it) and the next Monday it may go again — known before the person picks a file.
 */
export function fetchPhotoLimits(client: ApiClient, store: WireId, options?: TypedCallOptions): Promise<PhotoLimits> {
  return client.requestJson(LOYALTY_PATHS.photoLimits, photoLimitsResponseSchema, {
    searchParams: { store },
    ...withSignal(options),
  });
}

/** What a store photo sends. */
export interface PhotoSubmission {
  photo_type: WireId;
  store: WireId;
  photo: Blob;
}

/**
 * `POST /api/photos/` (multipart, idempotent): one photo per type, store and week; a second one is refused
 * with `photo_already_sent_this_week` and `details.next_allowed_date`.
 */
export function submitPhoto(
  client: ApiClient,
  photo: PhotoSubmission,
  options: WriteCallOptions,
): Promise<PhotoCreated> {
  const formData = new FormData();
  formData.set('photo_type', String(photo.photo_type));
  formData.set('store', String(photo.store));
  formData.set('photo', photo.photo, uploadFileName(photo.photo, 'store-photo'));
  return client.requestJson(LOYALTY_PATHS.photos, photoCreatedSchema, {
    kind: 'upload',
    formData,
    ...writeOptions(options),
  });
}

/** `GET /api/points/`: balance, experience, level, points pending audit and expiring batches. */
export function fetchPoints(client: ApiClient, options?: TypedCallOptions): Promise<PointsSummary> {
  return client.requestJson(LOYALTY_PATHS.points, pointsSummarySchema, withSignal(options));
}

/** What one statement page asks for. */
export interface StatementQuery {
  page: number;
  pageSize: number;
  /** Only entries of this ledger kind (`earned`, `redeemed` …). */
  kind?: string | undefined;
}

/** `GET /api/points/statement/?page=&page_size=&kind=`: one page of ledger entries, newest first. */
export function fetchStatementPage(
  client: ApiClient,
  query: StatementQuery,
  options?: TypedCallOptions,
): Promise<Paginated<StatementEntry>> {
  return client.requestJson(LOYALTY_PATHS.statement, statementPageSchema, {
    searchParams: { page: query.page, page_size: query.pageSize, kind: query.kind },
    ...withSignal(options),
  });
}

/** Most statement pages {@link fetchStatementSince} reads (100 entries each): a campaign of a very busy member. */
export const STATEMENT_SINCE_MAX_PAGES = 10;

/** The ledger entries from an instant on (see {@link fetchStatementSince}). */
export interface StatementSince {
  /** Entries from `since` to now, newest first. */
  entries: StatementEntry[];
  /** The entry just before `since` (its `balance_after` is the balance at `since`), when read. */
  before: StatementEntry | null;
  /** Whether every entry since `since` was read within {@link STATEMENT_SINCE_MAX_PAGES}. */
  complete: boolean;
}

/** The ledger entries from `since` (an ISO instant) to now, read page by page until one reaches past it. */
export async function fetchStatementSince(
  client: ApiClient,
  since: string,
  options?: TypedCallOptions,
): Promise<StatementSince> {
  const entries: StatementEntry[] = [];
  const start = Date.parse(since);
  for (let page = 1; page <= STATEMENT_SINCE_MAX_PAGES; page += 1) {
    const answer = await fetchStatementPage(client, { page, pageSize: 100 }, options);
    for (const entry of answer.results) {
      if (Date.parse(entry.created_at) < start) return { entries, before: entry, complete: true };
      entries.push(entry);
    }
    if (answer.next === null) return { entries, before: null, complete: true };
  }
  return { entries, before: null, complete: false };
}
