/**
 * `@campus/core` — the headless core of the Campus SDK: one Campus instance (`createCampus`) with its session,
 * stores, API client, query cache, i18n and realtime, the errors it rejects with, and the pieces the reference
 * site's routing and cookies need. No React, no DOM rendering.
 *
 * The rest of the public surface is in subpath entries (docs/core.md): `@campus/core/rules` (the business rules),
 * `@campus/core/schemas` (the wire schemas and their types), `@campus/core/api` (the typed calls and the path
 * table) and `@campus/core/testing` (the test kit). Every export is named here on purpose (no `export *` of
 * runtime code), so the public API is reviewable; packages/core/api/core.api.md is its report.
 * @packageDocumentation
 */

// --- the instance (createCampus) ---
export { createCampus, runAfterStart, signOutEverywhere } from './campus/index.js';
export type {
  Campus,
  CampusAdapters,
  CampusConfig,
  CampusEvents,
  CampusListener,
  PageHideWatcher,
  ResolvedCampusConfig,
  SessionExpiredDetail,
  Translate,
} from './campus/index.js';

// --- the API client (`campus.api`); the typed calls are in `@campus/core/api` ---
export {
  createApiClient,
  createIdempotencyKeeper,
  createIdempotentSubmit,
  createMemoryTokenStore,
  IDEMPOTENCY_KEY_HEADER,
  mediaUrl,
} from './api/index.js';
export type {
  ApiClient,
  ApiClientOptions,
  BaseCallOptions,
  CallKind,
  CallOptions,
  FormCallOptions,
  FormFields,
  IdempotencyKeeper,
  IdempotentSubmit,
  JsonCallOptions,
  SessionTokens,
  SubmitOutcome,
  TokenStore,
  UploadCallOptions,
  XhrConstructor,
} from './api/index.js';
export type { SearchParamValue } from './api/url.js';

// --- errors (SPECIFICATION §8) ---
export {
  CampusError,
  DownloadError,
  HttpError,
  httpErrorOf,
  isCampusError,
  isFinalAnswer,
  NetworkError,
  ResponseValidationError,
  SessionExpiredError,
} from './errors/index.js';
export type {
  CampusErrorOptions,
  DownloadFailureReason,
  ErrorMessageKey,
  HttpErrorInit,
  RequestSummary,
} from './errors/index.js';
// Type-only: `ErrorMessageKey` is one of its entries (the list itself is core's business).
export type { ERROR_MESSAGE_KEYS } from './errors/index.js';

// --- the query cache (`campus.query`), its key table and the domain queries ---
export { hashQueryKey, keyStartsWith, queryKeys } from './query/index.js';
export {
  accountQueries,
  achievementQueries,
  assessmentQueries,
  catalogueQueries,
  forumQueries,
  instructorQueries,
  libraryQueries,
  liveClassQueries,
  loyaltyQueries,
  newsQueries,
  platformQueries,
  profileQueries,
  podcastQueries,
  senceQueries,
  surveyQueries,
} from './query/index.js';
export type {
  QueryCache,
  QueryDefinition,
  QueryFetchContext,
  QueryFetcher,
  QueryKey,
  QueryKeyPart,
  QuerySnapshot,
  WriteKind,
} from './query/index.js';

// --- the stores (`campus.stores`): their state types and selectors (docs/core.md "Stores and selectors"); the
// factories the reference server renders its pages with ---
export {
  ALL,
  createParamsStore,
  createSiteListsStore,
  createWelcomeBannerStore,
  initialFiltersData,
  initialParamsData,
  SITE_LIST_NAMES,
} from './stores/index.js';
export {
  selectAccessToken,
  selectBackground,
  selectClientFlag,
  selectColors,
  selectCookiesAccepted,
  selectCurrentActivity,
  selectEmail,
  selectFilters,
  selectFullName,
  selectGroupTrainingUsesScore,
  selectHasActiveFilters,
  selectHasMandatoryTasks,
  selectHomeRoute,
  selectIsAvailableOffline,
  selectIsSignedIn,
  selectIsSuperuser,
  selectLanguages,
  selectLayout,
  selectLoginConfig,
  selectLogo,
  selectMustChangePassword,
  selectOfflineRecord,
  selectPhoneCooldownRemaining,
  selectRankingAreas,
  selectRedirectTarget,
  selectRewardPoints,
  selectRouteFrom,
  selectSelectedCampaign,
  selectSelectedClient,
  selectSelectedClientModuleItems,
  selectSelectedCountryId,
  selectSelectedLanguageId,
  selectSiteList,
  selectSiteListsLoaded,
  selectUnderMaintenance,
  selectWelcomeBanners,
} from './stores/index.js';
// The podcast audio player's store (issue 24), one per instance (`audioPlayerOf(campus)`).
export { audioPlayerOf, selectCurrentEpisode } from './stores/index.js';
export type { AudioPlayerActions, AudioPlayerData, AudioPlayerState, AudioQueueEntry } from './stores/index.js';
export type {
  ActivityActions,
  ActivityData,
  ActivityMenuEntry,
  ActivityState,
  ActivitySummary,
  BaseFilter,
  CampusStores,
  CategoryOption,
  ClientColors,
  ClientFlag,
  ClientParams,
  CookiesPolicyActions,
  CookiesPolicyData,
  CookiesPolicyState,
  FilterChoice,
  FilterContentType,
  FilterIds,
  FiltersActions,
  FiltersData,
  FiltersState,
  Id,
  Language,
  LayoutParams,
  LibraryFilter,
  ListEntry,
  LiveClassFilter,
  LoginConfig,
  ModuleItem,
  NamedItem,
  OfflineCourseActions,
  OfflineCourseData,
  OfflineCourseRecord,
  OfflineCourseState,
  ParamsActions,
  ParamsData,
  ParamsPatch,
  ParamsState,
  PhoneVerificationButton,
  PresentialFilter,
  RedirectTarget,
  RegisterField,
  RegisterParams,
  RewardActions,
  RewardData,
  RewardState,
  SessionActions,
  SessionData,
  SessionFlags,
  SessionIdentity,
  SessionLists,
  SessionState,
  SessionTokenInput,
  SignInPayload,
  SiteListName,
  SiteListsActions,
  SiteListsData,
  SiteListsState,
  SummaryAddress,
  UserCampaign,
  UserClient,
  UserSummaryActions,
  UserSummaryData,
  UserSummaryState,
  UtilityActions,
  UtilityData,
  UtilityState,
  WebinarFilter,
  WelcomeBanner,
  WelcomeBannerActions,
  WelcomeBannerData,
  WelcomeBannerState,
} from './stores/index.js';

// --- i18n (`campus.i18n`, `campus.t`); the languages themselves are rules, re-exported here for hosts ---
export {
  codeMessageKey,
  createCampusI18n,
  createLoadOnce,
  errorMessageKey,
  formatDate,
  guessTimeZone,
  localeFromUrl,
  MESSAGE_BUNDLES,
  messageKeys,
} from './i18n/index.js';
export type { CampusI18n, LoadOnce, MessageBundle } from './i18n/index.js';
// Type-only: a `MessageBundle` has the keys of the pt-BR messages (every language's are checked against them).
export type { ptBR } from './i18n/locales/pt-BR.js';
export { DEFAULT_LOCALE, LOCALES, matchLocale } from './rules/index.js';
export type { Locale } from './rules/index.js';

// --- realtime (`campus.realtime`) and the adapters a host may pass instead of the browser's ---
export {
  ACTIVITY_UNLOCKED_EVENT,
  createMemoryRealtime,
  createSseParser,
  createSseRealtime,
  watchActivityUnlocks,
} from './realtime/index.js';
export type {
  BackoffOptions,
  MemoryRealtime,
  RankingEvent,
  RankingListener,
  RealtimeAdapter,
  SseMessage,
  SseParser,
  SseParserHandlers,
  SseRealtimeOptions,
} from './realtime/index.js';
// Issue 23: the base of downloaded files' Cache Storage keys (a few bytes).
export { OFFLINE_FILES_KEY_BASE } from './offline/offline-content.js';
export { offlineFileName } from './offline/offline-file-name.js';
export type {
  DownloadManager,
  DownloadOptions,
  DownloadResult,
  JournalEntry,
  JournalKind,
  JournalOutcome,
  JournalRecord,
  JournalSnapshot,
  JournalStorage,
  NewJournalEntry,
  ProgressJournal,
  MaybePromise,
  OfflineFileStore,
  OfflineRecordStore,
} from './offline/index.js';
// A storage area in memory: persistence in Node (docs/core.md "Configuration").
export { createMemoryStorageArea } from './persistence/index.js';
// The device's storage for sign-in tokens (spec §4, the iOS app): `adapters.tokens`.
export { createMemorySessionTokenStorage, parseStoredSessionTokens } from './persistence/index.js';
export type { MemorySessionTokenStorage, SessionTokenStorage, StoredSessionTokens } from './persistence/index.js';
export type {
  MemoryStorageArea,
  PersistenceStorage,
  StorageChange,
  StorageLike,
  StorageWatcher,
} from './persistence/index.js';
export { COOKIE_MAX_AGE_SECONDS, createDocumentCookieJar, createMemoryCookieJar } from './cookies/index.js';
export type { CookieDocument, CookieJar, CookieOptions, MemoryCookieJar, StoredCookie } from './cookies/index.js';

// --- routes of the reference site (spec §1): the table, matching, building and the navigation guard ---
export { buildPath, matchRoute, resolveNavigation, ROUTES, TOKEN_QUERY_PARAM } from './routes/index.js';
// Type-only: route names and patterns are read from it; `ROUTES` is the table to use.
export type { ROUTE_SPECS } from './routes/index.js';
export type {
  BuildPathArgs,
  NavigationDecision,
  NavigationInput,
  PatternParams,
  RedirectDecision,
  RenderDecision,
  RouteAccess,
  RouteDefinition,
  RouteGroup,
  RouteMatch,
  RouteName,
  RouteParams,
  RoutePattern,
  RouteSpec,
} from './routes/index.js';
