/** The API client of `@campus/core` (SPECIFICATION §7) and its typed calls. */
export { createApiClient } from './create-api-client';
export type { ApiClientOptions } from './create-api-client';
export type {
  ApiClient,
  BaseCallOptions,
  CallOptions,
  FormCallOptions,
  FormFields,
  JsonCallOptions,
  UploadCallOptions,
} from './api-client';
export type { CallKind } from './call-kinds';
export { createMemoryTokenStore } from './token-store';
export type { SessionTokens, TokenStore } from './token-store';
export { toSessionTokens } from './session-tokens';
export {
  ACCOUNT_PATHS,
  API_PATHS,
  CATALOGUE_PATHS,
  LOYALTY_ADMIN_PATHS,
  LOYALTY_PATHS,
  pathTo,
  PLATFORM_PATHS,
} from './paths';
export type { PathParamNames, PathParams } from './paths';
export { mediaUrl } from './media-url';
export { createIdempotencyKeeper, IDEMPOTENCY_KEY_HEADER } from './idempotency';
export { createIdempotentSubmit } from './idempotent-submit';
export type { IdempotentSubmit, SubmitOutcome } from './idempotent-submit';
export type { IdempotencyKeeper } from './idempotency';
export type { XhrConstructor } from './xhr-transport';
export type { TypedCallOptions } from './calls/call-signal';
export { requestPasswordToken, requestRefreshGrant } from './calls/token';
export { alternativeLogin } from './calls/alternative-login';
export {
  recoverPassword,
  getPhoneNumberWithDocument,
  sendRecoverPasswordCode,
  validateRecoverPasswordCode,
} from './calls/recover-password';
export { reloadUserTokens } from './calls/reload-user-tokens';
export { downloadTrailCertificate } from './calls/trail-certificate';
export { completeFileUpload } from './calls/files-complete';
export { courseActivitiesPath, fetchCourseActivities } from './calls/course-activities';
export {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_TYPES,
  fetchCatalogueDetail,
  fetchCataloguePage,
  setCatalogueItemState,
} from './calls/catalogue';
export type {
  CatalogueDetailOf,
  CatalogueDetailType,
  CatalogueListItem,
  CatalogueListQuery,
  CatalogueStateAction,
  CatalogueType,
} from './calls/catalogue';
export { fetchSiteLists } from './calls/site-lists';
export { fetchPortfolio, fetchPortfolioCourse } from './calls/portfolio';
export { fetchFaq, fetchInstitutionalPage, fetchWelcomeBanner } from './calls/platform';
export type { FaqSearch } from './calls/platform';
export { acceptCookiesPolicy, deleteAccount, sendContactMessage } from './calls/account-actions';
export type { ContactMessage } from './calls/account-actions';
export {
  changePassword,
  checkPasswordLink,
  completeRegister,
  fetchMe,
  fetchParams,
  fetchProfile,
  fetchRegistrationOptions,
  firstAccess,
  logout,
  preRegister,
  register,
  setPasswordFromLink,
} from './calls/accounts';
export type { RegistrationVariant } from './calls/accounts';
export type { WriteCallOptions } from './calls/write-options';
export {
  fetchCampaigns,
  fetchLevels,
  fetchPhotoLimits,
  fetchPhotoTypes,
  fetchPoints,
  fetchProducts,
  fetchSales,
  fetchStatementPage,
  fetchStatementSince,
  fetchStores,
  SALES_PAGE_SIZE,
  selectCampaign,
  STATEMENT_SINCE_MAX_PAGES,
  submitPhoto,
  submitSale,
} from './calls/loyalty-earning';
export type {
  PhotoSubmission,
  SaleSubmission,
  SalesQuery,
  StatementQuery,
  StatementSince,
  WireId,
} from './calls/loyalty-earning';
export {
  checkInToEvent,
  fetchAllOrders,
  fetchEvents,
  fetchRanking,
  fetchReward,
  fetchRewards,
  fetchTrainingDone,
  redeemReward,
  REWARDS_PAGE_SIZE,
  transferPoints,
} from './calls/loyalty-spending';
export type { CheckInCredential, RankingQuery, RewardQuery, RewardSort } from './calls/loyalty-spending';
