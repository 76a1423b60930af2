// A fake Campus API for tests and stories: a `fetch` that answers the catalogue calls of the reference server
// (`packages/server/src/routes/catalogue`) from fixtures, with its wire shapes and error bodies, and records
// each request. Components run their real client (ky, zod parsing, error classes) against it; ky is never
// mocked. Test-only: kept out of the package build.
import { createCampus, createMemoryRealtime } from '@campus/core';
import type { Campus, CourseActivities, SiteListsResponse } from '@campus/core';
import type { CatalogueListItem, CatalogueType, DetailType } from '../catalogue-type';
import { courseActivities, siteLists } from './catalogue-fixtures.test-util';

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

/** What the fake serves. */
export interface FakeApiOptions {
  /** List items per catalogue; every list answers them all (pages of `page_size`) unless `filterList` narrows. */
  lists?: Partial<Record<CatalogueType, CatalogueListItem[]>>;
  /** Narrows a list answer, as the server's filters would. @default everything */
  filterList?: (type: CatalogueType, items: CatalogueListItem[], query: URLSearchParams) => CatalogueListItem[];
  /** Detail answers by `type/id`; other ids answer the list item, or 404. */
  details?: Partial<Record<`${DetailType}/${number}`, unknown>>;
  /** Fails a request: return an error (or `'hang'` for one that never answers) for the method and path. */
  fail?: (method: string, path: string) => FakeError | 'hang' | undefined;
  /** @default the fixture lists */
  siteLists?: SiteListsResponse;
  /**
   * Activities by online course id (`GET /api/online-courses/{id}/activities/`). @default the fixture's
   * {@link courseActivities} for a course the fake knows (in a list or a detail), else 404
   */
  activities?: Partial<Record<number, CourseActivities>>;
}

/** The fake and what it saw. */
export interface FakeApi {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** The current list items (writes change them). */
  lists: Partial<Record<CatalogueType, CatalogueListItem[]>>;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ACTIVITIES_PATH = /^\/api\/online-courses\/(\d+)\/activities\/$/;
const ITEM_PATH = /^\/api\/([a-z-]+)\/(\d+)\/(?:(favorite|enrol|subscribe)\/)?$/;

/** Creates the fake. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const lists: Partial<Record<CatalogueType, CatalogueListItem[]>> = {};
  for (const [type, items] of Object.entries(options.lists ?? {})) {
    lists[type as CatalogueType] = items.map((item) => ({ ...item }));
  }
  const requests: FakeRequest[] = [];

  const answer = (method: string, path: string, query: URLSearchParams): Response => {
    if (path === '/api/site-lists/') return json(200, options.siteLists ?? siteLists());
    const list = /^\/api\/([a-z-]+)\/$/.exec(path);
    if (list && method === 'GET') {
      const type = list[1] as CatalogueType;
      const all = lists[type] ?? [];
      const items = options.filterList ? options.filterList(type, all, query) : all;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      const results = items.slice((page - 1) * size, page * size);
      const link = (to: number) => `/api/${type}/?page=${to}&page_size=${size}`;
      return json(200, {
        count: items.length,
        next: page * size < items.length ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      });
    }
    const activities = ACTIVITIES_PATH.exec(path);
    if (activities && method === 'GET') {
      const id = Number(activities[1]);
      const known =
        options.details?.[`online-courses/${id}`] !== undefined ||
        lists['online-courses']?.some((entry) => entry.id === id) === true;
      const answer = options.activities?.[id] ?? (known ? courseActivities(id) : undefined);
      return answer ? json(200, answer) : notFound();
    }
    const match = ITEM_PATH.exec(path);
    if (match) {
      const [, type, idText, action] = match;
      const id = Number(idText);
      const item = lists[type as CatalogueType]?.find((entry) => entry.id === id);
      if (action === undefined) {
        const detail = options.details?.[`${type as DetailType}/${id}`] ?? item;
        return detail ? json(200, detail) : notFound();
      }
      if (!item) return notFound();
      const on = method === 'POST';
      const changed = { ...item } as Record<string, unknown>;
      if (action === 'favorite') changed['favorite'] = on;
      else if (action === 'enrol') changed['enrolled'] = on;
      else {
        changed['subscribed'] = on;
        const available = changed['available_vacancies'];
        if (typeof available === 'number') changed['available_vacancies'] = available + (on ? -1 : 1);
      }
      const updated = changed as CatalogueListItem;
      const items = lists[type as CatalogueType] ?? [];
      items.splice(items.indexOf(item), 1, updated);
      return json(200, updated);
    }
    return notFound();
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

  return { fetch: fetchImpl, requests, lists };
}

/** A Campus whose API is the fake: no persistence, realtime in memory, signed in as a learner (or not). */
export function createFakeCampus(api: FakeApi, locale = 'pt-BR', signedIn = true): Campus {
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'catalogue-tests',
    clientSecret: 'catalogue-tests-secret',
    locale,
    persist: false,
    adapters: { realtime: createMemoryRealtime(), fetch: api.fetch, search: '' },
  });
  // The fake answers any token; the session only needs to exist for the catalogue to ask.
  if (signedIn) campus.stores.session.setState({ access_token: 'fake-access-token', email: 'learner@campus.example' });
  return campus;
}
