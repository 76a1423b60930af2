import { matchRoute, resolveNavigation } from '@campus/core';
import { isModuleAvailable } from '@campus/core/rules';
import type { ClientParams, ModuleItem, RedirectDecision, RedirectTarget, RouteMatch } from '@campus/core';
import { siteRouteOf } from './site-routes';

/** What the site knows when it decides a navigation. */
export interface SiteNavigationInput {
  pathname: string;
  search: string;
  /** The session holds an access token. */
  hasToken: boolean;
  /** The signed-in user's data is loaded (`GET /api/me/` answered), so the sign-in is complete. */
  identified: boolean;
  /** The user must choose a new password first (the login screen asks for it). */
  mustChangePassword: boolean;
  /** The client's home route (`selectHomeRoute`). */
  homeRoute: string;
  /** The client params (`has_{module}` flags); null until the first params answer. */
  client: ClientParams | null;
  /** The signed-in person's module items of the selected client (`user_client_module_items`, spec §3). */
  moduleItems: readonly ModuleItem[];
  storedTarget: RedirectTarget | null;
}

/** Show the route's page, the not-found page, or wait for the client params before deciding. */
export interface SiteRenderDecision {
  kind: 'render';
  match: RouteMatch;
  page: 'route' | 'not-found' | 'wait';
}

/** The site's decision: the core guard's redirect, or what to render. */
export type SiteNavigationDecision = RedirectDecision | SiteRenderDecision;

/**
 * The core navigation guard (spec §4, `resolveNavigation`) applied to the routes the site serves:
 * - paths the site does not serve (modules later issues deliver) answer not-found, signed in or not;
 * - the login page counts the session as signed in only once the user is identified and needs no new
 *   password, so the sign-in screen can finish its steps before the guard leaves it;
 * - a protected route with a session that must change its password goes to the login (which asks for it),
 *   keeping the target;
 * - a route of a module the person may not use answers not-found (spec §6: the module's flag is off, or their
 *   module items do not list it — core's `isModuleAvailable`, the rule the menus follow too); before the first
 *   params, or before the signed-in person's data is loaded, it waits.
 */
export function decideSiteNavigation(input: SiteNavigationInput): SiteNavigationDecision {
  const match = matchRoute(input.pathname);
  const served = siteRouteOf(match.route.name);
  if (served === undefined && match.route.group !== 'legacy') return { kind: 'render', match, page: 'not-found' };

  const ready = input.hasToken && !input.mustChangePassword;
  const decision = resolveNavigation({
    pathname: input.pathname,
    search: input.search,
    hasToken: match.route.name === 'login' ? ready && input.identified : ready,
    homeRoute: input.homeRoute,
    storedTarget: input.storedTarget,
  });
  if (decision.kind === 'redirect') return decision;
  if (served?.module !== undefined) {
    if (input.client === null || !input.identified) return { kind: 'render', match, page: 'wait' };
    if (!isModuleAvailable(input.client, input.moduleItems, served.module)) {
      return { kind: 'render', match, page: 'not-found' };
    }
  }
  return { kind: 'render', match, page: served === undefined ? 'not-found' : 'route' };
}
