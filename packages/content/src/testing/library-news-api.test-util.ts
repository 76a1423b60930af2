// The library and news widgets' fake API for tests and stories: the reference server's library and news routes, the
// site lists and the files' bytes, answered from fixtures with their wire schemas. Test-only.
import { LIBRARY_PAGE_SIZE, NEWS_PAGE_SIZE } from '@campus/core/api';
import {
  libraryFileSchema,
  newsDetailSchema,
  newsSchema,
  paginatedSchema,
  siteListsResponseSchema,
} from '@campus/core/schemas';
import type { LibraryFile, News, NewsDetail } from '@campus/core/schemas';
import type { SessionData } from '@campus/core';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import * as fixtures from './library-news-fixtures.test-util.js';

/** What the fake serves. */
export interface LibraryNewsApiOptions {
  files?: LibraryFile[];
  news?: News[];
  /** The detail of an article by id (default: the fixture's body under the list entry). */
  article?: (item: News) => NewsDetail;
  /** Files whose bytes are gone (their URL answers 404). */
  missingFiles?: string[];
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the options later requests read. */
export type LibraryNewsApi = FakeApi & { options: LibraryNewsApiOptions };

/** The signed-in learner of the tests. */
export const LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'learner@campus.example',
  id: 42,
};

/** The bytes of every fake file (a CSV's text for the text preview). */
export const FILE_TEXT = 'loja;meta\nCentro;120\n';

const ids = (value: string | null) => (value === null ? [] : value.split(',').map(Number));

function pageOf<T>(items: T[], path: string, page: number, size: number) {
  const start = (page - 1) * size;
  return {
    count: items.length,
    next: start + size < items.length ? `${path}?page=${page + 1}&page_size=${size}` : null,
    previous: page > 1 ? `${path}?page=${page - 1}&page_size=${size}` : null,
    results: items.slice(start, start + size),
  };
}

/** Creates the fake, serving the fixtures unless `initial` says otherwise. */
export function createLibraryNewsApi(initial: LibraryNewsApiOptions = {}): LibraryNewsApi {
  const options: LibraryNewsApiOptions = { ...initial };
  const files = () => options.files ?? fixtures.libraryFiles();
  const news = () => options.news ?? fixtures.newsItems();
  const api = createFakeApi(
    {
      'GET /api/site-lists/': () => answer(siteListsResponseSchema, fixtures.siteLists()),
      'GET /api/library/': ({ query }) => {
        const categories = ids(query.get('categories'));
        const extensions = ids(query.get('extensions'));
        const search = (query.get('search') ?? '').toLowerCase();
        const found = files().filter(
          (file) =>
            (categories.length === 0 || categories.includes(Number(file.category?.id))) &&
            (extensions.length === 0 || extensions.includes(Number(file.extension?.id))) &&
            (search === '' || `${file.title} ${file.description}`.toLowerCase().includes(search)),
        );
        const page = Number(query.get('page') ?? '1');
        const size = Number(query.get('page_size') ?? String(LIBRARY_PAGE_SIZE));
        return answer(paginatedSchema(libraryFileSchema), pageOf(found, '/api/library/', page, size));
      },
      'GET /api/library/:id/': ({ params }) => {
        const file = files().find((entry) => String(entry.id) === params['id']);
        return file ? answer(libraryFileSchema, file) : apiError(404, 'library_file_not_found');
      },
      'GET /api/news/': ({ query }) => {
        const page = Number(query.get('page') ?? '1');
        const size = Number(query.get('page_size') ?? String(NEWS_PAGE_SIZE));
        return answer(paginatedSchema(newsSchema), pageOf(news(), '/api/news/', page, size));
      },
      'GET /api/news/:id/': ({ params }) => {
        const item = news().find((entry) => String(entry.id) === params['id']);
        if (!item) return apiError(404, 'not_found_or_forbidden');
        return answer(newsDetailSchema, options.article?.(item) ?? fixtures.newsDetail({ ...item }));
      },
      // The kit answers JSON only: a file's bytes are put in by `fetch` below, once this route said yes. Every
      // method: the preview asks with a HEAD whether the file is there before a viewer opens it.
      '/static/demo/library/:file': ({ params }) =>
        (options.missingFiles ?? []).includes(params['file'] ?? '')
          ? apiError(404, 'not_found')
          : { status: 200, body: {} },
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  const fakeFetch = api.fetch;
  const fetchWithFiles: typeof fetch = async (input, init) => {
    const response = await fakeFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (!response.ok || method === 'HEAD' || !url.pathname.startsWith('/static/demo/library/')) return response;
    return new Response(FILE_TEXT, { status: 200, headers: { 'content-type': 'text/plain' } });
  };
  return Object.assign(api, { options, fetch: fetchWithFiles });
}
