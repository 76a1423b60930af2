import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserRow } from '../db/schema';
import type { PasswordLink } from '@campus/core/schemas';

/** Lifetime of an e-mailed recover-password link. @default 86400 (24 h) */
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Lifetime of the link parameters a validated SMS/WhatsApp code is traded for. @default 3600 */
export const CODE_LINK_TTL_SECONDS = 60 * 60;

/** The site routes that take a link (spec §2 public routes). */
export type PasswordLinkRoute = 'recover-password' | 'set-password';

/** What a link is bound to: changing any of it (a new password above all) invalidates every earlier link. */
type LinkUser = Pick<UserRow, 'id' | 'username' | 'passwordHash'>;

/** `uidb64`: the user id in base64url, as the Django-style route names it. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

/** The user id of a `uidb64`, or null when it is not one. */
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

function signature(user: LinkUser, expiresAt: number, pepper: string): Buffer {
  // The current password hash is part of what is signed: setting a password (even the same one, with a new
  // salt) changes it, so a link works once and every older link dies with it. No table is needed.
  const payload = ['password-link', user.id, user.username, user.passwordHash ?? '', expiresAt].join('\n');
  return createHmac('sha256', pepper).update(payload, 'utf8').digest();
}

/**
 * A stateless, expiring, single-use password token: `<expiry in epoch seconds, base 36>-<HMAC>` keyed by the
 * token pepper, over the user id, username, current password hash and expiry.
 */
export function createPasswordToken(user: LinkUser, pepper: string, now: Date, ttlSeconds: number): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${expiresAt.toString(36)}-${signature(user, expiresAt, pepper).toString('base64url')}`;
}

/** Whether `token` was made by {@link createPasswordToken} for this user as it is now, and has not expired. */
export function isPasswordTokenValid(user: LinkUser, token: string, pepper: string, now: Date): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = parseInt(match[1], 36);
  if (!(expiresAt * 1000 > now.getTime())) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(user, expiresAt, pepper);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `{ username, uidb64, token }` of a new link for `user`. */
export function createPasswordLink(user: LinkUser, pepper: string, now: Date, ttlSeconds: number): PasswordLink {
  return {
    username: user.username,
    uidb64: encodeUid(user.id),
    token: createPasswordToken(user, pepper, now, ttlSeconds),
  };
}

/** The site URL of a link: `{siteUrl}/recover-password/{username}/{uidb64}/{token}`. */
export function passwordLinkUrl(siteUrl: string, route: PasswordLinkRoute, link: PasswordLink): string {
  const parts = [link.username, link.uidb64, link.token].map(encodeURIComponent).join('/');
  return `${siteUrl.replace(/\/+$/, '')}/${route}/${parts}`;
}
