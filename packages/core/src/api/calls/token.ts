import { tokenResponseSchema } from '../../schemas/token.js';
import type { TokenResponse } from '../../schemas/token.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * Signs in with user and password: `POST /o/token/`, `grant_type=password` (SPECIFICATION §7, §2 Login).
 * Form-encoded with client basic credentials; a 400/401 here (wrong password) is an `HttpError` and never
 * triggers a refresh. The caller stores the answer (`toSessionTokens`) and signs in to realtime.
 */
export function requestPasswordToken(
  client: ApiClient,
  credentials: { username: string; password: string },
  options?: TypedCallOptions,
): Promise<TokenResponse> {
  return client.requestJson(API_PATHS.token, tokenResponseSchema, {
    kind: 'token',
    form: { grant_type: 'password', username: credentials.username, password: credentials.password },
    ...withSignal(options),
  });
}

/**
 * `POST /o/token/` with `grant_type=refresh_token` (SPECIFICATION §7 Calls), without touching the token
 * store. The client already does this by itself on a 401 (see `ApiClient.refreshSession`); this is for hosts
 * that hold a refresh token outside the session (e.g. restored from the device on iOS, §4).
 */
export function requestRefreshGrant(
  client: ApiClient,
  refreshToken: string,
  options?: TypedCallOptions,
): Promise<TokenResponse> {
  return client.requestJson(API_PATHS.token, tokenResponseSchema, {
    kind: 'token',
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    ...withSignal(options),
  });
}
