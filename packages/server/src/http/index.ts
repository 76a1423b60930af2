export { ApiError, isApiError } from './api-error';
export type { ApiErrorOptions } from './api-error';
export { apiErrorBodySchema, errorResponses } from './error-body';
export type { ApiErrorBody } from './error-body';
export { parseFormBody } from './form-body';
export { redactUrl, REDACT_PATHS, SECRET_KEYS } from './log-options';
export type { AppLoggerOptions } from './log-options';
export { DOCS_PREFIX, OPENAPI_PATH } from './openapi';
export { REQUEST_ID_HEADER } from './request-id';
