import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { tokenFamilies } from '../db/schema';

/** Why a family was revoked, kept on the row for audits. */
export type RevocationReason = 'logout' | 'refresh_token_reuse' | 'session_revoked' | 'admin' | 'user_blocked';

/**
 * Revokes the live token families matching `where` (e.g. `eq(tokenFamilies.id, id)`): every access, refresh
 * and realtime token in them stops working at once. Families already revoked or expired are left as they are.
 * @returns the ids revoked now, so callers can close their event streams (`app.realtime.revokeSessions`).
 */
export async function revokeFamilies(
  db: CampusDb | CampusTransaction,
  where: SQL | undefined,
  reason: RevocationReason,
  now = new Date(),
): Promise<string[]> {
  const rows = await db
    .update(tokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(where, isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)))
    .returning({ id: tokenFamilies.id });
  return rows.map((row) => row.id);
}

/** Revokes one family. */
export function revokeFamily(
  db: CampusDb | CampusTransaction,
  familyId: string,
  reason: RevocationReason,
  now = new Date(),
): Promise<string[]> {
  return revokeFamilies(db, eq(tokenFamilies.id, familyId), reason, now);
}

/** Revokes every live family of a user (blocked user, "sign out everywhere"). */
export function revokeUserFamilies(
  db: CampusDb | CampusTransaction,
  userId: number,
  reason: RevocationReason,
  now = new Date(),
): Promise<string[]> {
  return revokeFamilies(db, eq(tokenFamilies.userId, userId), reason, now);
}
