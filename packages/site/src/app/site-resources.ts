import {
  campaignsResponseSchema,
  fetchMe,
  fetchParams,
  selectIsSignedIn,
  welcomeBannerResponseSchema,
} from '@campus/core';
import type { Campus, CampaignsResponse, MeResponse, ParamsResponse, WelcomeBannerResponse } from '@campus/core';
import type { ResourceFetcher, ResourceKey } from '@campus/ui';

/**
 * One request the site makes through the shared resource cache: its key, how it loads and how long an answer
 * stays fresh. The hooks that show it and the boot warm-up (`warmSiteResources`) both use these definitions, so
 * a request started at boot is the very entry a component later subscribes to (the cache dedupes by key).
 */
export interface SiteResource<T> {
  readonly key: ResourceKey;
  readonly fetcher: ResourceFetcher<T>;
  readonly staleTime: number;
}

/** `GET /api/params/`, signed out (the site's OAuth client) or signed in (the user's selected client). */
export function paramsResource(signedIn: boolean): SiteResource<ParamsResponse> {
  return {
    key: ['site', 'params', signedIn ? 'user' : 'client'],
    fetcher: ({ campus, signal }) => fetchParams(campus.api, { signal }),
    staleTime: 5 * 60_000,
  };
}

/** `GET /api/me/` of one signed-in user (roles for the programme membership, cookie consent). */
export function meResource(userId: string): SiteResource<MeResponse> {
  return {
    key: ['site', 'me', userId],
    fetcher: ({ campus, signal }) => fetchMe(campus.api, { signal }),
    staleTime: 30_000,
  };
}

/** `GET /api/welcome-banner/`: the home's slides. */
export const WELCOME_BANNER_RESOURCE: SiteResource<WelcomeBannerResponse> = {
  key: ['site', 'welcome-banner'],
  fetcher: ({ campus, signal }) =>
    campus.api.requestJson('/api/welcome-banner/', welcomeBannerResponseSchema, { signal }),
  staleTime: 30 * 60_000,
};

/** `GET /api/campaigns/`: the active and previous campaigns of the home's campaign selection. */
export const CAMPAIGNS_RESOURCE: SiteResource<CampaignsResponse> = {
  key: ['site', 'campaigns'],
  fetcher: ({ campus, signal }) => campus.api.requestJson('/api/campaigns/', campaignsResponseSchema, { signal }),
  staleTime: 30_000,
};

/** The `me` resource of the session, or null when nobody (or a sign-in still in progress) is signed in. */
export function meResourceOf(campus: Campus): SiteResource<MeResponse> | null {
  const state = campus.stores.session.getState();
  return state.access_token === null || state.id === null ? null : meResource(String(state.id));
}

/** The params resource for the session as it is now. */
export function paramsResourceOf(campus: Campus): SiteResource<ParamsResponse> {
  return paramsResource(selectIsSignedIn(campus.stores.session.getState()));
}
