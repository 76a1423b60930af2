// A fake Campus API for tests and stories: a `fetch` that answers the loyalty reads of the reference server
// (ranking, campaigns and selection, stores, levels, products, photo types, points and statement) from
// fixtures, with its wire shapes and error bodies, and records each request. Components run their real client
// (ky, zod parsing, error classes) against it; ky is never mocked. Test-only: kept out of the package build.
import { createCampus, createMemoryRealtime } from '@campus/core';
import type {
  Campus,
  CampaignsResponse,
  LevelsResponse,
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  MemoryRealtime,
  PhotoTypesResponse,
  PointsSummary,
  RankingResponse,
  StatementEntry,
} from '@campus/core';
import * as fixtures from './ranking-fixtures.test-util';

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** An error answer `{ code, message }` with its status. */
export interface FakeError {
  status: number;
  code: string;
  message?: string;
}

/** What the fake serves; each answer may be a value or a function of the request's query. */
export interface FakeApiOptions {
  ranking?: RankingResponse | ((query: URLSearchParams) => RankingResponse);
  campaigns?: CampaignsResponse;
  stores?: LoyaltyStoresResponse;
  levels?: LevelsResponse;
  products?: LoyaltyProductsResponse;
  photoTypes?: PhotoTypesResponse;
  points?: PointsSummary;
  /** The whole ledger, newest first; the fake pages and filters it as the server does. */
  statement?: StatementEntry[];
  /** Fails a request: return an error (or `'hang'` for one that never answers) for the method and path. */
  fail?: (method: string, path: string) => FakeError | 'hang' | undefined;
}

/** The fake and what it saw. */
export interface FakeApi {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Changes what later requests get (e.g. a new ranking after a sale landed). */
  options: FakeApiOptions;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Creates the fake, serving the fixtures unless `options` says otherwise. */
export function createFakeApi(initial: FakeApiOptions = {}): FakeApi {
  const options: FakeApiOptions = { ...initial };
  const requests: FakeRequest[] = [];
  let selected: number | string | null = null;

  const answer = (method: string, path: string, query: URLSearchParams): Response => {
    const select = /^\/api\/campaigns\/(\d+)\/select\/$/.exec(path);
    if (select && method === 'POST') {
      const id = Number(select[1]);
      const all = options.campaigns ?? fixtures.campaigns();
      const campaign = [...all.active, ...all.previous, ...all.upcoming].find((entry) => entry.id === id);
      if (!campaign) return notFound();
      if (campaign.status === 'upcoming')
        return json(409, { code: 'campaign_not_started', message: 'A campanha ainda não começou.' });
      selected = id;
      return json(200, { selected_campaign_id: id });
    }
    if (method !== 'GET') return notFound();
    switch (path) {
      case '/api/ranking/': {
        const ranking = options.ranking ?? fixtures.ranking();
        const body = typeof ranking === 'function' ? ranking(query) : ranking;
        return json(200, { ...body, area: query.get('area') ?? 'client' });
      }
      case '/api/campaigns/': {
        const all = options.campaigns ?? fixtures.campaigns();
        return json(200, { ...all, selected_campaign_id: selected ?? all.selected_campaign_id });
      }
      case '/api/stores/':
        return json(200, options.stores ?? fixtures.stores());
      case '/api/levels/':
        return json(200, options.levels ?? fixtures.levels());
      case '/api/products/':
        return json(200, options.products ?? fixtures.products());
      case '/api/photo-types/':
        return json(200, options.photoTypes ?? fixtures.photoTypes());
      case '/api/points/':
        return json(200, options.points ?? fixtures.pointsSummary());
      case '/api/points/statement/': {
        const kind = query.get('kind');
        const all = (options.statement ?? fixtures.statement()).filter((entry) => kind === null || entry.kind === kind);
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('page_size') ?? 20);
        const link = (to: number) => `/api/points/statement/?page=${to}&page_size=${size}`;
        return json(200, {
          count: all.length,
          next: page * size < all.length ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: all.slice((page - 1) * size, page * size),
        });
      }
      default:
        return notFound();
    }
  };

  const notFound = () =>
    json(404, { code: 'not_found_or_forbidden', message: 'Não encontrado ou não possui permissão para acessar.' });

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams });
    const failure = options.fail?.(request.method, url.pathname);
    if (failure === 'hang') return new Promise<Response>(() => undefined);
    if (failure) return json(failure.status, { code: failure.code, message: failure.message ?? failure.code });
    return answer(request.method, url.pathname, url.searchParams);
  };

  return { fetch: fetchImpl, requests, options };
}

/** A Campus whose API is the fake: no persistence, realtime in memory, signed in as the member (or not). */
export function createFakeCampus(
  api: FakeApi,
  locale = 'pt-BR',
  signedIn = true,
): Campus & { realtime: MemoryRealtime } {
  const realtime = createMemoryRealtime();
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'ranking-tests',
    clientSecret: 'ranking-tests-secret',
    locale,
    persist: false,
    adapters: { realtime, fetch: api.fetch, search: '' },
  });
  if (signedIn) {
    // The fake answers any token; the session only needs to exist, with the member's id and ranking areas.
    campus.stores.session.setState({
      access_token: 'fake-access-token',
      email: 'agent@campus.example',
      id: fixtures.ME_ID,
      ranking_areas: ['client:1', `user:${fixtures.ME_ID}`],
    });
  }
  return campus as Campus & { realtime: MemoryRealtime };
}
