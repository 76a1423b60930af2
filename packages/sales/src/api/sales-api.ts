import {
  campaignsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
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
} from '@campus/core';
import type {
  Campus,
  CampaignsResponse,
  LevelsResponse,
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  Paginated,
  PhotoCreated,
  PhotoLimits,
  PhotoTypesResponse,
  SaleCreated,
  SaleProducts,
  SaleWire,
} from '@campus/core';

/*
 * The reference server's calls for reporting sales and store photos (packages/server/src/routes/loyalty,
 * docs/loyalty.md), each answer parsed with @campus/core's wire schema.
 */

/** An id as the API sends it (a number from the reference server, a string from some providers). */
export type WireId = number | string;

/** Sales per page of "my sales". */
export const SALES_PAGE_SIZE = 20;

const salesPageSchema = paginatedSchema(saleSchema);
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET /api/campaigns/`: active, previous and upcoming campaigns and the member's selection. */
export async function fetchCampaigns(campus: Campus, signal?: AbortSignal): Promise<CampaignsResponse> {
  return campus.api.requestJson('/api/campaigns/', campaignsResponseSchema, withSignal(signal));
}

/** `POST /api/campaigns/{id}/select/`: keeps the member's campaign selection (spec §2 "campaign selection"). */
export async function selectCampaign(campus: Campus, id: WireId): Promise<WireId> {
  const answer = await campus.api.requestJson(`/api/campaigns/${id}/select/`, selectCampaignResponseSchema, {
    method: 'POST',
  });
  return answer.selected_campaign_id;
}

/** `GET /api/stores/`: the member's retail chains and stores, with participation in the active campaign. */
export async function fetchStores(campus: Campus, signal?: AbortSignal): Promise<LoyaltyStoresResponse> {
  return campus.api.requestJson('/api/stores/', loyaltyStoresResponseSchema, withSignal(signal));
}

/** `GET /api/products/`: what a sale may list, with the points of one unit. */
export async function fetchProducts(campus: Campus, signal?: AbortSignal): Promise<LoyaltyProductsResponse> {
  return campus.api.requestJson('/api/products/', loyaltyProductsResponseSchema, withSignal(signal));
}

/** `GET /api/levels/`: the member's level and each level's points multiplier. */
export async function fetchLevels(campus: Campus, signal?: AbortSignal): Promise<LevelsResponse> {
  return campus.api.requestJson('/api/levels/', levelsResponseSchema, withSignal(signal));
}

/** `GET /api/sales/?campaign=&page=`: the member's sales, newest first. */
export async function fetchSales(
  campus: Campus,
  query: { campaign: WireId | null; page: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<Paginated<SaleWire>> {
  return campus.api.requestJson('/api/sales/', salesPageSchema, {
    searchParams: {
      ...(query.campaign === null ? {} : { campaign: query.campaign }),
      page: query.page,
      page_size: query.pageSize ?? SALES_PAGE_SIZE,
    },
    ...withSignal(signal),
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

/** How a write is sent: its idempotency key, and where upload progress goes. */
export interface WriteOptions {
  idempotencyKey: string;
  onUploadProgress?: (progress: number) => void;
}

/**
 * `POST /api/sales/` (multipart, with an `Idempotency-Key` so a retry never reports twice): the points are
 * credited at once. Refusals are `HttpError`s with the rule codes (`invoice_already_sent`, …).
 */
export async function submitSale(campus: Campus, sale: SaleSubmission, options: WriteOptions): Promise<SaleCreated> {
  const formData = new FormData();
  formData.set('retailer', String(sale.retailer));
  formData.set('store', String(sale.store));
  formData.set('sale_date', sale.sale_date);
  formData.set('invoice_number', sale.invoice_number);
  formData.set('observation', sale.observation);
  formData.set('products', JSON.stringify(sale.products));
  if (sale.invoicePhoto) formData.set('invoice_photo', sale.invoicePhoto, fileNameOf(sale.invoicePhoto, 'invoice'));
  return campus.api.requestJson('/api/sales/', saleCreatedSchema, {
    kind: 'upload',
    formData,
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
}

/** `GET /api/photo-types/`: the store-photo types with their points. */
export async function fetchPhotoTypes(campus: Campus, signal?: AbortSignal): Promise<PhotoTypesResponse> {
  return campus.api.requestJson('/api/photo-types/', photoTypesResponseSchema, withSignal(signal));
}

/**
 * `GET /api/photos/limits/?store=`: for each photo type, whether this week's photo already reached the store
 * (whoever sent it) and the next Monday it may go again — known before the person picks a file.
 */
export async function fetchPhotoLimits(campus: Campus, store: WireId, signal?: AbortSignal): Promise<PhotoLimits> {
  return campus.api.requestJson('/api/photos/limits/', photoLimitsResponseSchema, {
    searchParams: { store },
    ...withSignal(signal),
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
export async function submitPhoto(
  campus: Campus,
  photo: PhotoSubmission,
  options: WriteOptions,
): Promise<PhotoCreated> {
  const formData = new FormData();
  formData.set('photo_type', String(photo.photo_type));
  formData.set('store', String(photo.store));
  formData.set('photo', photo.photo, fileNameOf(photo.photo, 'store-photo'));
  return campus.api.requestJson('/api/photos/', photoCreatedSchema, {
    kind: 'upload',
    formData,
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
}

/** A file name for the multipart part: the file's own, or a neutral one (the server never keeps it anyway). */
function fileNameOf(blob: Blob, base: string): string {
  if (blob instanceof File && blob.name !== '') return blob.name;
  return `${base}.${blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg'}`;
}
