/** Typed errors of `@campus/core` (SPECIFICATION §8). One class per file, ky-style. */
export { CampusError, isCampusError } from './campus-error';
export type { CampusErrorOptions } from './campus-error';
export { HttpError, httpErrorOf, isFinalAnswer } from './http-error';
export type { HttpErrorInit } from './http-error';
export { NetworkError } from './network-error';
export { SessionExpiredError } from './session-expired-error';
export { DownloadError } from './download-error';
export type { DownloadFailureReason } from './download-error';
export { ResponseValidationError } from './response-validation-error';
export { ERROR_MESSAGE_KEYS } from './error-message-keys';
export type { ErrorMessageKey } from './error-message-keys';
export { requestSummary, redactUrl } from './request-summary';
export type { RequestSummary } from './request-summary';
