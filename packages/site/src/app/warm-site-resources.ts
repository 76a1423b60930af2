import { isModuleEnabled, matchRoute } from '@campus/core';
import type { Campus } from '@campus/core';
import { hashResourceKey, resourceCacheFor } from '@campus/ui';
import type { ResourceCache } from '@campus/ui';
import { membershipOf } from '../programme/programme-membership';
import { CAMPAIGNS_RESOURCE, WELCOME_BANNER_RESOURCE, meResourceOf, paramsResourceOf } from './site-resources';
import type { SiteResource } from './site-resources';

/** Whether `pathname` opens the home: `/home`, or `/`, which a signed-in person is sent on to from there. */
function opensHome(pathname: string): boolean {
  return pathname === '/' || matchRoute(pathname).route.name === 'home';
}

/**
 * Starts the first page's independent API requests at boot, as soon as the persisted session is loaded
 * (`campus.ready`), instead of after the router, the page's chunk and the components have run: the client
 * params and, signed in, `GET /api/me/` — and on the home its welcome banner and campaigns. The requests go
 * into the shared resource cache under the keys the components use (`site-resources.ts`), so a component
 * mounting later subscribes to the running request (or its fresh answer) and nothing is asked twice.
 */
export function warmSiteResources(campus: Campus, pathname: string): void {
  const cache = resourceCacheFor(campus);
  const load = <T>(resource: SiteResource<T>): void =>
    cache.load(resource.key, resource.fetcher, { staleTime: resource.staleTime });
  load(paramsResourceOf(campus));
  const me = meResourceOf(campus);
  // Signed out (or a sign-in still completing), the navigation guard decides where the person goes first.
  if (me === null) return;
  load(me);
  if (matchRoute(pathname).route.name === 'reward-store') {
    // The store's own requests are the member's only (others get the members-only page): started once the user's
    // data says member, with the store's code (its chunk is the page's), instead of after the page renders it.
    whenAnswered(cache, me, (answer) => {
      if (membershipOf({ status: null, me: answer, error: undefined }) !== 'member') return;
      void import('@campus/rewards').then(({ warmRewardStore }) => warmRewardStore(campus));
    });
    return;
  }
  if (!opensHome(pathname)) return;
  load(WELCOME_BANNER_RESOURCE);
  // The campaign selection shows only with the campaigns module, known from the params stored on a previous
  // visit; on a first visit the page asks once the params are in.
  if (isModuleEnabled(campus.stores.params.getState().client, 'campaigns')) load(CAMPAIGNS_RESOURCE);
}

/** Calls `then` once with the answer of a resource once it has loaded (nothing when it fails). */
function whenAnswered<T>(cache: ResourceCache, resource: SiteResource<T>, then: (answer: T) => void): void {
  const hash = hashResourceKey(resource.key);
  let done = false;
  const check = (): void => {
    const snapshot = cache.peek<T>(hash);
    if (done || snapshot === undefined || snapshot.isFetching) return;
    done = true;
    // Unsubscribed after the answer: leaving as the last observer does not abort anything then.
    queueMicrotask(unsubscribe);
    if (snapshot.status === 'success' && snapshot.data !== undefined) then(snapshot.data);
  };
  const unsubscribe = cache.subscribe(resource.key, check);
  check();
}
