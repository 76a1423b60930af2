import type { StoreApi } from 'zustand/vanilla';
import { createActivityStore } from './activity.store';
import type { ActivityState } from './activity.store';
import { createCookiesPolicyStore } from './cookies-policy.store';
import type { CookiesPolicyState } from './cookies-policy.store';
import { createFiltersStore } from './filters.store';
import type { FiltersState } from './filters.store';
import { createOfflineCourseStore } from './offline-course.store';
import type { OfflineCourseState } from './offline-course.store';
import { createParamsStore } from './params.store';
import type { ParamsState } from './params.store';
import { createRewardStore } from './reward.store';
import type { RewardState } from './reward.store';
import { createSessionStore } from './session.store';
import type { SessionState } from './session.store';
import { createSiteListsStore } from './site-lists.store';
import type { SiteListsState } from './site-lists.store';
import { createUserSummaryStore } from './user-summary.store';
import type { UserSummaryState } from './user-summary.store';
import { createUtilityStore } from './utility.store';
import type { UtilityState } from './utility.store';
import { createWelcomeBannerStore } from './welcome-banner.store';
import type { WelcomeBannerState } from './welcome-banner.store';

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
