import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { openCode } from './managed-state';
import { rotateRefreshToken } from './refresh-rotation';
import type { TokenAnswer } from './token-issuer';

/** The `/o/token/` grant type that redeems a managed sign-in's one-time code. */
export const MANAGED_CODE_GRANT = 'managed_code';

/**
 * Redeems the managed sign-in's one-time code (`grant_type=managed_code`): the code — sealed by the callback,
 * readable by this API only — holds the new session's first refresh token, which is rotated here, so the site
 * gets access and refresh tokens as from the password grant and the code is spent. A second use is refused
 * (after the refresh grace it revokes the session, as a reused refresh token does: a replayed code is a stolen
 * one). Tokens never travel in an address: only this code does, in the fragment, for two minutes.
 * @throws 400 `managed_login_failed` (altered, expired, spent or another client's code), or the rotation's
 *   `user_blocked` / `account_awaiting_approval`
 */
export async function redeemManagedCode(
  app: FastifyInstance,
  input: { readonly code: string; readonly client: ClientRow; readonly log: FastifyBaseLogger },
): Promise<TokenAnswer> {
  const opened = await openCode(input.code, app.config.tokenPepper);
  if (!opened || opened.clientId !== input.client.clientId) throw new ApiError(400, 'managed_login_failed');
  const result = await rotateRefreshToken(
    app.database.db,
    { refreshToken: opened.refreshToken, oauthClientId: input.client.id },
    app.config,
  );
  if (result.ok) return result.tokens;
  if (result.revokedFamilyId !== null) {
    input.log.warn({ familyId: result.revokedFamilyId, reason: result.code }, 'managed sign-in code reused');
    await app.realtime.revokeSessions([result.revokedFamilyId]);
  }
  throw new ApiError(400, result.code === 'session_expired' ? 'managed_login_failed' : result.code);
}
