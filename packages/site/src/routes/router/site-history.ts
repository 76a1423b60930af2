import { hrefOf, locationOf } from './site-location';
import type { SiteLocation } from './site-location';

/** The history the router moves through: the browser's, or one in memory (tests). */
export interface SiteHistory {
  /** The location the history is at now. */
  readonly location: () => SiteLocation;
  /** Adds an entry (`replace`: replaces the current one). */
  readonly go: (location: SiteLocation, replace: boolean) => void;
  /** Called when the person moves through the history (back, forward): not for {@link SiteHistory.go}. */
  readonly listen: (listener: () => void) => () => void;
}

/** The entry's state as kept in `history.state`: the key survives a reload and back/forward. */
interface EntryState {
  key: string;
  state: unknown;
}

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/** The browser's history (`pushState`/`replaceState`, `popstate`). */
export function createBrowserHistory(window: Window): SiteHistory {
  const current = (): SiteLocation => {
    const { pathname, search, hash } = window.location;
    const entry: unknown = window.history.state;
    return isEntryState(entry)
      ? { pathname, search, hash, state: entry.state, key: entry.key }
      : { pathname, search, hash, state: null, key: 'default' };
  };
  return {
    location: current,
    go: (location, replace) => {
      const entry: EntryState = { key: location.key, state: location.state };
      if (replace) window.history.replaceState(entry, '', hrefOf(location));
      else window.history.pushState(entry, '', hrefOf(location));
    },
    listen: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** A history in memory, starting at `path` (tests, as the browser's would behave). */
export function createMemoryHistory(path = '/'): SiteHistory & { back: () => void } {
  const { pathname, search, hash } = new URL(path, 'http://site');
  const entries: SiteLocation[] = [{ ...locationOf({ pathname, search, hash }), key: 'default' }];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index] as SiteLocation,
    go: (location, replace) => {
      if (!replace) index += 1;
      entries.splice(index, entries.length - index, location);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    back: () => {
      index = Math.max(0, index - 1);
      for (const listener of listeners) listener();
    },
  };
}
