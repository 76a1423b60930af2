import { createAttemptLimiter } from '../shared/attempt-limiter';
import type { AccountContext } from './account-context';

/*
 * Abuse limits of the account flows (issue 5 "abuse resistance": the same for recovery codes as for sign-in),
 * on A1's database-backed attempt limiter, so every server process counts the same attempts. Keys are
 * `account:<id>`, `document:<country>:<digits>`, `name:<typed login>` and `ip:<address>` (`request.ip`, which
 * honours X-Forwarded-For only when CAMPUS_TRUST_PROXY is set). Over the limit → 429 `too_many_attempts` with
 * `Retry-After`.
 */

/** Recovery e-mails asked for one login: each request counts, so nobody can flood someone's mailbox. */
export const recoveryLinkLoginLimiter = createAttemptLimiter({
  scope: 'recovery_link_login',
  max: 5,
  windowSeconds: 3600,
});

/** Recovery e-mails asked from one address (several people may share it, hence more). */
export const recoveryLinkIpLimiter = createAttemptLimiter({ scope: 'recovery_link_ip', max: 30, windowSeconds: 3600 });

/** Document look-ups that found no phone, per address: slows down guessing who has an account. */
export const phoneLookupLimiter = createAttemptLimiter({ scope: 'recovery_phone_lookup', max: 10, windowSeconds: 900 });

/** Code sends and wrong codes, per document and per address (each code also allows only five tries). */
export const recoveryCodeLimiter = createAttemptLimiter({ scope: 'recovery_code', max: 10, windowSeconds: 900 });

/** Invalid or expired password links presented, per address. */
export const passwordLinkLimiter = createAttemptLimiter({ scope: 'password_link', max: 10, windowSeconds: 900 });

/** Failed first accesses (unknown document, wrong birthday or e-mail), per document and per address. */
export const firstAccessLimiter = createAttemptLimiter({ scope: 'first_access', max: 10, windowSeconds: 900 });

/** Wrong current passwords on a password change, and wrong phone codes, per account. */
export const accountSecretLimiter = createAttemptLimiter({ scope: 'account_secret', max: 10, windowSeconds: 900 });

/** Accounts created (registrations and pre-registrations) per address: slows down mass sign-ups. */
export const registrationLimiter = createAttemptLimiter({ scope: 'registration', max: 20, windowSeconds: 3600 });

/** The limiter key of a client address. */
export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/** The limiter key of a document. */
export function documentKey(country: string, digits: string): string {
  return `document:${country}:${digits}`;
}

/** The limiter key of an account. */
export function accountKey(userId: number): string {
  return `account:${userId}`;
}

/**
 * Runs a registration unless the address created 20 accounts in the last hour (429 `too_many_attempts`);
 * counts it when it succeeds.
 */
export async function limitRegistrations<T>(ctx: AccountContext, ip: string, work: () => Promise<T>): Promise<T> {
  await registrationLimiter.assertAllowed(ctx, [ipKey(ip)], ctx.now());
  const result = await work();
  await registrationLimiter.recordFailure(ctx, [ipKey(ip)], ctx.now());
  return result;
}
