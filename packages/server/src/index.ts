/**
 * @campus/server — the Campus reference API. Private: this barrel exists for tests, scripts and the tools of
 * the monorepo (benchmarks, e2e set-up) that start the API in-process.
 * @packageDocumentation
 */
export { buildApp } from './app';
export type { BuildAppOptions, CampusApp } from './app';
export {
  CONFIG_VARIABLES,
  ConfigError,
  DEMO_CORS_ORIGINS,
  DEMO_TOKEN_PEPPER,
  loadConfig,
  LOG_LEVELS,
  TOKEN_PEPPER_MIN_LENGTH,
} from './config';
export type { ConfigIssue, LogLevel, ServerConfig } from './config';
export {
  executeRows,
  isRetryableTransactionError,
  MIGRATION_LOCK_KEY,
  openDatabase,
  sqlState,
  withTransaction,
} from './db';
export type {
  CampusDb,
  CampusTransaction,
  Database,
  DatabaseKind,
  OpenDatabaseOptions,
  Schema,
  TransactionOptions,
} from './db';
export {
  ApiError,
  apiErrorBodySchema,
  DOCS_PREFIX,
  errorResponses,
  isApiError,
  OPENAPI_PATH,
  parseFormBody,
  REDACT_PATHS,
  redactUrl,
  REQUEST_ID_HEADER,
  SECRET_KEYS,
} from './http';
export type { ApiErrorBody, ApiErrorOptions, AppLoggerOptions } from './http';
export { createErrorMessages } from './i18n/error-messages';
export type { ErrorMessages, MessageParams } from './i18n/error-messages';
export { acceptedLanguages, requestLocale } from './i18n/request-locale';
export { SERVER_ERROR_CODES, SERVER_MESSAGES } from './i18n/server-messages';
export type { ServerErrorCode, ServerMessages } from './i18n/server-messages';
export { DEMO_PASSWORD, isDemoPasswordAllowed, isRefusedDemoPassword } from './security/demo-password';
export { hashSecret, needsRehash, SCRYPT_PARAMS, verifySecret } from './security/password-hash';
export { hasRole, isUserRole, PROGRAMME_ROLES, STAFF_ROLES, USER_ROLES } from './security/roles';
export type { UserRole } from './security/roles';
export { generateToken, hashToken } from './security/token-hash';
export {
  DEMO_CLIENT,
  DEMO_CONTENT_STEPS,
  DEMO_USERNAMES,
  DEMO_USERS,
  LANGUAGES,
  seedDatabase,
  seedDemoData,
  seedReferenceData,
} from './seed';
export type { DemoContentStep, DemoSeedContext, DemoSeedResult, DemoUser, DemoUsername } from './seed';
export { startServer } from './server';
export type { RunningServer, StartServerOptions } from './server';
export { handleShutdownSignals } from './shutdown-signals';
export type { ShutdownSignalOptions, SignalTarget } from './shutdown-signals';
