import type { FastifyInstance } from 'fastify';
import { createAttemptLimiter, tooManyAttempts } from '../shared/attempt-limiter';

/*
 * Failed sign-ins (OWASP ASVS 5.0 V6.3 "authentication lifecycle": throttling that cannot be turned into a denial
 * of service). A store's staff share one address behind its router, so an address is only stopped far beyond what
 * a store types wrong; an account is slowed down rather than locked: its first failures cost nothing, then each
 * new try waits twice as long as the last after the latest failure (1 s, 2 s, 4 s … up to 15 minutes), from any
 * address. Counted in PostgreSQL, so every process agrees. Shared by the password, document and Google sign-ins;
 * for a client with `use_recaptcha`, password sign-ins ask for the CAPTCHA instead of the delay (captcha-rule.ts).
 */

/** How long failures count. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** Failures an account may have within the window before each new try waits. */
export const FREE_ACCOUNT_FAILURES = 4;

/** Failures one address may have within the window (a store's staff together), then it waits for the window. */
export const MAX_ADDRESS_FAILURES = 100;

/** The wait after an account's latest failure, in seconds, when it has `failures` within the window. */
export function accountDelaySeconds(failures: number): number {
  if (failures <= FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(SIGN_IN_WINDOW_SECONDS, 2 ** (failures - FREE_ACCOUNT_FAILURES - 1));
}

/** Failures per account; the limit itself is the delay schedule above, `max` only bounds what is kept. */
export const accountFailures = createAttemptLimiter({
  scope: 'login',
  max: 10_000,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
});

/** Failures per client address. */
export const addressFailures = createAttemptLimiter({
  scope: 'login_address',
  max: MAX_ADDRESS_FAILURES,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
});

/** The limiter key of the account a sign-in names: the user when one matched, else the typed name. */
export function accountKey(user: { readonly id: number } | null, typedName: string): string {
  return user ? `account:${user.id}` : `name:${typedName.trim().toLowerCase()}`;
}

/** The limiter key of a client address (`request.ip`, which honours X-Forwarded-For only behind a trusted proxy). */
export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/** Who a sign-in attempt counts against: its address, and the account it names (none for Google). */
export interface SignInAttempt {
  readonly ip: string;
  readonly account?: string;
}

/**
 * Refuses an attempt from an address that reached its ceiling.
 * @throws 429 `too_many_attempts` with `Retry-After` (seconds)
 */
export function assertAddressAllowed(app: FastifyInstance, ip: string, now = new Date()): Promise<void> {
  return addressFailures.assertAllowed(app, [ipKey(ip)], now);
}

/** Seconds an account with these recent failures (`accountFailures.recent`) must still wait at `now`; 0: none. */
export function accountWaitSeconds(recent: { count: number; latestMs: number | null }, now: Date): number {
  if (recent.latestMs === null) return 0;
  return Math.max(0, Math.ceil((recent.latestMs + accountDelaySeconds(recent.count) * 1000 - now.getTime()) / 1000));
}

/**
 * Refuses an attempt its address or account must not make yet.
 * @throws 429 `too_many_attempts` with `Retry-After` (seconds)
 */
export async function assertSignInAllowed(app: FastifyInstance, attempt: SignInAttempt, now = new Date()) {
  await assertAddressAllowed(app, attempt.ip, now);
  if (attempt.account === undefined) return;
  const wait = accountWaitSeconds(await accountFailures.recent(app, attempt.account, now), now);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts a failed attempt against its address and account. */
export async function recordSignInFailure(app: FastifyInstance, attempt: SignInAttempt, now = new Date()) {
  await addressFailures.recordFailure(app, [ipKey(attempt.ip)], now);
  if (attempt.account !== undefined) await accountFailures.recordFailure(app, [attempt.account], now);
}

/** Forgets an account's failures after it signed in (its address's stay counted). */
export function forgetAccountFailures(app: FastifyInstance, account: string) {
  return accountFailures.reset(app, [account]);
}
