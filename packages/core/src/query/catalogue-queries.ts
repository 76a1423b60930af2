import { fetchCatalogueDetail, fetchCataloguePage } from '../api/calls/catalogue.js';
import type {
  CatalogueDetailOf,
  CatalogueDetailType,
  CatalogueListItem,
  CatalogueListQuery,
  CatalogueType,
} from '../api/calls/catalogue.js';
import { fetchSiteLists } from '../api/calls/site-lists.js';
import type { Paginated } from '../schemas/catalogue.js';
import type { SiteListsResponse } from '../schemas/site-lists.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

// The activities' queries live apart (the player's list of a course is one of them), re-exported here so
// `catalogueQueries.itemActivities` stays: a widget that reaches only them does not bring the catalogue's calls.
export { courseActivities, itemActivities } from './activity-queries.js';

/** How long loaded catalogue pages count as fresh, so a re-mounted widget shows them without asking. */
const LIST_STALE_TIME_MS = 30_000;

/*
 * The learning catalogue's queries: key, call and freshness in one place, so two widgets showing the same list
 * or item share one request. An enrolment or subscription (`campus.query.invalidateAfter('enrolment')`)
 * refetches details and activities; list pages show the write's answer in place (see `WRITE_INVALIDATES`).
 * Answers whose text the server localizes carry the locale.
 */

/** One page (1-based) of a catalogue list for a query (`['catalogue', 'list', type, locale, query, page]`). */
export const page = (
  locale: string,
  type: CatalogueType,
  query: CatalogueListQuery,
  page: number,
): QueryDefinition<Paginated<CatalogueListItem>> => ({
  key: queryKeys.catalogue('list', type, locale, query, page),
  fetcher: ({ campus, signal }) => fetchCataloguePage(campus.api, type, query, page, { signal }),
  staleTime: LIST_STALE_TIME_MS,
});

/** An item's detail (`['catalogue', 'detail', type, locale, id]`). */
export const detail = <K extends CatalogueDetailType>(
  locale: string,
  type: K,
  id: number | string,
): QueryDefinition<CatalogueDetailOf[K]> => ({
  key: queryKeys.catalogue('detail', type, locale, String(id)),
  fetcher: ({ campus, signal }) => fetchCatalogueDetail(campus.api, type, id, { signal }),
});

/** The shared site lists the filters offer (areas, groups, tags, categories), in the interface language. */
export const siteLists = (locale: string): QueryDefinition<SiteListsResponse> => ({
  key: queryKeys.siteLists(locale),
  fetcher: ({ campus, signal }) => fetchSiteLists(campus.api, { signal }),
});
