import { fetchLibraryFile, fetchLibraryPage, libraryQuery } from '../api/calls/library.js';
import type { LibraryListFilter } from '../api/calls/library.js';
import type { LibraryFile, Paginated } from '../schemas/catalogue.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The library's queries (spec §2 library, library/{name}, libraries/{id}): under the catalogue's key prefix, so
 * what refreshes the catalogue (a favourite) refreshes them too. Names are localized: keys carry the locale.
 */

/** How long loaded library pages count as fresh, so going back to the list shows it without asking. */
const LIST_STALE_TIME_MS = 30_000;

/** One page (1-based) of library files for a filter (`['catalogue', 'list', 'library', locale, query, page]`). */
export const page = (
  locale: string,
  filter: LibraryListFilter,
  page: number,
): QueryDefinition<Paginated<LibraryFile>> => ({
  key: queryKeys.catalogue('list', 'library', locale, libraryQuery(filter), page),
  fetcher: ({ campus, signal }) => fetchLibraryPage(campus.api, filter, page, { signal }),
  staleTime: LIST_STALE_TIME_MS,
});

/** One library file (`['catalogue', 'detail', 'library', locale, id]`). */
export const file = (locale: string, id: number | string): QueryDefinition<LibraryFile> => ({
  key: queryKeys.catalogue('detail', 'library', locale, String(id)),
  fetcher: ({ campus, signal }) => fetchLibraryFile(campus.api, id, { signal }),
});
