import { and, eq, sql } from 'drizzle-orm';
import { revokeUserFamilies } from '../shared/token-revocation';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashSecret } from '../security/password-hash';
import type { AccountContext } from './account-context';
import type { PasswordLink } from '@campus/core/schemas';
import { ipKey, passwordLinkLimiter } from './limiters';
import { decodeUid, isPasswordTokenValid } from './password-link';
import { checkNewPassword } from './password-rules';

/**
 * The user a password link designates, or 422 `password_link_invalid` (§8 "the password link is invalid or
 * expired, and a new one must be requested") for a malformed, forged, expired or already used link, or a
 * blocked account. Invalid links count against the address.
 */
export async function resolvePasswordLink(ctx: AccountContext, link: PasswordLink, ip: string): Promise<UserRow> {
  const now = ctx.now();
  await passwordLinkLimiter.assertAllowed(ctx, [ipKey(ip)], now);
  const id = decodeUid(link.uidb64);
  const [user] = id === null ? [] : await ctx.database.db.select().from(users).where(eq(users.id, id));
  const valid =
    user !== undefined &&
    user.username === link.username &&
    user.status !== 'blocked' &&
    isPasswordTokenValid(user, link.token, ctx.config.tokenPepper, now);
  if (!valid || !user) {
    await passwordLinkLimiter.recordFailure(ctx, [ipKey(ip)], now);
    throw new ApiError(422, 'password_link_invalid');
  }
  return user;
}

/**
 * Sets the password from a `set-password/…` or `recover-password/…` link: the link must be valid, the password
 * pass core's `checkPassword` (422 with `field_errors`). The update is conditional on the password hash the
 * link was made for, so of two simultaneous uses only one succeeds; every session of the account is revoked.
 */
export async function setPasswordFromLink(
  ctx: AccountContext,
  input: { readonly link: PasswordLink; readonly password: string; readonly confirmation: string; readonly ip: string },
): Promise<void> {
  const user = await resolvePasswordLink(ctx, input.link, input.ip);
  checkNewPassword(input.password, input.confirmation);
  const passwordHash = await hashSecret(input.password);
  const now = ctx.now();
  const updated = await ctx.database.db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: now })
    .where(and(eq(users.id, user.id), sql`${users.passwordHash} is not distinct from ${user.passwordHash}`))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ApiError(422, 'password_link_invalid');
  await revokeAllSessions(ctx, user.id, now);
}

/** Revokes every session of a user (A1's token families) and closes their event streams. */
export async function revokeAllSessions(ctx: AccountContext, userId: number, now: Date): Promise<void> {
  const familyIds = await revokeUserFamilies(ctx.database.db, userId, 'session_revoked', now);
  if (familyIds.length > 0) await ctx.revokeSessions(familyIds);
}
