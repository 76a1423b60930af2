/**
 * The API client of `@campus/core` (SPECIFICATION §7): the root entry re-exports it. The typed calls and the path
 * table are the `@campus/core/api` entry (calls/index.ts).
 */
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
export { mediaUrl } from './media-url.js';
export { createIdempotencyKeeper, IDEMPOTENCY_KEY_HEADER } from './idempotency.js';
export { createIdempotentSubmit } from './idempotent-submit.js';
export type { IdempotentSubmit, SubmitOutcome } from './idempotent-submit.js';
export type { IdempotencyKeeper } from './idempotency.js';
export type { XhrConstructor } from './xhr-transport.js';
