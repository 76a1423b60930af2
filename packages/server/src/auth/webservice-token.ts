import type { FastifyInstance } from 'fastify';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findUserBySignInName } from '../shared/find-sign-in-user';
import { completeSignIn } from './sign-in';
import { TOKEN_SCOPE } from './token-issuer';

/** A webservice token as the partner's server receives it: an access token only (spec §4). */
export interface WebserviceTokenAnswer {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope: string;
}

/**
 * A webservice token for a member of the calling client (spec §2 `webservice-login/{token}`, §4 "a
 * webservice-token login is separate; its 401 clears the session"): a partner portal that already knows the
 * person asks, server to server with its own client credentials, and hands the token to the page (the `token`
 * attribute of any element, or the site's `webservice-login/{token}`). Only clients listed in
 * `CAMPUS_WEBSERVICE_CLIENTS` may ask (others: 403 `forbidden`), since a public client's secret is no secret.
 * The person is named by user name, e-mail or document; the sign-in rules apply as for a password (blocked,
 * awaiting approval, not a member of the client). The session has no refresh token: when the access token
 * expires, the portal asks for a new one.
 * @throws 403 `forbidden`; 404 `user_not_found`; 400 `user_blocked` / `account_awaiting_approval` /
 *   `user_without_access`
 */
export async function issueWebserviceToken(
  app: FastifyInstance,
  client: ClientRow,
  username: string,
): Promise<WebserviceTokenAnswer> {
  if (!app.config.webserviceClientIds.includes(client.clientId)) throw new ApiError(403, 'forbidden');
  const user = await findUserBySignInName(app.database.db, username);
  if (!user) throw new ApiError(404, 'user_not_found');
  const tokens = await completeSignIn(app, user, client, 'webservice');
  return {
    access_token: tokens.access_token,
    token_type: 'Bearer',
    expires_in: tokens.expires_in ?? 0,
    scope: tokens.scope ?? TOKEN_SCOPE,
  };
}
