import type { ReloadUserTokensRequest } from '@campus/core/schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessTokens, refreshTokens, tokenFamilies, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import type { AuthSession } from '../shared/fastify-user';
import { loadSessionLists } from './session-data';
import { issueTokens } from './token-issuer';
import type { TokenAnswer } from './token-issuer';

/** What a reload needs. */
export interface TokenReload {
  readonly userId: number;
  readonly session: AuthSession;
  readonly selection: ReloadUserTokensRequest;
}

const has = (list: readonly { id: number | string }[], id: number) =>
  list.some((item) => String(item.id) === String(id));

/**
 * `reload_user_tokens`: stores a new selection (each id must be in the user's session lists, else 403
 * `not_found_or_forbidden`) and re-issues the session's tokens in the same family. The presented access token
 * is revoked and the session's unused refresh tokens are marked used, so the old pair cannot fork the session
 * (a later use of the old refresh token is reuse, see refresh-rotation.ts).
 */
export async function reloadUserTokens(app: FastifyInstance, reload: TokenReload): Promise<TokenAnswer> {
  const { selection, session } = reload;
  const now = new Date();
  return withTransaction(app.database.db, async (tx) => {
    const lists = await loadSessionLists(tx, reload.userId);
    const allowed =
      (selection.client_id === undefined || has(lists.user_clients, selection.client_id)) &&
      (selection.country_id === undefined || has(lists.user_countries, selection.country_id)) &&
      (selection.campaign_id === undefined || has(lists.user_campaigns, selection.campaign_id));
    if (!allowed) throw new ApiError(403, 'not_found_or_forbidden');

    const [family] = await tx
      .select({ id: tokenFamilies.id, expiresAt: tokenFamilies.expiresAt })
      .from(tokenFamilies)
      .where(
        and(eq(tokenFamilies.id, session.familyId), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)),
      )
      .for('update');
    if (!family) throw new ApiError(401, 'unauthorized');

    const changes = {
      ...(selection.client_id === undefined ? {} : { selectedClientId: selection.client_id }),
      ...(selection.country_id === undefined ? {} : { selectedCountryId: selection.country_id }),
      ...(selection.campaign_id === undefined ? {} : { selectedCampaignId: selection.campaign_id }),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, reload.userId));
    }
    await tx.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.tokenHash, session.accessTokenHash));
    await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.familyId, family.id), isNull(refreshTokens.usedAt)));
    return issueTokens(tx, family, app.config, now);
  });
}
