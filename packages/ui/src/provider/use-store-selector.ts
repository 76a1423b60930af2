import { useCallback, useRef, useSyncExternalStore } from 'react';

/** The part of a zustand vanilla store the hooks need (`StoreApi` has more). */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Decides whether two selections are the same, so a component does not re-render for an equal value. */
export type EqualityFn<T> = (a: T, b: T) => boolean;

/**
 * Reads a slice of a vanilla store with `useSyncExternalStore` (the zustand `useStore` idea, without making
 * `zustand` a dependency of the toolkit). The selection is memoised per store state, so a selector that
 * builds a fresh object does not loop; `isEqual` keeps the previous selection when it compares equal.
 * @param isEqual @default Object.is
 */
export function useStoreSelector<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual: EqualityFn<T> = Object.is,
): T {
  // The last state and what was selected from it; reset when the store itself changes.
  const memo = useRef<{ store: ReadableStore<S>; state: S; selection: T } | null>(null);
  const getSnapshot = (): T => {
    const state = store.getState();
    const last = memo.current;
    if (last !== null && last.store === store && last.state === state) return last.selection;
    const selection = selector(state);
    if (last !== null && last.store === store && isEqual(last.selection, selection)) {
      memo.current = { store, state, selection: last.selection };
      return last.selection;
    }
    memo.current = { store, state, selection };
    return selection;
  };
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
