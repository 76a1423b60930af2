import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { hashQueryKey } from '@campus/core';
import type { QueryDefinition, QueryFetcher, QueryKey, QuerySnapshot } from '@campus/core';
import { useCampus } from '../provider/use-campus.js';

/** Options of {@link useResource}. */
export interface UseResourceOptions<T> {
  /**
   * How long an answer counts as fresh, in ms: a widget mounting within it reuses the cached answer
   * without asking again. Requests running at the same time are always shared, whatever this says.
   * @default 30000
   */
  staleTime?: number;
  /**
   * Whether an answer means "nothing to show" (the `empty` state).
   * @default {@link isEmptyResource}: null, an empty array, or an object whose `results` is an empty array
   */
  isEmpty?: (data: T) => boolean;
}

/** The state a screen shows: first load, nothing, failure (with retry), or data. `idle` while the key is null. */
export type ResourceStatus = 'idle' | 'loading' | 'empty' | 'error' | 'success';

/** What {@link useResource} returns. */
export interface ResourceState<T> {
  status: ResourceStatus;
  /** The last answer (kept during a refetch and after a failed refetch). */
  data: T | undefined;
  /** The failure, for `campus.errorMessage(error)` (see `ErrorState`). */
  error: unknown;
  /** A request is running, including a background refetch with data on screen. */
  isFetching: boolean;
  /** Asks again now (the retry button of an error state). */
  retry(): void;
}

/** The default emptiness test: null/undefined, `[]`, or a paginated answer with `results: []`. */
export function isEmptyResource(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  const results = (data as { results?: unknown }).results;
  return Array.isArray(results) && results.length === 0;
}

const DEFAULT_STALE_TIME_MS = 30_000;

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The key back from its hash (the hash is the key's canonical JSON). */
const keyFromHash = (hash: string): QueryKey => JSON.parse(hash) as QueryKey;
const IDLE: QuerySnapshot<never> = {
  status: 'loading',
  data: undefined,
  error: undefined,
  isFetching: false,
  updatedAt: 0,
  audience: 0,
};

/**
 * Loads an API resource through the instance's query cache (`campus.query`), with the loading / empty / error /
 * retry states a screen needs. Widgets asking for the same key at the same time make one request, whatever
 * bundle they came in; the last one to unmount aborts a request still running; `campus.query.invalidateAfter`
 * (or `invalidate(prefix)`) refetches after a change. Prefer {@link useQuery} with core's domain queries.
 *
 * ```tsx
 * const courses = useResource(['courses', filters], ({ campus, signal }) =>
 *   campus.api.requestJson('/api/courses/', coursesSchema, { searchParams: filters, signal }),
 * );
 * ```
 * @param key what identifies the request (`null` to wait, e.g. until a filter is chosen)
 * @param fetcher loads it; the latest fetcher is used, so it may close over props
 */
export function useResource<T>(
  key: QueryKey | null,
  fetcher: QueryFetcher<T>,
  options: UseResourceOptions<T> = {},
): ResourceState<T> {
  const campus = useCampus();
  const cache = campus.query;
  const hash = key === null ? null : hashQueryKey(key);
  // The latest fetcher, so it may close over props without restarting the request.
  const fetcherRef = useRef(fetcher);
  useBrowserLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });
  const staleTime = options.staleTime ?? DEFAULT_STALE_TIME_MS;
  const isEmpty = options.isEmpty ?? isEmptyResource;

  // The key object may be rebuilt on every render; its hash says whether the request changed, and is itself
  // valid JSON of the key, so the callbacks below depend on the hash alone.
  const subscribe = useCallback(
    (onChange: () => void) => (hash === null ? () => undefined : cache.subscribe(keyFromHash(hash), onChange)),
    [cache, hash],
  );
  const getSnapshot = (): QuerySnapshot<T> => (hash === null ? IDLE : (cache.peek<T>(hash) ?? IDLE));
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const load = useCallback(
    (force: boolean) => {
      if (hash === null) return;
      cache.load(keyFromHash(hash), (context) => fetcherRef.current(context), { force, staleTime });
    },
    [cache, hash, staleTime],
  );
  // Again when the audience changes (sign-in, sign-out, another client): the cache dropped the answer.
  const audience = snapshot.audience;
  useEffect(() => {
    load(false);
  }, [load, audience]);

  const retry = useCallback(() => load(true), [load]);
  return useMemo(() => {
    const { data, error, isFetching } = snapshot;
    let status: ResourceStatus = snapshot.status;
    if (hash === null) status = 'idle';
    else if (status === 'success' && isEmpty(data as T)) status = 'empty';
    return { status, data, error, isFetching, retry };
  }, [snapshot, hash, isEmpty, retry]);
}

/**
 * {@link useResource} for one of core's domain queries (`loyaltyQueries.points()` …): key, call and freshness come
 * from the definition, so every widget asks for the data the same way. `null` waits (the `idle` state).
 */
export function useQuery<T>(
  query: QueryDefinition<T> | null,
  options: Omit<UseResourceOptions<T>, 'staleTime'> = {},
): ResourceState<T> {
  return useResource(query?.key ?? null, query?.fetcher ?? idleFetcher, {
    ...options,
    ...(query?.staleTime === undefined ? {} : { staleTime: query.staleTime }),
  });
}

const idleFetcher: QueryFetcher<never> = () => Promise.reject(new Error('idle query'));
