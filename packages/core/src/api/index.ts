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
export { API_PATHS } from './paths';
export { mediaUrl } from './media-url';
export { createIdempotencyKeeper, IDEMPOTENCY_KEY_HEADER } from './idempotency';
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
export { fetchPortfolio, fetchPortfolioCourse, PORTFOLIO_PATHS } from './calls/portfolio';
export {
  ACCOUNT_PATHS,
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
