import { and, eq, isNull } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { refreshTokens, tokenFamilies, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashToken } from '../security/token-hash';
import { issueTokens } from './token-issuer';
import type { TokenAnswer, TokenSettings } from './token-issuer';
import { revokeFamily } from '../shared/token-revocation';

/**
 * How long after a rotation a second use of the same refresh token counts as a benign race (two tabs or
 * retries refreshing at once) rather than theft. Inside it the late request is refused without revoking the
 * family, so the winner's new tokens keep working; after it, reuse revokes the whole family (RFC 6819 §5.2.2.3,
 * OAuth 2.0 Security BCP §4.14.2).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** The outcome of {@link rotateRefreshToken}. */
export type RotationResult =
  | { readonly ok: true; readonly tokens: TokenAnswer; readonly familyId: string; readonly userId: number }
  /**
   * Refused. `revokedFamilyId` is set when the refusal revoked a family (reuse after the grace, or a user no
   * longer allowed in), so the caller can close that family's event streams.
   */
  | {
      readonly ok: false;
      readonly code: 'session_expired' | 'user_blocked' | 'account_awaiting_approval';
      readonly revokedFamilyId: string | null;
    };

/**
 * The refresh grant: trades a refresh token for new tokens in the same family, marking it used.
 *
 * - Unknown token, another client's token, or a revoked or expired family → `session_expired`.
 * - Concurrency: the conditional `update ... where used_at is null` lets exactly one of several simultaneous
 *   uses win (PostgreSQL's row lock makes the others wait, then find it used). A loser within
 *   {@link REFRESH_REUSE_GRACE_SECONDS} of the winning rotation gets `session_expired` and nothing is revoked.
 * - A used token presented after the grace is reuse: the family is revoked (every token of the sign-in).
 * - A user blocked or no longer approved loses the session (family revoked).
 */
export async function rotateRefreshToken(
  db: CampusDb,
  input: { readonly refreshToken: string; readonly oauthClientId: number },
  settings: TokenSettings,
  now = new Date(),
): Promise<RotationResult> {
  const tokenHash = hashToken(input.refreshToken, settings.tokenPepper);
  return withTransaction(db, async (tx): Promise<RotationResult> => {
    const [found] = await tx
      .select({
        familyId: tokenFamilies.id,
        clientId: tokenFamilies.clientId,
        expiresAt: tokenFamilies.expiresAt,
        revokedAt: tokenFamilies.revokedAt,
        userId: users.id,
        status: users.status,
      })
      .from(refreshTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, tokenFamilies.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    const refused = { ok: false, code: 'session_expired', revokedFamilyId: null } as const;
    // A refresh token is bound to the client it was issued to (RFC 6749 §6).
    if (!found || found.clientId !== input.oauthClientId) return refused;
    if (found.revokedAt !== null || found.expiresAt.getTime() <= now.getTime()) return refused;

    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId });
    if (!claimed) {
      // Read again: under read committed this sees the rotation that beat us, even if it committed just now.
      const [used] = await tx
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      const usedAt = used?.usedAt?.getTime() ?? 0;
      if (now.getTime() - usedAt <= REFRESH_REUSE_GRACE_SECONDS * 1000) return refused;
      const [revoked] = await revokeFamily(tx, found.familyId, 'refresh_token_reuse', now);
      return { ...refused, revokedFamilyId: revoked ?? null };
    }

    if (found.status !== 'approved') {
      const [revoked] = await revokeFamily(tx, found.familyId, 'user_blocked', now);
      const code = found.status === 'blocked' ? 'user_blocked' : 'account_awaiting_approval';
      return { ok: false, code, revokedFamilyId: revoked ?? null };
    }
    const tokens = await issueTokens(tx, { id: found.familyId, expiresAt: found.expiresAt }, settings, now);
    return { ok: true, tokens, familyId: found.familyId, userId: found.userId };
  });
}
