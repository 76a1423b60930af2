import { useMemo } from 'react';
import type { CampusStores, FilterContentType, FiltersData, ParamsState, SessionState } from '@campus/core';
import { useCampus } from './use-campus.js';
import { useStoreSelector } from './use-store-selector.js';
import type { EqualityFn, ReadableStore } from './use-store-selector.js';

/** The state type of one of the instance's stores (`'session'` → `SessionState`). */
export type CampusStoreState<K extends keyof CampusStores> = ReturnType<CampusStores[K]['getState']>;

/**
 * Reads any store of the nearest Campus instance: `useCampusStore('reward', selectRewardPoints)`.
 * Re-renders only when the selection changes.
 * @param isEqual @default Object.is
 */
export function useCampusStore<K extends keyof CampusStores, T>(
  name: K,
  selector: (state: CampusStoreState<K>) => T,
  isEqual?: EqualityFn<T>,
): T {
  const store = useCampus().stores[name] as unknown as ReadableStore<CampusStoreState<K>>;
  return useStoreSelector(store, selector, isEqual);
}

/**
 * Reads the session store (spec §3): `useSession(selectIsSignedIn)`.
 * @param isEqual @default Object.is
 */
export function useSession<T>(selector: (state: SessionState) => T, isEqual?: EqualityFn<T>): T {
  return useCampusStore('session', selector, isEqual);
}

/**
 * Reads the params store (spec §3): `useParams(selectColors)`.
 * @param isEqual @default Object.is
 */
export function useParams<T>(selector: (state: ParamsState) => T, isEqual?: EqualityFn<T>): T {
  return useCampusStore('params', selector, isEqual);
}

/** What {@link useFilters} returns: the filters of one content type and the actions bound to that type. */
export interface FiltersBinding<K extends FilterContentType> {
  /** The current filters (spec §3 "Filter states"). */
  filters: FiltersData[K];
  /** Changes some filters of this content type. */
  setFilter(patch: Partial<FiltersData[K]>): void;
  /** Back to this content type's defaults. */
  resetFilters(): void;
}

/** The filters of one content type, kept in the instance's store so they survive a widget re-mount. */
export function useFilters<K extends FilterContentType>(contentType: K): FiltersBinding<K> {
  const store = useCampus().stores.filters;
  const filters = useStoreSelector(store, (state) => state[contentType]);
  return useMemo(
    () => ({
      filters,
      setFilter: (patch) => store.getState().setFilter(contentType, patch),
      resetFilters: () => store.getState().resetFilters(contentType),
    }),
    [filters, store, contentType],
  );
}
