// The ranking widgets' fake API for tests and stories: the loyalty reads of the reference server (ranking,
// campaigns and selection, stores, levels, products, photo types, points and statement) as a route table of
// the test kit (`@campus/core/testing`), answered from fixtures with their wire schemas. Test-only.
import { LOYALTY_PATHS } from '@campus/core/api';
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
} from '@campus/core/schemas';
import type { SessionData } from '@campus/core';
import type {
  CampaignsResponse,
  LevelsResponse,
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  PhotoTypesResponse,
  PointsSummary,
  RankingResponse,
  StatementEntry,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi, pageOf } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import * as fixtures from './ranking-fixtures.test-util.js';

/** What the fake serves; the ranking may be a function of the request's query. */
export interface RankingApiOptions {
  ranking?: RankingResponse | ((query: URLSearchParams) => RankingResponse);
  campaigns?: CampaignsResponse;
  stores?: LoyaltyStoresResponse;
  levels?: LevelsResponse;
  products?: LoyaltyProductsResponse;
  photoTypes?: PhotoTypesResponse;
  points?: PointsSummary;
  /** The whole ledger, newest first; the fake pages and filters it as the server does. */
  statement?: StatementEntry[];
  /** Fails a request (the kit's failure hook). */
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the options later requests read (change them, e.g. a new ranking after a sale landed). */
export type RankingApi = FakeApi & { options: RankingApiOptions };

/** The signed-in member of the ranking tests: their id and ranking areas, as `/api/me/` gives them. */
export const MEMBER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'agent@campus.example',
  id: fixtures.ME_ID,
  ranking_areas: ['client:1', `user:${fixtures.ME_ID}`],
};

const statementPageSchema = paginatedSchema(statementEntrySchema);

/** Creates the fake, serving the fixtures unless `initial` says otherwise. */
export function createRankingApi(initial: RankingApiOptions = {}): RankingApi {
  const options: RankingApiOptions = { ...initial };
  let selected: number | string | null = null;
  const allCampaigns = () => options.campaigns ?? fixtures.campaigns();
  const api = createFakeApi(
    {
      [`POST ${LOYALTY_PATHS.selectCampaign}`]: (request) => {
        const id = Number(request.params['id']);
        const all = allCampaigns();
        const campaign = [...all.active, ...all.previous, ...all.upcoming].find((entry) => entry.id === id);
        if (!campaign) return undefined;
        if (campaign.status === 'upcoming') {
          return apiError(409, 'campaign_not_started', { message: 'A campanha ainda não começou.' });
        }
        selected = id;
        return answer(selectCampaignResponseSchema, { selected_campaign_id: id });
      },
      [`GET ${LOYALTY_PATHS.ranking}`]: ({ query }) => {
        const ranking = options.ranking ?? fixtures.ranking();
        const body = typeof ranking === 'function' ? ranking(query) : ranking;
        return answer(rankingResponseSchema, { ...body, area: query.get('area') ?? 'client' });
      },
      [`GET ${LOYALTY_PATHS.campaigns}`]: () => {
        const all = allCampaigns();
        return answer(campaignsResponseSchema, { ...all, selected_campaign_id: selected ?? all.selected_campaign_id });
      },
      [`GET ${LOYALTY_PATHS.stores}`]: () => answer(loyaltyStoresResponseSchema, options.stores ?? fixtures.stores()),
      [`GET ${LOYALTY_PATHS.levels}`]: () => answer(levelsResponseSchema, options.levels ?? fixtures.levels()),
      [`GET ${LOYALTY_PATHS.products}`]: () =>
        answer(loyaltyProductsResponseSchema, options.products ?? fixtures.products()),
      [`GET ${LOYALTY_PATHS.photoTypes}`]: () =>
        answer(photoTypesResponseSchema, options.photoTypes ?? fixtures.photoTypes()),
      [`GET ${LOYALTY_PATHS.points}`]: () => answer(pointsSummarySchema, options.points ?? fixtures.pointsSummary()),
      [`GET ${LOYALTY_PATHS.statement}`]: ({ query }) => {
        const kind = query.get('kind');
        const all = (options.statement ?? fixtures.statement()).filter((entry) => kind === null || entry.kind === kind);
        return answer(statementPageSchema, pageOf(all, query, LOYALTY_PATHS.statement));
      },
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  return Object.assign(api, { options });
}
