import { hashQueryKey } from '@campus/core';
import type { Campus, QueryDefinition } from '@campus/core';

/** Calls `then` once with the answer of a query once it has loaded (nothing when it fails). */
export function whenAnswered<T>(campus: Campus, query: QueryDefinition<T>, then: (answer: T) => void): void {
  const hash = hashQueryKey(query.key);
  let done = false;
  const check = (): void => {
    const snapshot = campus.query.peek<T>(hash);
    if (done || snapshot === undefined || snapshot.isFetching) return;
    done = true;
    // Unsubscribed after the answer: leaving as the last observer does not abort anything then.
    queueMicrotask(unsubscribe);
    if (snapshot.status === 'success' && snapshot.data !== undefined) then(snapshot.data);
  };
  const unsubscribe = campus.query.subscribe(query.key, check);
  check();
}
