import type { ReloadUserTokensRequest } from '../../schemas/reload-user-tokens';
import { tokenResponseSchema } from '../../schemas/token';
import type { TokenResponse } from '../../schemas/token';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import { withSignal } from './call-signal';
import type { TypedCallOptions } from './call-signal';

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
