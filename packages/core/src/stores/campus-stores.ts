import type { StoreApi } from 'zustand/vanilla';
import { createActivityStore } from './activity.store.js';
import type { ActivityState } from './activity.store.js';
import { createCookiesPolicyStore } from './cookies-policy.store.js';
import type { CookiesPolicyState } from './cookies-policy.store.js';
import { createFiltersStore } from './filters.store.js';
import type { FiltersState } from './filters.store.js';
import { createOfflineCourseStore } from './offline-course.store.js';
import type { OfflineCourseState } from './offline-course.store.js';
import { createParamsStore } from './params.store.js';
import type { ParamsState } from './params.store.js';
import { createRewardStore } from './reward.store.js';
import type { RewardState } from './reward.store.js';
import { createSessionStore } from './session.store.js';
import type { SessionState } from './session.store.js';
import { createSiteListsStore } from './site-lists.store.js';
import type { SiteListsState } from './site-lists.store.js';
import { createUserSummaryStore } from './user-summary.store.js';
import type { UserSummaryState } from './user-summary.store.js';
import { createUtilityStore } from './utility.store.js';
import type { UtilityState } from './utility.store.js';
import { createWelcomeBannerStore } from './welcome-banner.store.js';
import type { WelcomeBannerState } from './welcome-banner.store.js';

/** Every store of one Campus instance, one per state group of spec §3. */
export interface CampusStores {
  /** User session (`common` in persistence). */
  session: StoreApi<SessionState>;
  params: StoreApi<ParamsState>;
  siteLists: StoreApi<SiteListsState>;
  filters: StoreApi<FiltersState>;
  activity: StoreApi<ActivityState>;
  reward: StoreApi<RewardState>;
  offlineCourse: StoreApi<OfflineCourseState>;
  cookiesPolicy: StoreApi<CookiesPolicyState>;
  welcomeBanner: StoreApi<WelcomeBannerState>;
  userSummary: StoreApi<UserSummaryState>;
  utility: StoreApi<UtilityState>;
}

/** Creates a fresh set of stores. Each call is independent: nothing is shared between instances. */
export function createCampusStores(): CampusStores {
  return {
    session: createSessionStore(),
    params: createParamsStore(),
    siteLists: createSiteListsStore(),
    filters: createFiltersStore(),
    activity: createActivityStore(),
    reward: createRewardStore(),
    offlineCourse: createOfflineCourseStore(),
    cookiesPolicy: createCookiesPolicyStore(),
    welcomeBanner: createWelcomeBannerStore(),
    userSummary: createUserSummaryStore(),
    utility: createUtilityStore(),
  };
}

/**
 * The persisted parts, by their spec names (spec §7 "Only these parts are persisted"), and the store
 * holding each. Nothing else is ever written to storage.
 */
export const PERSISTED_SLICES = {
  common: 'session',
  offline_course: 'offlineCourse',
  params: 'params',
  site_lists: 'siteLists',
  welcome_banner: 'welcomeBanner',
  cookies_policy: 'cookiesPolicy',
} as const satisfies Record<string, keyof CampusStores>;

/** A persisted part's name: `common`, `offline_course`, `params`, `site_lists`, `welcome_banner`, `cookies_policy`. */
export type PersistedSliceName = keyof typeof PERSISTED_SLICES;

/**
 * Resets the stores that hold the signed-in user's data (after sign-out or an expired session):
 * session (keeping language, country and redirect target), user summary, reward and activity.
 */
export function resetUserStores(stores: CampusStores): void {
  stores.session.getState().clearSession();
  stores.userSummary.getState().clearUserSummary();
  stores.reward.getState().resetReward();
  stores.activity.getState().resetActivity();
}
