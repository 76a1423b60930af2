import type { ComponentType, ReactNode } from 'react';
import { locationOf, resolveTo } from './site-location';
import type { NavigateFunction, SiteLocation } from './site-location';
import type { SiteHistory } from './site-history';

/** What the router renders for an address (its `match` finds it). */
export interface RouterRoute {
  /** The route's id (the site's: its core route name), read by `useRouteId`. */
  readonly id: string;
  /** The address's parameters, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** The page's component… */
  readonly Component?: ComponentType;
  /** …or how to load it (its chunk); called once per function, then kept. It must not reject. */
  readonly lazy?: () => Promise<ComponentType>;
}

/** What the router shows: the location, its route and the route's page. */
export interface RouterState {
  readonly location: SiteLocation;
  readonly route: RouterRoute;
  /** The page's component; null while the first page's code loads (the router shows its `fallback`). */
  readonly Page: ComponentType | null;
}

/** How the router is made. */
export interface RouterOptions {
  readonly history: SiteHistory;
  /** The route of a pathname (a catch-all included: every address has one). */
  readonly match: (pathname: string) => RouterRoute;
  /** Around every page (it renders `<Outlet />` where the page goes). */
  readonly layout?: ComponentType | undefined;
  /** Shown instead of the layout or the page that threw while rendering (cleared by the next navigation). */
  readonly errorView?: ComponentType<{ error: unknown }> | undefined;
  /** Shown while the first page's code loads. */
  readonly fallback?: ComponentType | undefined;
  /**
   * Around the page and the fallback alike, in the layout's `<Outlet />`: what it draws stays on screen (the same
   * elements) when the page's code arrives, instead of being drawn again with the page.
   */
  readonly frame?: ComponentType<{ children: ReactNode }> | undefined;
}

/** The site's router: its state, and navigation. */
export interface Router extends Pick<RouterOptions, 'layout' | 'errorView' | 'fallback' | 'frame'> {
  readonly state: RouterState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Resolves once the target's page is shown (or a later navigation overtook it). */
  readonly navigate: NavigateFunction;
}

/**
 * A router over a history. As react-router's data router did: a navigation to a page whose code is not loaded yet
 * keeps the current page (and location) until the code arrives, then moves the address and the page together; a
 * later navigation overtakes an earlier one still loading; the first page's code starts loading at once.
 */
export function createRouter({ history, match, ...views }: RouterOptions): Router {
  const loaded = new Map<() => Promise<ComponentType>, ComponentType>();
  const loading = new Map<() => Promise<ComponentType>, Promise<ComponentType>>();
  const listeners = new Set<() => void>();
  const initial = history.location();
  let state: RouterState = { location: initial, route: match(initial.pathname), Page: null };
  let latest = 0;

  const pageOf = (route: RouterRoute): ComponentType | Promise<ComponentType> => {
    if (route.Component !== undefined) return route.Component;
    const { lazy } = route;
    if (lazy === undefined) throw new TypeError(`route "${route.id}" has neither a Component nor a lazy page`);
    const done = loaded.get(lazy);
    if (done !== undefined) return done;
    let pending = loading.get(lazy);
    if (pending === undefined) {
      pending = lazy().then((Page) => {
        loaded.set(lazy, Page);
        return Page;
      });
      loading.set(lazy, pending);
    }
    return pending;
  };

  /** Shows `location` once its page is there; `write`: how the history learns of it (a pop has moved already). */
  async function go(location: SiteLocation, write: 'push' | 'replace' | 'none'): Promise<void> {
    const ticket = ++latest;
    const route = match(location.pathname);
    const page = pageOf(route);
    const Page = page instanceof Promise ? await page : page;
    if (ticket !== latest) return;
    if (write !== 'none') history.go(location, write === 'replace');
    state = { location, route, Page };
    for (const listener of listeners) listener();
  }

  history.listen(() => void go(history.location(), 'none'));
  void go(initial, 'none');

  return {
    ...views,
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, options = {}) => {
      const target = resolveTo(to, state.location);
      // As a link to where one is already: the entry is replaced, not repeated.
      const same =
        target.pathname === state.location.pathname &&
        target.search === state.location.search &&
        target.hash === state.location.hash;
      return go(locationOf(target, options.state ?? null), (options.replace ?? same) ? 'replace' : 'push');
    },
  };
}
