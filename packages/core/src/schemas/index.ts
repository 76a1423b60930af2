/**
 * Wire contract of the API (ARCHITECTURE §3): zod schemas of requests and answers, snake_case as on the
 * wire. Used by the API client to validate answers and, later, by the reference server to validate requests.
 */
export { errorBodySchema, parseErrorBody } from './error-body';
export type { ErrorBody } from './error-body';
export {
  passwordGrantRequestSchema,
  refreshGrantRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './token';
export type { PasswordGrantRequest, RefreshGrantRequest, TokenRequest, TokenResponse } from './token';
export { documentCountrySchema, documentFieldsSchema, documentShape, refineDocument } from './document';
export { alternativeLoginRequestSchema } from './alternative-login';
export type { AlternativeLoginRequest } from './alternative-login';
export {
  messageResponseSchema,
  recoverPasswordRequestSchema,
  recoverPasswordResponseSchema,
  recoverCodeChannelSchema,
  phoneNumberWithDocumentRequestSchema,
  phoneNumberWithDocumentResponseSchema,
  sendRecoverPasswordCodeRequestSchema,
  sendRecoverPasswordCodeResponseSchema,
  validateRecoverPasswordCodeRequestSchema,
  validateRecoverPasswordCodeResponseSchema,
} from './recover-password';
export type {
  MessageResponse,
  RecoverPasswordRequest,
  RecoverPasswordResponse,
  PhoneNumberWithDocumentRequest,
  PhoneNumberWithDocumentResponse,
  SendRecoverPasswordCodeRequest,
  SendRecoverPasswordCodeResponse,
  ValidateRecoverPasswordCodeRequest,
  ValidateRecoverPasswordCodeResponse,
} from './recover-password';
export { reloadUserTokensRequestSchema } from './reload-user-tokens';
export type { ReloadUserTokensRequest } from './reload-user-tokens';
export { trailCertificateRequestSchema } from './trail-certificate';
export type { TrailCertificateRequest } from './trail-certificate';
export { filesCompleteRequestSchema, filesCompleteResponseSchema } from './files-complete';
export type { FilesCompleteRequest, FilesCompleteResponse } from './files-complete';
export { itemIdSchema, downloadRequestSchema, offlineRecordSchema } from './offline-record';
export type { DownloadRequest, OfflineRecord } from './offline-record';
export { rankingEventDataSchema } from './ranking-event';
export type { RankingEventData } from './ranking-event';
