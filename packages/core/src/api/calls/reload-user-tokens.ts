import type { ReloadUserTokensRequest } from '../../schemas/reload-user-tokens.js';
import { tokenResponseSchema } from '../../schemas/token.js';
import type { TokenResponse } from '../../schemas/token.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * Re-issues the session's tokens for a new selection: `POST /accounts/reload_user_tokens/` (SPECIFICATION
 * §7; JSON with bearer; payload designed in `reloadUserTokensRequestSchema`). The caller stores the answer
 * (`toSessionTokens`) and signs in to realtime with its `user_firebase_token`.
 * @param body @default {} (the current selection)
 */
export function reloadUserTokens(
  client: ApiClient,
  body: ReloadUserTokensRequest = {},
  options?: TypedCallOptions,
): Promise<TokenResponse> {
  return client.requestJson(API_PATHS.reloadUserTokens, tokenResponseSchema, {
    kind: 'json',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}
