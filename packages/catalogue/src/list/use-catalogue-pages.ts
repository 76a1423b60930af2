import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { catalogueQueries, hashQueryKey } from '@campus/core';
import type { QueryDefinition, QuerySnapshot } from '@campus/core';
import type { Paginated } from '@campus/core/schemas';
import { useCampus, useLocale } from '@campus/ui';
import type { ListQuery } from './list-query.js';
import type { CatalogueListItem, CatalogueType } from '../catalogue-type.js';

/** One loaded page and when it arrived (to tell it apart from newer writes). */
export interface LoadedPage {
  items: readonly CatalogueListItem[];
  fetchedAt: number;
}

/** What {@link useCataloguePages} returns. */
export interface CataloguePages {
  /** `loading` until the first page answers; `error` when the first page failed; `empty` when nothing matches. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The pages loaded so far, in order (a page still loading is not included, nor any after it). */
  pages: readonly LoadedPage[];
  /** Items matching the query on the server, loaded or not. */
  count: number;
  /** The server has more pages than are loaded. */
  hasMore: boolean;
  /** A request is running (first load, next page, retry). */
  isFetching: boolean;
  /** The failure of the first or last page, if it failed. */
  error: unknown;
  /** Loads the next page. */
  loadMore(): void;
  /** Asks again for every failed page. */
  retry(): void;
}

type PageSnapshot = QuerySnapshot<Paginated<CatalogueListItem>> | undefined;

/**
 * The pages of a catalogue list for a query, through the instance's query cache (so two widgets showing the
 * same list fetch once, and a re-mounted one reuses the pages): page 1 at first, one more per `loadMore()`; a
 * new query starts again at page 1. Each page is core's `catalogueQueries.page(locale, type, query, page)`.
 */
export function useCataloguePages(type: CatalogueType, query: ListQuery): CataloguePages {
  const campus = useCampus();
  const locale = useLocale();
  const cache = campus.query;
  // The list's identity: a new type, language or filter starts again at page 1.
  const base = hashQueryKey([type, locale, query]);
  const [requested, setRequested] = useState({ base, count: 1 });
  const count = requested.base === base ? requested.count : 1;

  const pageQueries = useMemo((): QueryDefinition<Paginated<CatalogueListItem>>[] => {
    const [listType, listLocale, listQuery] = JSON.parse(base) as [CatalogueType, string, ListQuery];
    return Array.from({ length: count }, (_, index) =>
      catalogueQueries.page(listLocale, listType, listQuery, index + 1),
    );
  }, [base, count]);
  const hashes = useMemo(() => pageQueries.map((page) => hashQueryKey(page.key)), [pageQueries]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = pageQueries.map((page) => cache.subscribe(page.key, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [cache, pageQueries],
  );
  // One array per change of any page, the same array otherwise (useSyncExternalStore compares by identity).
  const last = useRef<readonly PageSnapshot[]>([]);
  const getSnapshot = (): readonly PageSnapshot[] => {
    const next = hashes.map((hash) => cache.peek<Paginated<CatalogueListItem>>(hash));
    const same = next.length === last.current.length && next.every((entry, index) => entry === last.current[index]);
    if (!same) last.current = next;
    return last.current;
  };
  const snapshots = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const load = useCallback(
    (force: (snapshot: PageSnapshot) => boolean) => {
      pageQueries.forEach((page, index) => {
        cache.load(page.key, page.fetcher, {
          ...(page.staleTime === undefined ? {} : { staleTime: page.staleTime }),
          force: force(cache.peek(hashes[index] as string)),
        });
      });
    },
    [cache, pageQueries, hashes],
  );
  // Again when the audience changes (sign-in, sign-out, another client): the cache dropped the pages.
  const audience = snapshots[0]?.audience;
  useEffect(() => load(() => false), [load, audience]);

  const loadMore = useCallback(() => setRequested({ base, count: count + 1 }), [base, count]);
  const retry = useCallback(() => load((snapshot) => snapshot?.status === 'error'), [load]);

  const { pages, error, isFetching } = useMemo(() => summarize(snapshots), [snapshots]);
  const lastPage = snapshots[pages.length - 1];
  const total = snapshots[0]?.data?.count ?? 0;
  let status: CataloguePages['status'] = 'loading';
  if (pages.length > 0) status = total === 0 ? 'empty' : 'success';
  else if (snapshots[0]?.status === 'error') status = 'error';
  return {
    status,
    pages,
    count: total,
    hasMore: pages.length === snapshots.length && (lastPage?.data?.next ?? null) !== null,
    isFetching,
    error,
    loadMore,
    retry,
  };
}

/** The loaded pages in order, the first failure, and whether any request runs. */
function summarize(snapshots: readonly PageSnapshot[]): { pages: LoadedPage[]; error: unknown; isFetching: boolean } {
  const pages: LoadedPage[] = [];
  let error: unknown = undefined;
  let isFetching = false;
  let pending = false;
  for (const snapshot of snapshots) {
    isFetching = isFetching || (snapshot?.isFetching ?? true);
    if (snapshot?.status === 'error' && error === undefined) error = snapshot.error;
    // Pages after one still loading wait for it, so items always show in order.
    if (pending || snapshot?.data === undefined) {
      pending = true;
      continue;
    }
    pages.push({ items: snapshot.data.results, fetchedAt: snapshot.updatedAt });
  }
  return { pages, error, isFetching };
}
