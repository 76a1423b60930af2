import { newsDetailSchema, newsSchema, paginatedSchema } from '../../schemas/catalogue.js';
import type { News, NewsDetail, Paginated } from '../../schemas/catalogue.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The news' calls (spec §2 news, news/{id}; §3 identifier `news_id`; docs/server.md "Catalogue"): a page of
 * articles, newest first, and one article with its rich-text body.
 */

/** The news' API segment (`/api/news/`, `/api/news/{id}/`). */
const NEWS_KIND = 'news';

/** How many articles one news page asks for. */
export const NEWS_PAGE_SIZE = 10;

const PAGE_SCHEMA = paginatedSchema(newsSchema);

/** `GET /api/news/?page=&page_size=`: one page of articles, newest first (the server's order). */
export async function fetchNewsPage(
  client: ApiClient,
  page: number,
  options?: TypedCallOptions,
): Promise<Paginated<News>> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.list, { kind: NEWS_KIND }), PAGE_SCHEMA, {
    searchParams: { page, page_size: NEWS_PAGE_SIZE },
    ...withSignal(options),
  });
}

/**
 * `GET /api/news/{id}/`: an article with its body (sanitized HTML, sanitize again before rendering); 404
 * `not_found_or_forbidden` for an unknown, unpublished or another client's article.
 */
export async function fetchNewsArticle(
  client: ApiClient,
  id: number | string,
  options?: TypedCallOptions,
): Promise<NewsDetail> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.detail, { kind: NEWS_KIND, id }), newsDetailSchema, {
    ...withSignal(options),
  });
}
