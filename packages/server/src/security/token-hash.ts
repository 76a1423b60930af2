import { createHmac, randomBytes } from 'node:crypto';

/**
 * Opaque tokens (refresh tokens, reset links, verification codes) are stored only as an HMAC-SHA256 keyed by
 * `CAMPUS_TOKEN_PEPPER`: a leaked table is useless without the pepper, and look-up by hash stays an index
 * search (unlike salted password hashes). Passwords use scrypt instead (password-hash.ts).
 */

/** A new random token: 32 bytes, base64url (43 characters). */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The stored form of a token: hex HMAC-SHA256 with the pepper as key. */
export function hashToken(token: string, pepper: string): string {
  return createHmac('sha256', pepper).update(token, 'utf8').digest('hex');
}
