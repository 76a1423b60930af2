import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { realtimeTokens, tokenFamilies, users } from '../db/schema';
import { hashToken } from '../security/token-hash';
import type { AreaListener } from './areas';

/** Who a realtime token signs in. */
export interface RealtimeIdentity {
  readonly listener: AreaListener;
  readonly familyId: string;
}

/**
 * Looks up a realtime token (`user_firebase_token`): valid while its token family is neither revoked nor
 * expired and its user is approved. Null otherwise.
 */
export async function resolveRealtimeToken(
  app: Pick<FastifyInstance, 'database' | 'config'>,
  token: string,
  now = new Date(),
): Promise<RealtimeIdentity | null> {
  if (token.length === 0 || token.length > 512) return null;
  const [row] = await app.database.db
    .select({ userId: users.id, clientId: users.selectedClientId, status: users.status, familyId: tokenFamilies.id })
    .from(realtimeTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, realtimeTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(realtimeTokens.tokenHash, hashToken(token, app.config.tokenPepper)),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, now),
      ),
    );
  if (!row || row.status !== 'approved') return null;
  return {
    listener: { userId: String(row.userId), clientId: row.clientId === null ? null : String(row.clientId) },
    familyId: row.familyId,
  };
}
