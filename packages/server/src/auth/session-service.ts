import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { clients, tokenFamilies, userClients, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AuthUser } from '../shared/fastify-user';
import { revokeFamilies, revokeUserFamilies } from '../shared/token-revocation';

/** One live session of a user, as `GET /api/sessions/` lists it. */
export interface SessionEntry {
  readonly id: string;
  readonly method: string;
  readonly client_name: string;
  readonly created_at: string;
  readonly refreshed_at: string;
  readonly expires_at: string;
  readonly current: boolean;
}

/** A user's live sessions (at most 100), last refreshed first; `current` marks the session of `currentFamilyId`. */
export async function listSessions(db: CampusDb, userId: number, currentFamilyId: string): Promise<SessionEntry[]> {
  const now = new Date();
  const rows = await db
    .select({ family: tokenFamilies, clientName: clients.name })
    .from(tokenFamilies)
    .innerJoin(clients, eq(clients.id, tokenFamilies.clientId))
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)))
    .orderBy(desc(tokenFamilies.refreshedAt))
    .limit(100);
  return rows.map(({ family, clientName }) => ({
    id: family.id,
    method: family.method,
    client_name: clientName,
    created_at: family.createdAt.toISOString(),
    refreshed_at: family.refreshedAt.toISOString(),
    expires_at: family.expiresAt.toISOString(),
    current: family.id === currentFamilyId,
  }));
}

/**
 * Signs one of the user's own sessions out. Scoped to the caller: another user's session id is
 * indistinguishable from an unknown one.
 * @returns the revoked family ids (for `app.realtime.revokeSessions`)
 * @throws 404 `not_found_or_forbidden`
 */
export async function revokeOwnSession(db: CampusDb, userId: number, familyId: string): Promise<string[]> {
  const revoked = await revokeFamilies(
    db,
    and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.userId, userId)),
    'session_revoked',
  );
  if (revoked.length === 0) throw new ApiError(404, 'not_found_or_forbidden');
  return revoked;
}

/**
 * Signs a user out everywhere, for an administrator: only users of the administrator's selected client
 * (superusers: anyone).
 * @returns the user's id and the revoked family ids
 * @throws 404 `not_found_or_forbidden`
 */
export async function revokeSessionsAsAdmin(
  db: CampusDb,
  admin: AuthUser,
  userId: number,
): Promise<{ userId: number; revoked: string[] }> {
  const [target] = admin.isSuperuser
    ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    : admin.clientId === null
      ? []
      : await db
          .select({ id: userClients.userId })
          .from(userClients)
          .where(and(eq(userClients.userId, userId), eq(userClients.clientId, Number(admin.clientId))));
  if (!target) throw new ApiError(404, 'not_found_or_forbidden');
  return { userId: target.id, revoked: await revokeUserFamilies(db, target.id, 'admin') };
}
