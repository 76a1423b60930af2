import type { Campus } from '../campus/create-campus.js';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionState } from '../stores/session.store.js';
import { hashQueryKey, keyStartsWith } from './query-key.js';
import type { QueryKey } from './query-key.js';
import { WRITE_INVALIDATES } from './write-invalidates.js';
import type { WriteKind } from './write-invalidates.js';

/** What a fetcher receives: the instance to call and a signal that aborts when nobody wants the answer. */
export interface QueryFetchContext {
  campus: Campus;
  signal: AbortSignal;
  key: QueryKey;
}

/** Loads one resource, usually `({ campus, signal }) => campus.api.requestJson(path, schema, { signal })`. */
export type QueryFetcher<T> = (context: QueryFetchContext) => Promise<T>;

/** The cached state of one request. A new object on every change, so React can compare by identity. */
export interface QuerySnapshot<T> {
  /** `loading` until the first answer; `success` or `error` after (a refetch keeps the last answer). */
  readonly status: 'loading' | 'success' | 'error';
  readonly data: T | undefined;
  readonly error: unknown;
  /** A request is running (first load, retry, refetch after invalidation). */
  readonly isFetching: boolean;
  /** When the data arrived (ms since epoch), 0 before. */
  readonly updatedAt: number;
  /**
   * Which audience the snapshot is for, counted up on every sign-in, sign-out or switch of client. When it changes
   * the answer is gone and nothing runs: a widget still showing the request loads it again (the hooks do).
   */
  readonly audience: number;
}

interface Entry {
  readonly key: QueryKey;
  snapshot: QuerySnapshot<unknown>;
  fetcher: QueryFetcher<unknown>;
  controller: AbortController | undefined;
  observers: number;
  listeners: Set<() => void>;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The answer held is known to be out of date: a refetch (after a write, or forced) was cut short because nobody
   * watched it any more. The next load asks again whatever its `staleTime`.
   */
  outdated: boolean;
}

/**
 * The query cache of one Campus instance (`campus.query`, like TanStack Query's QueryClient): every widget of
 * the instance, in whatever bundle, reads and invalidates the same answers. Keys name data, never a package
 * (see `queryKeys`); React subscribes through `@campus/ui`'s `useResource`/`useQuery`.
 */
export interface QueryCache {
  /** The snapshot of a request, or `undefined` when it was never asked for (or was collected). */
  peek<T>(hash: string): QuerySnapshot<T> | undefined;
  /** Listens to one request; counts as an observer, so the last one leaving aborts a running request. */
  subscribe(key: QueryKey, listener: () => void): () => void;
  /**
   * Starts the request unless an equal one is running (dedupe) or the cached answer is fresh.
   * `force` (retry, refetch) aborts a running request and starts again.
   */
  load<T>(key: QueryKey, fetcher: QueryFetcher<T>, options?: { force?: boolean; staleTime?: number }): void;
  /** Marks every request whose key starts with `prefix` stale: watched ones refetch, the others are dropped. */
  invalidate(prefix: QueryKey): void;
  /** Invalidates what a write changes (`sale` → points, statement, levels, sales, ranking …): see `WRITE_INVALIDATES`. */
  invalidateAfter(write: WriteKind): void;
  /** Starts a query now (a page warming up), unless it is running or fresh: the widgets showing it share the answer. */
  prefetch<T>(query: QueryDefinition<T>): void;
}

/** One query: its key, how it loads and how long an answer stays fresh (`queries` in core builds them). */
export interface QueryDefinition<T> {
  readonly key: QueryKey;
  readonly fetcher: QueryFetcher<T>;
  /** How long an answer counts as fresh, in ms (the hook's default when absent). */
  readonly staleTime?: number;
}

/** How long an unwatched answer stays cached, so a widget that re-mounts soon does not fetch again. */
const GC_TIME_MS = 5 * 60_000;

const LOADING: QuerySnapshot<never> = Object.freeze({
  status: 'loading',
  data: undefined,
  error: undefined,
  isFetching: true,
  updatedAt: 0,
  audience: 0,
});

/**
 * Who the answers are for: signed in or not, which account, which client. The account and the client become known
 * in steps after a sign-in (the token, then `GET /api/me/` names the selected client): learning one is not a
 * change, since the answers already fetched were for that account and client.
 */
interface Audience {
  readonly signedIn: boolean;
  readonly email: string | null;
  readonly client: string | null;
}

const audienceOf = (state: SessionState): Audience => ({
  signedIn: state.access_token !== null,
  email: state.access_token === null ? null : state.email,
  client: state.access_token === null || state.selected_client_id === null ? null : String(state.selected_client_id),
});

/** Two known values that differ; an unknown one matches anything. */
const differ = (before: string | null, after: string | null): boolean =>
  before !== null && after !== null && before !== after;

/**
 * Whether answers fetched for `before` must not be shown to `after`: signing in or out, another account, another
 * client. A token refresh, or learning the account's email or client, is the same audience.
 */
const isAudienceChange = (before: Audience, after: Audience): boolean =>
  before.signedIn !== after.signedIn || differ(before.email, after.email) || differ(before.client, after.client);

/** What an answer is kept fresh for when a prefetch does not say. */
const DEFAULT_PREFETCH_STALE_TIME_MS = 30_000;

/**
 * Creates an empty cache for one Campus instance. When the session's audience changes (sign-in, sign-out,
 * another client) every answer is dropped and the widgets still watching one load it again — so a widget
 * showing "session expired" recovers by itself once someone signs in with another widget.
 */
export function createQueryCache(session: StoreApi<SessionState>, instance: () => Campus): QueryCache {
  const entries = new Map<string, Entry>();
  // What is known of the audience so far (values learned later are merged in until it changes), and its number.
  let audience = { ...audienceOf(session.getState()), count: 0 };

  const publish = (entry: Entry, patch: Partial<QuerySnapshot<unknown>>): void => {
    entry.snapshot = { ...entry.snapshot, ...patch };
    for (const listener of [...entry.listeners]) listener();
  };

  const entryFor = (key: QueryKey): Entry => {
    const hash = hashQueryKey(key);
    let entry = entries.get(hash);
    if (entry === undefined) {
      entry = {
        key,
        snapshot: audience.count === 0 ? LOADING : { ...LOADING, audience: audience.count },
        fetcher: () => Promise.reject(new Error('no fetcher')),
        controller: undefined,
        observers: 0,
        listeners: new Set(),
        gcTimer: undefined,
        outdated: false,
      };
      entries.set(hash, entry);
    }
    return entry;
  };

  const start = (hash: string, entry: Entry): void => {
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    if (!entry.snapshot.isFetching) publish(entry, { isFetching: true });
    entry.fetcher({ campus: instance(), signal: controller.signal, key: entry.key }).then(
      (data) => {
        if (entry.controller !== controller) return; // superseded by a newer request
        entry.controller = undefined;
        entry.outdated = false;
        publish(entry, { status: 'success', data, error: undefined, isFetching: false, updatedAt: Date.now() });
      },
      (error: unknown) => {
        // Our own aborts clear `controller` first, so they end here; a newer request also wins.
        if (entry.controller !== controller) return;
        entry.controller = undefined;
        publish(entry, { status: 'error', error, isFetching: false });
      },
    );
  };

  /** Aborts a running request nobody watches: one that never loaded is forgotten, an older answer stays. */
  const cancel = (hash: string, entry: Entry): void => {
    const controller = entry.controller;
    if (controller === undefined) return;
    entry.controller = undefined;
    controller.abort();
    if (entry.snapshot.updatedAt === 0) entries.delete(hash);
    else {
      // The request was asked for because the answer held was not good enough: it stays so.
      entry.outdated = true;
      publish(entry, { isFetching: false });
    }
  };

  const invalidate = (prefix: QueryKey): void => {
    for (const [hash, entry] of [...entries]) {
      if (!keyStartsWith(entry.key, prefix)) continue;
      if (entry.observers > 0) start(hash, entry);
      else {
        cancel(hash, entry);
        entries.delete(hash);
      }
    }
  };

  function load<T>(
    key: QueryKey,
    fetcher: QueryFetcher<T>,
    options: { force?: boolean; staleTime?: number } = {},
  ): void {
    const hash = hashQueryKey(key);
    const entry = entryFor(key);
    entry.fetcher = fetcher as QueryFetcher<unknown>;
    if (options.force) return start(hash, entry);
    if (entry.controller !== undefined) return; // the same request is running: share it
    const { status, updatedAt } = entry.snapshot;
    const fresh = status === 'success' && !entry.outdated && Date.now() - updatedAt < (options.staleTime ?? 0);
    if (!fresh) start(hash, entry);
  }

  /**
   * Another audience: no answer of the previous one may show, and no request sent for it lands. Nothing starts
   * here: the widgets still showing a request load it again when they see its new audience, while those that now
   * show something else (a sign-in form) unmount without sending an anonymous request that would come back 401.
   */
  const changeAudience = (count: number): void => {
    for (const [hash, entry] of [...entries]) {
      if (entry.observers === 0) {
        cancel(hash, entry);
        entries.delete(hash);
        continue;
      }
      const running = entry.controller;
      entry.controller = undefined;
      running?.abort();
      publish(entry, { ...LOADING, isFetching: false, audience: count });
    }
  };

  session.subscribe((state) => {
    const next = audienceOf(state);
    if (isAudienceChange(audience, next)) {
      audience = { ...next, count: audience.count + 1 };
      changeAudience(audience.count);
    } else {
      audience = {
        signedIn: next.signedIn,
        email: next.email ?? audience.email,
        client: next.client ?? audience.client,
        count: audience.count,
      };
    }
  });

  return {
    peek: <T>(hash: string) => entries.get(hash)?.snapshot as QuerySnapshot<T> | undefined,

    subscribe(key, listener) {
      const hash = hashQueryKey(key);
      const entry = entryFor(key);
      entry.observers += 1;
      entry.listeners.add(listener);
      clearTimeout(entry.gcTimer);
      return () => {
        entry.observers -= 1;
        entry.listeners.delete(listener);
        if (entry.observers > 0) return;
        // A microtask later, so React's StrictMode unmount/re-mount does not abort and restart the request.
        queueMicrotask(() => {
          if (entry.observers > 0) return;
          cancel(hash, entry);
          entry.gcTimer = setTimeout(() => {
            if (entry.observers === 0 && entries.get(hash) === entry) entries.delete(hash);
          }, GC_TIME_MS);
        });
      };
    },

    load,
    invalidate,
    invalidateAfter: (write) => {
      for (const prefix of WRITE_INVALIDATES[write]) invalidate(prefix);
    },
    prefetch: (query) =>
      load(query.key, query.fetcher, { staleTime: query.staleTime ?? DEFAULT_PREFETCH_STALE_TIME_MS }),
  };
}
