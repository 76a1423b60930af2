import {
  fetchCampaigns,
  fetchLevels,
  fetchPhotoLimits,
  fetchPhotoTypes,
  fetchPoints,
  fetchProducts,
  fetchSales,
  fetchStatementPage,
  fetchStatementSince,
  fetchStores,
} from '../api/calls/loyalty-earning.js';
import type { SalesQuery, StatementQuery, StatementSince, WireId } from '../api/calls/loyalty-earning.js';
import {
  fetchAllOrders,
  fetchEvents,
  fetchRanking,
  fetchReward,
  fetchRewards,
  fetchTrainingDone,
} from '../api/calls/loyalty-spending.js';
import type { RankingQuery, RewardQuery } from '../api/calls/loyalty-spending.js';
import type { Paginated } from '../schemas/catalogue.js';
import type {
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  PhotoLimits,
  PhotoTypesResponse,
  SaleWire,
} from '../schemas/loyalty-earning.js';
import type { LoyaltyEventsResponse } from '../schemas/loyalty-events.js';
import type { LevelsResponse, PointsSummary, StatementEntry } from '../schemas/loyalty-points.js';
import type { RankingResponse } from '../schemas/loyalty-ranking.js';
import type { OrderWire, RewardsResponse, RewardWire } from '../schemas/loyalty-rewards.js';
import type { CampaignsResponse } from '../schemas/platform-content.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/** Programme data that changes only when an administrator edits it: kept fresh for five minutes. */
const PROGRAMME_STALE_TIME_MS = 5 * 60_000;

/*
 * The loyalty programme's queries: key, call and freshness in one place, so every widget (and a page warming
 * up with `campus.query.prefetch`) asks for the same data the same way and shares one answer.
 */
export const points = (): QueryDefinition<PointsSummary> => ({
  key: queryKeys.points(),
  fetcher: ({ campus, signal }) => fetchPoints(campus.api, { signal }),
});

export const statement = (query: StatementQuery): QueryDefinition<Paginated<StatementEntry>> => ({
  key: queryKeys.statement(query),
  fetcher: ({ campus, signal }) => fetchStatementPage(campus.api, query, { signal }),
});

export const statementSince = (since: string): QueryDefinition<StatementSince> => ({
  key: queryKeys.statementSince(since),
  fetcher: ({ campus, signal }) => fetchStatementSince(campus.api, since, { signal }),
});

export const levels = (locale: string): QueryDefinition<LevelsResponse> => ({
  key: queryKeys.levels(locale),
  fetcher: ({ campus, signal }) => fetchLevels(campus.api, { signal }),
  staleTime: PROGRAMME_STALE_TIME_MS,
});

export const campaigns = (locale: string): QueryDefinition<CampaignsResponse> => ({
  key: queryKeys.campaigns(locale),
  fetcher: ({ campus, signal }) => fetchCampaigns(campus.api, { signal }),
});

export const stores = (): QueryDefinition<LoyaltyStoresResponse> => ({
  key: queryKeys.stores(),
  fetcher: ({ campus, signal }) => fetchStores(campus.api, { signal }),
});

export const products = (locale: string): QueryDefinition<LoyaltyProductsResponse> => ({
  key: queryKeys.products(locale),
  fetcher: ({ campus, signal }) => fetchProducts(campus.api, { signal }),
  staleTime: PROGRAMME_STALE_TIME_MS,
});

export const photoTypes = (locale: string): QueryDefinition<PhotoTypesResponse> => ({
  key: queryKeys.photoTypes(locale),
  fetcher: ({ campus, signal }) => fetchPhotoTypes(campus.api, { signal }),
  staleTime: PROGRAMME_STALE_TIME_MS,
});

/** Asked again whenever a store is shown (staleTime 0): another widget may have just sent a photo. */
export const photoLimits = (store: WireId): QueryDefinition<PhotoLimits> => ({
  key: queryKeys.photoLimits(store),
  fetcher: ({ campus, signal }) => fetchPhotoLimits(campus.api, store, { signal }),
  staleTime: 0,
});

export const sales = (query: SalesQuery): QueryDefinition<Paginated<SaleWire>> => ({
  key: queryKeys.sales(query),
  fetcher: ({ campus, signal }) => fetchSales(campus.api, query, { signal }),
});

export const ranking = (query: RankingQuery): QueryDefinition<RankingResponse> => ({
  key: queryKeys.ranking(query),
  fetcher: ({ campus, signal }) => fetchRanking(campus.api, query, { signal }),
});

export const rewards = (locale: string, query: RewardQuery, pages: number): QueryDefinition<RewardsResponse> => ({
  key: queryKeys.rewards(locale, query, pages),
  fetcher: ({ campus, signal }) => fetchRewards(campus.api, query, pages, { signal }),
});

export const reward = (locale: string, id: WireId): QueryDefinition<RewardWire> => ({
  key: queryKeys.reward(locale, id),
  fetcher: ({ campus, signal }) => fetchReward(campus.api, id, { signal }),
});

export const orders = (locale: string): QueryDefinition<OrderWire[]> => ({
  key: queryKeys.orders(locale),
  fetcher: ({ campus, signal }) => fetchAllOrders(campus.api, { signal }),
});

export const trainingDone = (id: WireId): QueryDefinition<boolean | undefined> => ({
  key: queryKeys.trainingDone(id),
  fetcher: ({ campus, signal }) => fetchTrainingDone(campus.api, id, { signal }),
});

export const events = (locale: string): QueryDefinition<LoyaltyEventsResponse> => ({
  key: queryKeys.events(locale),
  fetcher: ({ campus, signal }) => fetchEvents(campus.api, { signal }),
});
