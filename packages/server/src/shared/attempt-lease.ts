import { randomBytes } from 'node:crypto';

/**
 * A new lease: the tab holding an attempt (a test's, a game's) proves it with this (18 random bytes, base64url).
 * Resuming the attempt elsewhere gives a new one, so two tabs never play one attempt.
 */
export function newLease(): string {
  return randomBytes(18).toString('base64url');
}
