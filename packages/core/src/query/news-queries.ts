import { fetchNewsArticle, fetchNewsPage } from '../api/calls/news.js';
import type { News, NewsDetail, Paginated } from '../schemas/catalogue.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The news' queries (spec §2 news, news/{id}): under the catalogue's key prefix, like the library's. Tag and
 * category names are localized: keys carry the locale.
 */

/** How long loaded news pages count as fresh. */
const LIST_STALE_TIME_MS = 60_000;

/** One page (1-based) of articles, newest first (`['catalogue', 'list', 'news', locale, page]`). */
export const page = (locale: string, page: number): QueryDefinition<Paginated<News>> => ({
  key: queryKeys.catalogue('list', 'news', locale, page),
  fetcher: ({ campus, signal }) => fetchNewsPage(campus.api, page, { signal }),
  staleTime: LIST_STALE_TIME_MS,
});

/** One article with its body (`['catalogue', 'detail', 'news', locale, id]`). */
export const article = (locale: string, id: number | string): QueryDefinition<NewsDetail> => ({
  key: queryKeys.catalogue('detail', 'news', locale, String(id)),
  fetcher: ({ campus, signal }) => fetchNewsArticle(campus.api, id, { signal }),
});
