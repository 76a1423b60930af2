import type { AlternativeLoginRequest } from '../../schemas/alternative-login';
import { tokenResponseSchema } from '../../schemas/token';
import type { TokenResponse } from '../../schemas/token';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import { withSignal } from './call-signal';
import type { TypedCallOptions } from './call-signal';

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
