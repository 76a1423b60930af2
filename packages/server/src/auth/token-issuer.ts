import type { TokenResponse } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { CampusTransaction } from '../db/database';
import { accessTokens, realtimeTokens, refreshTokens, tokenFamilies } from '../db/schema';
import { generateToken, hashToken } from '../security/token-hash';

/** The OAuth scope every token carries (the API has no finer scopes). */
export const TOKEN_SCOPE = 'read write';

/** How a session started, kept on its token family. */
export type SignInMethod = 'password' | 'document' | 'google' | 'managed' | 'webservice';

/** The token answer of `/o/token/`, the alternative login and `reload_user_tokens`, exactly as on the wire. */
export type TokenAnswer = Required<Omit<TokenResponse, 'user_firebase_token'>> & { user_firebase_token: string };

/** The settings tokens are issued with. */
export type TokenSettings = Pick<ServerConfig, 'tokenPepper' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/** A family to issue into: its id and absolute expiry. */
export interface FamilyRef {
  readonly id: string;
  readonly expiresAt: Date;
}

/**
 * Issues a new access, refresh and realtime token into a family (sign-in, rotation, re-issue). Tokens are
 * random (32 bytes, base64url) and only their peppered hashes are stored. The access token never outlives
 * the family.
 */
export async function issueTokens(
  tx: CampusTransaction,
  family: FamilyRef,
  settings: TokenSettings,
  now = new Date(),
): Promise<TokenAnswer> {
  const access = generateToken();
  const refresh = generateToken();
  const realtime = generateToken();
  const hash = (token: string) => hashToken(token, settings.tokenPepper);
  const accessExpiry = new Date(
    Math.min(now.getTime() + settings.accessTokenTtlSeconds * 1000, family.expiresAt.getTime()),
  );
  await tx.insert(accessTokens).values({ tokenHash: hash(access), familyId: family.id, expiresAt: accessExpiry });
  await tx.insert(refreshTokens).values({ tokenHash: hash(refresh), familyId: family.id });
  await tx.insert(realtimeTokens).values({ tokenHash: hash(realtime), familyId: family.id });
  await tx.update(tokenFamilies).set({ refreshedAt: now }).where(eq(tokenFamilies.id, family.id));
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.floor((accessExpiry.getTime() - now.getTime()) / 1000)),
    scope: TOKEN_SCOPE,
    user_firebase_token: realtime,
  };
}

/** Who a new session is for. */
export interface NewSession {
  readonly userId: number;
  /** `clients.id` of the OAuth client signing in. */
  readonly oauthClientId: number;
  readonly method: SignInMethod;
}

/**
 * Starts a session: a new token family, expiring `refreshTokenTtlSeconds` from now whatever the rotations,
 * and its first tokens.
 */
export async function startSession(
  tx: CampusTransaction,
  session: NewSession,
  settings: TokenSettings,
  now = new Date(),
): Promise<{ familyId: string; tokens: TokenAnswer }> {
  const expiresAt = new Date(now.getTime() + settings.refreshTokenTtlSeconds * 1000);
  const [family] = await tx
    .insert(tokenFamilies)
    .values({
      userId: session.userId,
      clientId: session.oauthClientId,
      method: session.method,
      refreshedAt: now,
      expiresAt,
    })
    .returning({ id: tokenFamilies.id });
  if (!family) throw new Error('the token family was not inserted');
  return { familyId: family.id, tokens: await issueTokens(tx, { id: family.id, expiresAt }, settings, now) };
}
