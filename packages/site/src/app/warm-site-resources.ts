import { accountQueries, matchRoute, selectIsSignedIn } from '@campus/core';
import type { Campus, RouteName } from '@campus/core';
import { warmDrills } from '../layout/lazy-drills-banner';
import { membershipOf } from '../programme/programme-membership';
import { siteRouteOf } from '../routes/site-routes';
import { siteParamsQuery } from './use-site-params';
import { warmHomeBanner } from './warm-home-banner';
import { whenAnswered } from './when-answered';

/** Whether a pathname (its `route`) opens the home: `/home`, or `/`, from which a signed-in person goes on there. */
function opensHome(pathname: string, route: RouteName): boolean {
  return pathname === '/' || route === 'home';
}

/** The home's campaigns warm-up, in a chunk of its own (warm-home.ts). */
const loadHomeWarmUp = () => import('./warm-home');

/**
 * Starts the first page's independent API requests at boot, as soon as the persisted session is loaded
 * (`campus.ready`), instead of after the router, the page's chunk and the components have run: the client
 * params and, signed in, `GET /api/me/` and a learner's pending drills (with their banner's chunk) — and on the
 * home its welcome banner and the banner's first image (warm-home-banner.ts) and the campaigns (warm-home.ts,
 * whose chunk is asked for at once on `/home`, while the session loads); on other pages the warm-up their page
 * module exports (`PageModule.warm`: a catalogue list's first page and first cover, the player's activities). The
 * requests go into the instance's query cache with the very definitions the components use (core's
 * `platformQueries`, `accountQueries`, `loyaltyQueries`), so a component mounting later subscribes to the running
 * request (or its fresh answer) and nothing is asked twice.
 */
export function warmSiteResources(campus: Campus, pathname: string): void {
  const { route: matched, params } = matchRoute(pathname);
  const route = matched.name;
  const home = route === 'home' ? loadHomeWarmUp() : undefined;
  void campus.ready.then(() => {
    const session = campus.stores.session.getState();
    campus.query.prefetch(siteParamsQuery(selectIsSignedIn(session)));
    // Signed out (or a sign-in still completing), the navigation guard decides where the person goes first.
    if (session.access_token === null || session.id === null) return;
    const me = accountQueries.me();
    campus.query.prefetch(me);
    if (session.has_mandatory_drills) warmDrills(campus);
    if (route === 'reward-store') {
      // The store's own requests are the member's only (others get the members-only page): started once the user's
      // data says member, with the store's code (its chunk is the page's), instead of after the page renders it.
      whenAnswered(campus, me, (answer) => {
        if (membershipOf({ status: null, me: answer, error: undefined }) !== 'member') return;
        void import('@campus/rewards').then(({ warmRewardStore }) => warmRewardStore(campus));
      });
      return;
    }
    if (opensHome(pathname, route)) {
      warmHomeBanner(campus);
      void (home ?? loadHomeWarmUp()).then(({ warmHome }) => warmHome(campus));
      return;
    }
    // Another page's own warm-up, if its module has one: its chunk is the one the router is loading anyway (a
    // failed load is the router's to show).
    siteRouteOf(route)
      ?.load()
      .then((page) => page.warm?.(campus, route, params))
      .catch(() => undefined);
  });
}
