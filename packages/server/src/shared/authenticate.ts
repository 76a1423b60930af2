import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CampusDb } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { accessTokens, clientAnswerVersions, tokenFamilies, userAnswerVersions, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AccessCheck } from '../http/declare-access';
import { hasRole, isUserRole } from '../security/roles';
import type { UserRole } from '../security/roles';
import { hashToken } from '../security/token-hash';
import './fastify-user';
import type { AuthSession, AuthUser } from './fastify-user';

/** `WWW-Authenticate` of a 401 on a bearer route (RFC 6750 §3). */
const BEARER_CHALLENGE = 'Bearer realm="campus", error="invalid_token"';

/** Longest token looked up: ours are 43 characters; anything much longer is not one of them. */
const MAX_TOKEN_LENGTH = 512;

/** The 401 answer of a bearer route. */
export function unauthorized(): ApiError {
  return new ApiError(401, 'unauthorized', {}, { headers: { 'www-authenticate': BEARER_CHALLENGE } });
}

/**
 * The access token of a request: `Authorization: Bearer <token>`, else the `access_token` query parameter
 * (spec §7: "with no token, an access_token query parameter is used"). Null when neither is present.
 */
export function presentedAccessToken(request: Pick<FastifyRequest, 'headers' | 'url'>): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  const queryStart = request.url.indexOf('?');
  if (queryStart === -1) return null;
  return new URLSearchParams(request.url.slice(queryStart + 1)).get('access_token');
}

/** The access token look-up, built once per database as a prepared statement (it runs on every signed-in call). */
function prepareAccessTokenQuery(db: CampusDb) {
  const now = sql.placeholder('now');
  return db
    .select({
      id: users.id,
      username: users.username,
      roles: users.roles,
      selectedClientId: users.selectedClientId,
      isSuperuser: users.isSuperuser,
      status: users.status,
      familyId: tokenFamilies.id,
      oauthClientId: tokenFamilies.clientId,
      // Read with the token, in the same round trip: what the caller's answers are made of (answer-cache.ts).
      clientVersion: sql<number>`coalesce(${clientAnswerVersions.version}, 0)`,
      forumVersion: sql<number>`coalesce(${clientAnswerVersions.forumVersion}, 0)`,
      userVersion: sql<number>`coalesce(${userAnswerVersions.version}, 0)`,
    })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .leftJoin(
      clientAnswerVersions,
      eq(clientAnswerVersions.clientId, sql`coalesce(${users.selectedClientId}, ${tokenFamilies.clientId})`),
    )
    .leftJoin(userAnswerVersions, eq(userAnswerVersions.userId, users.id))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, now),
      ),
    )
    .prepare('campus_access_token');
}

const accessTokenQuery = preparedPerDatabase(prepareAccessTokenQuery);

/** The user and session behind a valid access token. */
export interface ResolvedAccess {
  readonly user: AuthUser;
  readonly session: AuthSession;
  readonly status: string;
}

/**
 * Looks an access token up: it must exist, be neither revoked nor expired, and belong to a live family.
 * Returns null otherwise. The user's status is returned for the caller to judge.
 */
export async function resolveAccessToken(
  app: FastifyRequest['server'],
  token: string,
  now = new Date(),
): Promise<ResolvedAccess | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = hashToken(token, app.config.tokenPepper);
  const [row] = await accessTokenQuery(app.database.db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  return {
    user: {
      id: String(row.id),
      username: row.username,
      roles: row.roles,
      clientId: row.selectedClientId === null ? null : String(row.selectedClientId),
      isSuperuser: row.isSuperuser,
    },
    session: {
      familyId: row.familyId,
      accessTokenHash: tokenHash,
      oauthClientId: row.oauthClientId,
      answerVersion: `${row.clientVersion}.${row.userVersion}`,
      forumVersion: Number(row.forumVersion),
    },
    status: row.status,
  };
}

/**
 * The access check of every signed-in route (declared once per plugin, see src/shared/access.ts): a valid
 * bearer access token (or `?access_token=`) sets
 * `request.user` and `request.authSession`. Otherwise 401 `unauthorized` (with `WWW-Authenticate: Bearer`),
 * which makes the SDK refresh once and retry (spec §4). A blocked user gets 403 `user_blocked` ('Você foi
 * bloqueado', spec §4 "blocked users lose access"); a user set back to awaiting approval gets 403
 * `account_awaiting_approval`.
 * @example await app.register(withAccess(SIGNED_IN_ACCESS, profileRoutes)) // SIGNED_IN_ACCESS runs authenticate
 */
export const authenticate = async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
  const token = presentedAccessToken(request);
  if (token === null) throw unauthorized();
  const resolved = await resolveAccessToken(request.server, token);
  if (!resolved) throw unauthorized();
  if (resolved.status === 'blocked') throw new ApiError(403, 'user_blocked');
  if (resolved.status !== 'approved') throw new ApiError(403, 'account_awaiting_approval');
  request.user = resolved.user;
  request.authSession = resolved.session;
} satisfies AccessCheck;

/**
 * An access check allowing only users holding at least one of `roles` (spec §6); superusers hold every role.
 * Run it after {@link authenticate}: `onRequest: [authenticate, requireRole('moderator')]`.
 * 401 when no user is signed in, 403 `forbidden` when the user lacks the roles.
 */
export function requireRole(...roles: readonly UserRole[]): AccessCheck {
  for (const role of roles) if (!isUserRole(role)) throw new TypeError(`requireRole: unknown role ${role}`);
  return async function requireRoleHandler(request: FastifyRequest) {
    const user = request.user as AuthUser | undefined;
    if (!user) throw unauthorized();
    if (!roles.some((role) => hasRole(user, role))) throw new ApiError(403, 'forbidden');
  };
}
