import {
  accountQueries,
  hashQueryKey,
  loyaltyQueries,
  matchRoute,
  mediaUrl,
  platformQueries,
  selectIsSignedIn,
  selectWelcomeBanners,
} from '@campus/core';
import { isModuleEnabled } from '@campus/core/rules';
import type { Campus, QueryDefinition } from '@campus/core';
import { membershipOf } from '../programme/programme-membership';
import { siteParamsQuery } from './use-site-params';

/** Whether `pathname` opens the home: `/home`, or `/`, which a signed-in person is sent on to from there. */
function opensHome(pathname: string): boolean {
  return pathname === '/' || matchRoute(pathname).route.name === 'home';
}

/**
 * Starts the first page's independent API requests at boot, as soon as the persisted session is loaded
 * (`campus.ready`), instead of after the router, the page's chunk and the components have run: the client
 * params and, signed in, `GET /api/me/` — and on the home its welcome banner, the banner's first image and the
 * campaigns. The requests go into the instance's query cache with the very definitions the components use (core's
 * `platformQueries`, `accountQueries`, `loyaltyQueries`), so a component mounting later subscribes to the running
 * request (or its fresh answer) and nothing is asked twice.
 */
export function warmSiteResources(campus: Campus, pathname: string): void {
  const session = campus.stores.session.getState();
  campus.query.prefetch(siteParamsQuery(selectIsSignedIn(session)));
  // Signed out (or a sign-in still completing), the navigation guard decides where the person goes first.
  if (session.access_token === null || session.id === null) return;
  const me = accountQueries.me();
  campus.query.prefetch(me);
  if (matchRoute(pathname).route.name === 'reward-store') {
    // The store's own requests are the member's only (others get the members-only page): started once the user's
    // data says member, with the store's code (its chunk is the page's), instead of after the page renders it.
    whenAnswered(campus, me, (answer) => {
      if (membershipOf({ status: null, me: answer, error: undefined }) !== 'member') return;
      void import('@campus/rewards').then(({ warmRewardStore }) => warmRewardStore(campus));
    });
    return;
  }
  if (!opensHome(pathname)) return;
  const banner = platformQueries.welcomeBanner();
  campus.query.prefetch(banner);
  // The banner's first image is the home's largest paint: its download starts from the slides stored on a previous
  // visit, or else from the banner's answer, instead of after the page's chunk has rendered the slides.
  const stored = selectWelcomeBanners(campus.stores.welcomeBanner.getState())[0];
  if (stored === undefined) {
    whenAnswered(campus, banner, (answer) => preloadImage(campus, answer.welcome_banner[0]?.image));
  } else {
    preloadImage(campus, stored.image);
  }
  // The campaign selection shows only with the campaigns module: known from the params stored on a previous visit,
  // or else from the params' answer (a first visit), so that its answer does not come in long after the page.
  const campaigns = loyaltyQueries.campaigns(campus.i18n.language);
  if (isModuleEnabled(campus.stores.params.getState().client, 'campaigns')) {
    campus.query.prefetch(campaigns);
  } else {
    whenAnswered(campus, siteParamsQuery(true), (params) => {
      if (isModuleEnabled(params.client, 'campaigns')) campus.query.prefetch(campaigns);
    });
  }
}

/** Starts downloading an image of the API's media into the browser's cache (the `<img>` showing it reuses it). */
function preloadImage(campus: Campus, path: string | null | undefined): void {
  const url = mediaUrl(campus.config.apiBase, path);
  if (url === null || typeof Image === 'undefined') return;
  new Image().src = url;
}

/** Calls `then` once with the answer of a query once it has loaded (nothing when it fails). */
function whenAnswered<T>(campus: Campus, query: QueryDefinition<T>, then: (answer: T) => void): void {
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
