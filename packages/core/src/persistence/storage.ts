/**
 * Storage behind small interfaces (issue 4 item 3): browsers use localStorage and the `storage` event,
 * Node tests and non-browser hosts pass their own implementation.
 */

/** The part of the Web Storage API persistence uses. `localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A change made by another tab (the browser's `storage` event). `key` null means the storage was cleared. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/** Subscribes to changes made by other tabs; returns the unsubscribe function. */
export type StorageWatcher = (listener: (change: StorageChange) => void) => () => void;

/** Storage plus, when the platform has one, the cross-tab change feed. */
export interface PersistenceStorage {
  storage: StorageLike;
  watch?: StorageWatcher;
}

/**
 * The browser's localStorage and `storage` event, or `undefined` where storage is unusable: no window,
 * a sandboxed iframe or blocked cookies (reading `localStorage` then throws a SecurityError).
 */
export function createBrowserStorage(win: Window | undefined = globalThis.window): PersistenceStorage | undefined {
  if (win === undefined) return undefined;
  let storage: Storage;
  try {
    storage = win.localStorage;
    // Some browsers hand out a storage object that throws only when used.
    storage.getItem('campus:probe');
  } catch {
    return undefined;
  }
  const watch: StorageWatcher = (listener) => {
    const onStorage = (event: StorageEvent): void => {
      // Ignore sessionStorage events and other areas: only the area we write to matters.
      if (event.storageArea !== storage) return;
      listener({ key: event.key, newValue: event.newValue });
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  };
  return { storage, watch };
}

/** One shared in-memory storage area, seen by several simulated tabs. */
export interface MemoryStorageArea {
  /** A new tab on this area: its writes notify the other tabs' watchers, not its own (as browsers do). */
  tab(): PersistenceStorage;
  /** A copy of everything stored, for inspection. */
  entries(): ReadonlyMap<string, string>;
}

/**
 * Creates an in-memory storage area for Node, SSR and tests. Change notifications are delivered in a
 * microtask, like the browser's asynchronous `storage` event.
 */
export function createMemoryStorageArea(): MemoryStorageArea {
  const items = new Map<string, string>();
  const tabs = new Set<Set<(change: StorageChange) => void>>();

  const notifyOthers = (own: Set<(change: StorageChange) => void>, change: StorageChange): void => {
    for (const listeners of tabs) {
      if (listeners === own) continue;
      for (const listener of [...listeners]) queueMicrotask(() => listener(change));
    }
  };

  return {
    tab: () => {
      const listeners = new Set<(change: StorageChange) => void>();
      tabs.add(listeners);
      const storage: StorageLike = {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => {
          const previous = items.get(key);
          items.set(key, String(value));
          if (previous !== value) notifyOthers(listeners, { key, newValue: String(value) });
        },
        removeItem: (key) => {
          if (!items.delete(key)) return;
          notifyOthers(listeners, { key, newValue: null });
        },
      };
      const watch: StorageWatcher = (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      };
      return { storage, watch };
    },
    entries: () => new Map(items),
  };
}
