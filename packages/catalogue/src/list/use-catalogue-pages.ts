import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Paginated } from '@campus/core';
import { hashResourceKey, resourceCacheFor, useCampus, useLocale } from '@campus/ui';
import type { ResourceKey, ResourceSnapshot } from '@campus/ui';
import { fetchCataloguePage } from '../api/catalogue-api';
import type { ListQuery } from '../api/list-query';
import type { CatalogueListItem, CatalogueType } from '../catalogue-type';

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

type PageSnapshot = ResourceSnapshot<Paginated<CatalogueListItem>> | undefined;

/** How long loaded pages count as fresh, so a re-mounted widget shows them without asking. */
const STALE_TIME_MS = 30_000;

/**
 * The pages of a catalogue list for a query, through the instance's shared resource cache (so two widgets
 * showing the same list fetch once, and a re-mounted one reuses the pages): page 1 at first, one more per
 * `loadMore()`; a new query starts again at page 1. Keys: `['catalogue', 'list', type, locale, query, page]`.
 */
export function useCataloguePages(type: CatalogueType, query: ListQuery): CataloguePages {
  const campus = useCampus();
  const locale = useLocale();
  const cache = resourceCacheFor(campus);
  const base = hashResourceKey(['catalogue', 'list', type, locale, query]);
  const [requested, setRequested] = useState({ base, count: 1 });
  const count = requested.base === base ? requested.count : 1;

  const keys = useMemo((): ResourceKey[] => {
    const prefix = JSON.parse(base) as ResourceKey;
    return Array.from({ length: count }, (_, index) => [...prefix, index + 1]);
  }, [base, count]);
  const hashes = useMemo(() => keys.map(hashResourceKey), [keys]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => cache.subscribe(key, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [cache, keys],
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
      keys.forEach((key, index) => {
        const [, , keyType, , keyQuery, page] = key as [string, string, CatalogueType, string, ListQuery, number];
        cache.load(key, ({ signal }) => fetchCataloguePage(campus, keyType, keyQuery, page, signal), {
          staleTime: STALE_TIME_MS,
          force: force(cache.peek(hashes[index] as string)),
        });
      });
    },
    [cache, campus, keys, hashes],
  );
  useEffect(() => load(() => false), [load]);

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
