import { describe, expect, it } from 'vitest';
import type { Campus } from '../campus/create-campus.js';
import { createSessionStore } from '../stores/session.store.js';
import { hashQueryKey } from './query-key.js';
import { createQueryCache } from './query-cache.js';
import type { QueryFetcher } from './query-cache.js';

const KEY = ['courses', { page: 1 }];

/** A cache over a real session store, and a fetcher that records its calls and answers when told. */
function setup() {
  const session = createSessionStore();
  const cache = createQueryCache(session, () => ({}) as Campus);
  const calls: { signal: AbortSignal; resolve: (value: string[]) => void }[] = [];
  const fetcher: QueryFetcher<string[]> = ({ signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ signal, resolve });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { session, cache, calls, fetcher, snapshot: () => cache.peek<string[]>(hashQueryKey(KEY)) };
}

describe('the query cache across audiences', () => {
  it('a sign-out drops the answers and aborts what runs, but starts nothing by itself', async () => {
    const { session, cache, calls, fetcher, snapshot } = setup();
    session.setState({ access_token: 'first', email: 'ana@campus.example' });
    cache.subscribe(KEY, () => undefined);
    cache.load(KEY, fetcher);
    calls[0]?.resolve(['Excel']);
    await Promise.resolve();
    expect(snapshot()).toMatchObject({ status: 'success', data: ['Excel'], audience: 1 });
    cache.load(KEY, fetcher, { force: true }); // a refetch running when the person signs out

    // A widget hiding its list may stop watching only after paint (Preact defers passive cleanups): the cache
    // must not have sent an anonymous request meanwhile.
    session.setState({ access_token: null, email: null });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(snapshot()).toMatchObject({ status: 'loading', data: undefined, isFetching: false, audience: 2 });

    // A widget still showing it loads it again: the old answer is not fresh for the new audience.
    cache.load(KEY, fetcher, { staleTime: 60_000 });
    expect(calls).toHaveLength(3);
  });

  it('a token refresh, or the client becoming known, keeps the answers', async () => {
    const { session, cache, calls, fetcher, snapshot } = setup();
    session.setState({ access_token: 'first', email: 'ana@campus.example' });
    cache.subscribe(KEY, () => undefined);
    cache.load(KEY, fetcher);
    calls[0]?.resolve(['Excel']);
    await Promise.resolve();
    session.setState({ access_token: 'refreshed' });
    session.setState({ selected_client_id: 1 });
    expect(snapshot()).toMatchObject({ status: 'success', data: ['Excel'], audience: 1 });
    session.setState({ selected_client_id: 2 });
    expect(snapshot()).toMatchObject({ status: 'loading', audience: 2 });
  });
});

describe('the query cache after a write', () => {
  it('a refetch cut short because nobody watches any more leaves the answer out of date for the next load', async () => {
    const { session, cache, calls, fetcher, snapshot } = setup();
    session.setState({ access_token: 'first', email: 'ana@campus.example' });
    const unsubscribe = cache.subscribe(KEY, () => undefined);
    cache.load(KEY, fetcher);
    calls[0]?.resolve(['Excel']);
    await Promise.resolve();

    cache.invalidate(['courses']); // a write: the watched answer is asked again …
    expect(calls).toHaveLength(2);
    unsubscribe(); // … and the screen leaves before it comes
    await Promise.resolve();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(snapshot()).toMatchObject({ status: 'success', data: ['Excel'], isFetching: false });

    // Within its staleTime, the old answer would be taken as fresh: it is not.
    cache.subscribe(KEY, () => undefined);
    cache.load(KEY, fetcher, { staleTime: 60_000 });
    expect(calls).toHaveLength(3);
    calls[2]?.resolve(['Excel', 'Word']);
    await Promise.resolve();
    cache.load(KEY, fetcher, { staleTime: 60_000 });
    expect(calls).toHaveLength(3);
    expect(snapshot()).toMatchObject({ data: ['Excel', 'Word'] });
  });
});
