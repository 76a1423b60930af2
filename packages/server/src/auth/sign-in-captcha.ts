import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../captcha';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { tooManyAttempts } from '../shared/attempt-limiter';
import { captchaDecision, captchaRequired } from './captcha-rule';
import type { CaptchaVerdict } from './captcha-rule';
import { accountFailures, accountWaitSeconds, addressFailures, assertAddressAllowed, ipKey } from './sign-in-throttle';

/** The captcha action the login widget runs before a sign-in (`captcha.execute('login')` in @campus/auth). */
export const SIGN_IN_CAPTCHA_ACTION = 'login';

/** A password sign-in as the throttle sees it. */
export interface PasswordAttempt {
  readonly ip: string;
  /** The limiter key of the account it names (`accountKey`). */
  readonly account: string;
  readonly client: ClientRow;
  /** `recaptcha_token` as sent; undefined when none was. */
  readonly captchaToken: string | undefined;
  readonly captcha: CaptchaVerifier;
}

/** Whether a client's params turn the captcha on (spec §3 login flag `use_recaptcha`; a stored `"true"` is off). */
export function usesRecaptcha(client: Pick<ClientRow, 'params'>): boolean {
  return client.params.login['use_recaptcha'] === true;
}

async function verdictOf(attempt: PasswordAttempt): Promise<CaptchaVerdict> {
  const token = attempt.captchaToken;
  if (token === undefined || token.trim() === '') return 'missing';
  const valid = await attempt.captcha.verify(token, { action: SIGN_IN_CAPTCHA_ACTION, remoteIp: attempt.ip });
  return valid ? 'valid' : 'invalid';
}

/**
 * Lets a password sign-in (password grant, document sign-in) go on to the password check, or refuses it: the
 * address's ceiling first, then the CAPTCHA rule of captcha-rule.ts for a `use_recaptcha` client (a token is
 * only verified when the rule asks for one), then the account's growing delay unless a good CAPTCHA waived it.
 * A refusal counts as no failure.
 * @throws 429 `too_many_attempts` with `Retry-After`, 400 `captcha_required`
 */
export async function assertPasswordSignInAllowed(
  app: FastifyInstance,
  attempt: PasswordAttempt,
  now = new Date(),
): Promise<void> {
  await assertAddressAllowed(app, attempt.ip, now);
  const account = await accountFailures.recent(app, attempt.account, now);
  if (usesRecaptcha(attempt.client)) {
    const address = await addressFailures.recent(app, ipKey(attempt.ip), now);
    const rule = { useRecaptcha: true, accountFailures: account.count, addressFailures: address.count };
    const decision = captchaDecision(rule, captchaRequired(rule) ? await verdictOf(attempt) : 'missing');
    if (decision === 'captcha_required') throw new ApiError(400, 'captcha_required');
    if (decision === 'skip_account_delay') return;
  }
  const wait = accountWaitSeconds(account, now);
  if (wait > 0) throw tooManyAttempts(wait);
}
