/** Where the site is: the parts of the address the pages read, with the entry's own state and key. */
export interface SiteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** State given to `navigate(…, { state })`, kept with the history entry. */
  readonly state: unknown;
  /** Unique per navigation (a navigation to the same address gets a new one): effects key on it. */
  readonly key: string;
}

/** A navigation's target: an address (absolute, or relative to the current one, e.g. `?tab=badges`) or its parts. */
export type To = string | Partial<Pick<SiteLocation, 'pathname' | 'search' | 'hash'>>;

/** How to navigate: replace the current history entry instead of adding one, and the entry's state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves the site to another address. */
export type NavigateFunction = (to: To, options?: NavigateOptions) => Promise<void>;

/** The address of a location (path, query and hash). */
export const hrefOf = (location: Pick<SiteLocation, 'pathname' | 'search' | 'hash'>): string =>
  `${location.pathname}${location.search}${location.hash}`;

/** The parts of `to`, resolved against the current location as a browser resolves a link. */
export function resolveTo(
  to: To,
  from: Pick<SiteLocation, 'pathname' | 'search'>,
): Pick<SiteLocation, 'pathname' | 'search' | 'hash'> {
  if (typeof to !== 'string')
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

let keys = 0;
/** A location with a fresh key. */
export const locationOf = (
  parts: Pick<SiteLocation, 'pathname' | 'search' | 'hash'>,
  state: unknown = null,
): SiteLocation => ({
  ...parts,
  state,
  key: `${Date.now().toString(36)}-${(keys++).toString(36)}`,
});
