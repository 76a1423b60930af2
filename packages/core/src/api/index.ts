/** The API client of `@campus/core` (SPECIFICATION §7) and its typed calls. */
export { createApiClient } from './create-api-client.js';
export type { ApiClientOptions } from './create-api-client.js';
export type {
  ApiClient,
  BaseCallOptions,
  CallOptions,
  FormCallOptions,
  FormFields,
  JsonCallOptions,
  UploadCallOptions,
} from './api-client.js';
export type { CallKind } from './call-kinds.js';
export { createMemoryTokenStore } from './token-store.js';
export type { SessionTokens, TokenStore } from './token-store.js';
export { toSessionTokens } from './session-tokens.js';
export {
  ACCOUNT_PATHS,
  API_PATHS,
  CATALOGUE_PATHS,
  LOYALTY_ADMIN_PATHS,
  LOYALTY_PATHS,
  pathTo,
  PLATFORM_PATHS,
} from './paths.js';
export type { PathParamNames, PathParams } from './paths.js';
export { mediaUrl } from './media-url.js';
export { createIdempotencyKeeper, IDEMPOTENCY_KEY_HEADER } from './idempotency.js';
export { createIdempotentSubmit } from './idempotent-submit.js';
export type { IdempotentSubmit, SubmitOutcome } from './idempotent-submit.js';
export type { IdempotencyKeeper } from './idempotency.js';
export type { XhrConstructor } from './xhr-transport.js';
export type { TypedCallOptions } from './calls/call-signal.js';
export { requestPasswordToken, requestRefreshGrant } from './calls/token.js';
export { alternativeLogin } from './calls/alternative-login.js';
export {
  recoverPassword,
  getPhoneNumberWithDocument,
  sendRecoverPasswordCode,
  validateRecoverPasswordCode,
} from './calls/recover-password.js';
export { reloadUserTokens } from './calls/reload-user-tokens.js';
export { downloadTrailCertificate } from './calls/trail-certificate.js';
export { completeFileUpload } from './calls/files-complete.js';
export { courseActivitiesPath, fetchCourseActivities } from './calls/course-activities.js';
export {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_TYPES,
  fetchCatalogueDetail,
  fetchCataloguePage,
  setCatalogueItemState,
} from './calls/catalogue.js';
export type {
  CatalogueDetailOf,
  CatalogueDetailType,
  CatalogueListItem,
  CatalogueListQuery,
  CatalogueStateAction,
  CatalogueType,
} from './calls/catalogue.js';
export { fetchSiteLists } from './calls/site-lists.js';
export { fetchPortfolio, fetchPortfolioCourse } from './calls/portfolio.js';
export { fetchFaq, fetchInstitutionalPage, fetchWelcomeBanner } from './calls/platform.js';
export type { FaqSearch } from './calls/platform.js';
export { acceptCookiesPolicy, deleteAccount, sendContactMessage } from './calls/account-actions.js';
export type { ContactMessage } from './calls/account-actions.js';
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
} from './calls/accounts.js';
export type { RegistrationVariant } from './calls/accounts.js';
export type { WriteCallOptions } from './calls/write-options.js';
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
} from './calls/loyalty-earning.js';
export type {
  PhotoSubmission,
  SaleSubmission,
  SalesQuery,
  StatementQuery,
  StatementSince,
  WireId,
} from './calls/loyalty-earning.js';
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
} from './calls/loyalty-spending.js';
export type { CheckInCredential, RankingQuery, RewardQuery, RewardSort } from './calls/loyalty-spending.js';
