import {
  campaignsResponseSchema,
  levelsResponseSchema,
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  paginatedSchema,
  photoTypesResponseSchema,
  pointsSummarySchema,
  rankingResponseSchema,
  selectCampaignResponseSchema,
  statementEntrySchema,
} from '@campus/core';
import type {
  Campus,
  CampaignsResponse,
  LevelsResponse,
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  Paginated,
  PhotoTypesResponse,
  PointsSummary,
  RankingResponse,
  StatementEntry,
} from '@campus/core';

/*
 * The reference server's loyalty reads this package shows (docs/loyalty.md): every answer is parsed with the
 * core's wire schema, so a wrong answer is a `ResponseValidationError`, never a half-drawn screen.
 */

const statementPageSchema = paginatedSchema(statementEntrySchema);

/** What one ranking request asks for. */
export interface RankingRequest {
  /** The campaign; the active one when absent. */
  campaign?: number | string | undefined;
  /** `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`. */
  area: string;
  /** How many top lines (1–200). */
  limit: number;
}

/** `GET /api/ranking/?campaign=&area=&limit=`: the top of an area and the caller's own line. */
export function fetchRanking(campus: Campus, request: RankingRequest, signal?: AbortSignal): Promise<RankingResponse> {
  return campus.api.requestJson('/api/ranking/', rankingResponseSchema, {
    searchParams: { campaign: request.campaign, area: request.area, limit: request.limit },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/campaigns/`: active, previous and upcoming campaigns, and the caller's selection. */
export function fetchCampaigns(campus: Campus, signal?: AbortSignal): Promise<CampaignsResponse> {
  return campus.api.requestJson('/api/campaigns/', campaignsResponseSchema, signal ? { signal } : {});
}

/**
 * `POST /api/campaigns/{id}/select/` (spec §2 campaign selection), then the session keeps the choice
 * (`selected_campaign_id`, spec §3 Selections) so every widget of the instance follows it.
 */
export async function selectCampaign(campus: Campus, id: number | string): Promise<number | string> {
  const answer = await campus.api.requestJson(
    `/api/campaigns/${encodeURIComponent(String(id))}/select/`,
    selectCampaignResponseSchema,
    { method: 'POST' },
  );
  campus.stores.session.getState().selectCampaign(answer.selected_campaign_id);
  return answer.selected_campaign_id;
}

/** `GET /api/stores/`: the member's chains and stores (the ranking's state, chain and store areas). */
export function fetchStores(campus: Campus, signal?: AbortSignal): Promise<LoyaltyStoresResponse> {
  return campus.api.requestJson('/api/stores/', loyaltyStoresResponseSchema, signal ? { signal } : {});
}

/** `GET /api/levels/`: levels lowest first with thresholds and benefits, and the member's level. */
export function fetchLevels(campus: Campus, signal?: AbortSignal): Promise<LevelsResponse> {
  return campus.api.requestJson('/api/levels/', levelsResponseSchema, signal ? { signal } : {});
}

/** `GET /api/products/`: the products a sale may list, with their points per unit. */
export function fetchProducts(campus: Campus, signal?: AbortSignal): Promise<LoyaltyProductsResponse> {
  return campus.api.requestJson('/api/products/', loyaltyProductsResponseSchema, signal ? { signal } : {});
}

/** `GET /api/photo-types/`: the store-photo types with their points. */
export function fetchPhotoTypes(campus: Campus, signal?: AbortSignal): Promise<PhotoTypesResponse> {
  return campus.api.requestJson('/api/photo-types/', photoTypesResponseSchema, signal ? { signal } : {});
}

/** `GET /api/points/`: balance, experience, level, points pending audit and expiring batches. */
export function fetchPointsSummary(campus: Campus, signal?: AbortSignal): Promise<PointsSummary> {
  return campus.api.requestJson('/api/points/', pointsSummarySchema, signal ? { signal } : {});
}

/** `GET /api/points/statement/?page=&page_size=&kind=`: one page of ledger entries, newest first. */
export function fetchStatementPage(
  campus: Campus,
  query: { page: number; pageSize: number; kind?: string | undefined },
  signal?: AbortSignal,
): Promise<Paginated<StatementEntry>> {
  return campus.api.requestJson('/api/points/statement/', statementPageSchema, {
    searchParams: { page: query.page, page_size: query.pageSize, kind: query.kind },
    ...(signal ? { signal } : {}),
  });
}

/** Most statement pages the chart reads (100 entries each): enough for a campaign of a very busy member. */
export const CHART_MAX_PAGES = 10;

/**
 * The ledger entries from `since` (an ISO instant) to now, newest first, plus the entry just before `since`
 * (its `balance_after` is the balance the chart starts from), read page by page until one reaches past it.
 */
export async function fetchStatementSince(
  campus: Campus,
  since: string,
  signal?: AbortSignal,
): Promise<{ entries: StatementEntry[]; before: StatementEntry | null; complete: boolean }> {
  const entries: StatementEntry[] = [];
  const start = Date.parse(since);
  for (let page = 1; page <= CHART_MAX_PAGES; page += 1) {
    const answer = await fetchStatementPage(campus, { page, pageSize: 100 }, signal);
    for (const entry of answer.results) {
      if (Date.parse(entry.created_at) < start) return { entries, before: entry, complete: true };
      entries.push(entry);
    }
    if (answer.next === null) return { entries, before: null, complete: true };
  }
  return { entries, before: null, complete: false };
}
