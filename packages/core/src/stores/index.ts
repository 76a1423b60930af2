export type { CampusStores, PersistedSliceName } from './campus-stores';
export { PERSISTED_SLICES, createCampusStores, resetUserStores } from './campus-stores';
export type {
  Id,
  ModuleItem,
  NamedItem,
  PhoneVerificationButton,
  RedirectTarget,
  SessionActions,
  SessionData,
  SessionFlags,
  SessionIdentity,
  SessionLists,
  SessionState,
  SessionTokenInput,
  SignInPayload,
  UserCampaign,
  UserClient,
} from './session.store';
export { createSessionStore, initialSessionData } from './session.store';
export {
  selectAccessToken,
  selectEmail,
  selectFullName,
  selectHasMandatoryTasks,
  selectIsSignedIn,
  selectIsSuperuser,
  selectMustChangePassword,
  selectPhoneCooldownRemaining,
  selectRankingAreas,
  selectRedirectTarget,
  selectSelectedCampaign,
  selectSelectedClient,
  selectSelectedClientModuleItems,
  selectSelectedCountryId,
  selectSelectedLanguageId,
} from './session.selectors';
export type {
  ClientColors,
  ClientFlag,
  ClientParams,
  Language,
  LayoutParams,
  LoginConfig,
  ParamsActions,
  ParamsData,
  ParamsPatch,
  ParamsState,
  RegisterField,
  RegisterParams,
} from './params.store';
export { createParamsStore, initialParamsData } from './params.store';
export {
  selectBackground,
  selectClientFlag,
  selectColors,
  selectGroupTrainingUsesScore,
  selectHomeRoute,
  selectLanguages,
  selectLayout,
  selectLoginConfig,
  selectLogo,
  selectUnderMaintenance,
} from './params.selectors';
export type { ListEntry, SiteListName, SiteListsActions, SiteListsData, SiteListsState } from './site-lists.store';
export {
  SITE_LIST_NAMES,
  createSiteListsStore,
  initialSiteListsData,
  selectSiteList,
  selectSiteListsLoaded,
} from './site-lists.store';
export type {
  BaseFilter,
  CategoryOption,
  FilterChoice,
  FilterContentType,
  FilterIds,
  FiltersActions,
  FiltersData,
  FiltersState,
  LibraryFilter,
  LiveClassFilter,
  PresentialFilter,
  WebinarFilter,
} from './filters.store';
export {
  ALL,
  FILTER_CONTENT_TYPES,
  createFiltersStore,
  defaultBaseFilter,
  initialFiltersData,
  selectFilters,
  selectHasActiveFilters,
} from './filters.store';
export type {
  ActivityActions,
  ActivityData,
  ActivityMenuEntry,
  ActivityState,
  ActivitySummary,
} from './activity.store';
export { createActivityStore, initialActivityData, selectCurrentActivity } from './activity.store';
export type { RewardActions, RewardData, RewardState } from './reward.store';
export { createRewardStore, initialRewardData, selectRewardPoints } from './reward.store';
export type {
  OfflineCourseActions,
  OfflineCourseData,
  OfflineCourseRecord,
  OfflineCourseState,
} from './offline-course.store';
export {
  createOfflineCourseStore,
  initialOfflineCourseData,
  selectIsAvailableOffline,
  selectOfflineRecord,
} from './offline-course.store';
export type { CookiesPolicyActions, CookiesPolicyData, CookiesPolicyState } from './cookies-policy.store';
export { createCookiesPolicyStore, initialCookiesPolicyData, selectCookiesAccepted } from './cookies-policy.store';
export type {
  WelcomeBanner,
  WelcomeBannerActions,
  WelcomeBannerData,
  WelcomeBannerState,
} from './welcome-banner.store';
export { createWelcomeBannerStore, initialWelcomeBannerData, selectWelcomeBanners } from './welcome-banner.store';
export type { SummaryAddress, UserSummaryActions, UserSummaryData, UserSummaryState } from './user-summary.store';
export { createUserSummaryStore, initialUserSummaryData } from './user-summary.store';
export type { UtilityActions, UtilityData, UtilityState } from './utility.store';
export { createUtilityStore, initialUtilityData, selectRouteFrom } from './utility.store';
