import { useCallback, useSyncExternalStore } from 'react';
import type { Campus } from '@campus/core';
import { useCampus } from '@campus/ui';
import type { CatalogueListItem } from '../catalogue-type.js';

/**
 * Items as the server answered a write (favourite, enrol, subscribe), per Campus instance. Lists and details
 * show these over older answers, so a change shows at once everywhere (the list, a trail's items, the detail)
 * without refetching every loaded page. An answer fetched after the write wins again.
 */
interface Override {
  item: CatalogueListItem;
  /** When the write answered (epoch ms), compared with when the other answer arrived. */
  at: number;
}

interface OverrideStore {
  get(item: CatalogueListItem): Override | undefined;
  set(item: CatalogueListItem): void;
  subscribe(listener: () => void): () => void;
  version(): number;
}

const keyOf = (item: { type: string; id: number | string }) => `${item.type}:${String(item.id)}`;

function createOverrideStore(): OverrideStore {
  const overrides = new Map<string, Override>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    get: (item) => overrides.get(keyOf(item)),
    set(item) {
      overrides.set(keyOf(item), { item, at: Date.now() });
      version += 1;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const stores = new WeakMap<Campus, OverrideStore>();

/** The override store of an instance (created on first use, gone with the instance). */
function overridesFor(campus: Campus): OverrideStore {
  let store = stores.get(campus);
  if (!store) stores.set(campus, (store = createOverrideStore()));
  return store;
}

/** What {@link useItemOverrides} returns. */
export interface ItemOverrides {
  /** The item as last written, if the write is newer than `fetchedAt` (when the item was fetched); else `item`. */
  apply<T extends CatalogueListItem>(item: T, fetchedAt: number): T;
  /** Records a write's answer. */
  record(item: CatalogueListItem): void;
  /** Changes whenever an override is recorded (for memo dependencies). */
  version: number;
}

/** Reads and records write answers for the nearest instance; re-renders when one is recorded. */
export function useItemOverrides(): ItemOverrides {
  const store = overridesFor(useCampus());
  const version = useSyncExternalStore(store.subscribe, store.version, store.version);
  const apply = useCallback(
    <T extends CatalogueListItem>(item: T, fetchedAt: number): T => {
      const override = store.get(item);
      return override && override.at >= fetchedAt ? (override.item as T) : item;
    },
    [store],
  );
  return { apply, record: store.set, version };
}
