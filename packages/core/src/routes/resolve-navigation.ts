import { legacyRedirect } from '../rules/index.js';
import type { RedirectTarget } from '../stores/session.store.js';
import { matchRoute } from './match-route.js';
import type { RouteMatch } from './match-route.js';

/** The query parameter that may carry a token into a protected route (spec §4). */
export const TOKEN_QUERY_PARAM = 'token';

/** What the navigation guard needs to know. */
export interface NavigationInput {
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search: string;
  /** Whether the session holds an access token. */
  hasToken: boolean;
  /** The client's home route (`selectHomeRoute`), where a signed-in user lands. */
  homeRoute: string;
  /** The target stored by an earlier unauthenticated visit, if any. */
  storedTarget?: RedirectTarget | null;
}

/** Show the matched route. */
export interface RenderDecision {
  kind: 'render';
  match: RouteMatch;
}

/** Go elsewhere; optionally store a target first, or forget the stored one. */
export interface RedirectDecision {
  kind: 'redirect';
  redirect: string;
  /** Store this as the post-sign-in target (`session.storeRedirectTarget`). */
  store?: RedirectTarget;
  /** The stored target was used: forget it (`session.consumeRedirectTarget`). */
  clearStoredTarget?: true;
}

/** The guard's decision. */
export type NavigationDecision = RenderDecision | RedirectDecision;

const LOGIN_PATH = '/';
const FALLBACK_HOME = '/home';

const withSearch = (path: string, params: URLSearchParams): string => {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

/** A home route usable as a redirect: absolute, and never the login page (that would loop). */
function normaliseHome(homeRoute: string): string {
  const path = homeRoute.startsWith('/') ? homeRoute : `/${homeRoute}`;
  return matchRoute(path).route.name === 'login' ? FALLBACK_HOME : path;
}

/** The stored target as a path, its token put back as the `token` query parameter. */
function targetPath(target: RedirectTarget): string {
  if (target.token === undefined) return target.path;
  const [path = LOGIN_PATH, query = ''] = target.path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(TOKEN_QUERY_PARAM, target.token);
  return withSearch(path, params);
}

/**
 * The navigation guard of spec §4, as a pure function:
 * - a legacy path (`/courses`, `/presential/{id}`, `/webcasts` ...) redirects to its new path, query kept;
 * - no token on a protected route → the login page, storing the target path and the optional `token` query;
 * - a token on the login page → the stored target if any (and forget it), else the client's home route;
 * - anything else renders its route (unknown paths render `not-found`).
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const params = new URLSearchParams(input.search);
  const legacy = legacyRedirect(input.pathname);
  if (legacy !== null) return { kind: 'redirect', redirect: withSearch(legacy, params) };

  const match = matchRoute(input.pathname);
  if (match.route.access === 'auth' && !input.hasToken) {
    const token = params.get(TOKEN_QUERY_PARAM);
    params.delete(TOKEN_QUERY_PARAM);
    const store: RedirectTarget = { path: withSearch(input.pathname, params) };
    if (token !== null && token !== '') store.token = token;
    return { kind: 'redirect', redirect: LOGIN_PATH, store };
  }

  if (match.route.name === 'login' && input.hasToken) {
    const target = input.storedTarget;
    if (target && matchRoute(target.path.split('?')[0] ?? '').route.name !== 'login') {
      return { kind: 'redirect', redirect: targetPath(target), clearStoredTarget: true };
    }
    return { kind: 'redirect', redirect: normaliseHome(input.homeRoute) };
  }

  return { kind: 'render', match };
}
