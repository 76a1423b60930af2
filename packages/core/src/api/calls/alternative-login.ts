import type { AlternativeLoginRequest } from '../../schemas/alternative-login.js';
import { tokenResponseSchema } from '../../schemas/token.js';
import type { TokenResponse } from '../../schemas/token.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * Signs in with Google or with a document and password: `POST /etraining_login/alternative_login/`
 * (SPECIFICATION §7: form-encoded with client basic credentials; payload designed in
 * `alternativeLoginRequestSchema`). Answers like `/o/token/`; never triggers a refresh.
 */
export function alternativeLogin(
  client: ApiClient,
  body: AlternativeLoginRequest,
  options?: TypedCallOptions,
): Promise<TokenResponse> {
  return client.requestJson(API_PATHS.alternativeLogin, tokenResponseSchema, {
    kind: 'alternativeLogin',
    form: { ...body },
    ...withSignal(options),
  });
}
