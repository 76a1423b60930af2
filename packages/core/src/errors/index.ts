/** Typed errors of `@campus/core` (SPECIFICATION §8). One class per file, ky-style. */
export { CampusError, isCampusError } from './campus-error.js';
export type { CampusErrorOptions } from './campus-error.js';
export { HttpError, httpErrorOf, isFinalAnswer } from './http-error.js';
export type { HttpErrorInit } from './http-error.js';
export { NetworkError } from './network-error.js';
export { SessionExpiredError } from './session-expired-error.js';
export { DownloadError } from './download-error.js';
export type { DownloadFailureReason } from './download-error.js';
export { ResponseValidationError } from './response-validation-error.js';
export { ERROR_MESSAGE_KEYS } from './error-message-keys.js';
export type { ErrorMessageKey } from './error-message-keys.js';
export { requestSummary, redactUrl } from './request-summary.js';
export type { RequestSummary } from './request-summary.js';
