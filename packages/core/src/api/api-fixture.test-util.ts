/** Builds an API client wired to a test server, recording its callbacks. Test-only. */
import { createApiClient } from './create-api-client.js';
import type { ApiClientOptions } from './create-api-client.js';
import type { ApiClient } from './api-client.js';
import { createMemoryTokenStore } from './token-store.js';
import type { SessionTokens, TokenStore } from './token-store.js';
import type { RecordedRequest } from './test-server.test-util.js';

/** A client plus what its callbacks saw. */
export interface ApiFixture {
  client: ApiClient;
  tokens: TokenStore;
  expiredCount: () => number;
  refreshed: SessionTokens[];
}

/** The tokens most tests start with. */
export const OLD_TOKENS: SessionTokens = { accessToken: 'old-access', refreshToken: 'refresh-1', realtimeToken: null };

/** Client credentials used by fixtures; `Basic` of them is {@link BASIC}. */
export const CLIENT = { clientId: 'campus-web', clientSecret: 's3cr3t' };

/** `Basic base64(campus-web:s3cr3t)`. */
export const BASIC = `Basic ${Buffer.from('campus-web:s3cr3t').toString('base64')}`;

/** Creates a client against `apiBase` with in-memory tokens. */
export function createFixture(
  apiBase: string,
  initial: SessionTokens | null = OLD_TOKENS,
  overrides: Partial<ApiClientOptions> = {},
): ApiFixture {
  let expired = 0;
  const refreshed: SessionTokens[] = [];
  const tokens = createMemoryTokenStore(initial);
  const client = createApiClient({
    apiBase,
    ...CLIENT,
    tokens,
    xhr: false,
    onSessionExpired: () => {
      expired += 1;
    },
    onTokensRefreshed: (next) => refreshed.push(next),
    ...overrides,
  });
  return { client, tokens, expiredCount: () => expired, refreshed };
}

/** Whether a recorded request is a refresh-grant token call. */
export function isRefreshCall(request: RecordedRequest): boolean {
  return (
    request.path === '/o/token/' && new URLSearchParams(request.body.toString()).get('grant_type') === 'refresh_token'
  );
}
