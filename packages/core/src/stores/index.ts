export type { CampusStores, PersistedSliceName } from './campus-stores.js';
export { PERSISTED_SLICES, createCampusStores, resetUserStores } from './campus-stores.js';
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
} from './session.store.js';
export { createSessionStore, initialSessionData } from './session.store.js';
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
} from './session.selectors.js';
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
} from './params.store.js';
export { createParamsStore, initialParamsData } from './params.store.js';
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
} from './params.selectors.js';
export type { ListEntry, SiteListName, SiteListsActions, SiteListsData, SiteListsState } from './site-lists.store.js';
export {
  SITE_LIST_NAMES,
  createSiteListsStore,
  initialSiteListsData,
  selectSiteList,
  selectSiteListsLoaded,
} from './site-lists.store.js';
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
} from './filters.store.js';
export {
  ALL,
  FILTER_CONTENT_TYPES,
  createFiltersStore,
  defaultBaseFilter,
  initialFiltersData,
  selectFilters,
  selectHasActiveFilters,
} from './filters.store.js';
export type {
  ActivityActions,
  ActivityData,
  ActivityMenuEntry,
  ActivityState,
  ActivitySummary,
} from './activity.store.js';
export { createActivityStore, initialActivityData, selectCurrentActivity } from './activity.store.js';
export type { RewardActions, RewardData, RewardState } from './reward.store.js';
export { createRewardStore, initialRewardData, selectRewardPoints } from './reward.store.js';
export type {
  OfflineCourseActions,
  OfflineCourseData,
  OfflineCourseRecord,
  OfflineCourseState,
} from './offline-course.store.js';
export {
  createOfflineCourseStore,
  initialOfflineCourseData,
  selectIsAvailableOffline,
  selectOfflineRecord,
} from './offline-course.store.js';
export type { CookiesPolicyActions, CookiesPolicyData, CookiesPolicyState } from './cookies-policy.store.js';
export { createCookiesPolicyStore, initialCookiesPolicyData, selectCookiesAccepted } from './cookies-policy.store.js';
export type {
  WelcomeBanner,
  WelcomeBannerActions,
  WelcomeBannerData,
  WelcomeBannerState,
} from './welcome-banner.store.js';
export { createWelcomeBannerStore, initialWelcomeBannerData, selectWelcomeBanners } from './welcome-banner.store.js';
export type { SummaryAddress, UserSummaryActions, UserSummaryData, UserSummaryState } from './user-summary.store.js';
export { createUserSummaryStore, initialUserSummaryData } from './user-summary.store.js';
export type { UtilityActions, UtilityData, UtilityState } from './utility.store.js';
export { createUtilityStore, initialUtilityData, selectRouteFrom } from './utility.store.js';
export type { AudioPlayerActions, AudioPlayerData, AudioPlayerState, AudioQueueEntry } from './audio-player.store.js';
export { createAudioPlayerStore, initialAudioPlayerData, selectCurrentEpisode } from './audio-player.store.js';
export { audioPlayerOf } from './audio-player-of.js';
