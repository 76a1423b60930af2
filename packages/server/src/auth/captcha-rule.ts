import { accountDelaySeconds, FREE_ACCOUNT_FAILURES } from './sign-in-throttle';

/*
 * When a password sign-in must prove a person is typing (OWASP ASVS 5.0 V6.3: anti-automation that does not turn
 * into a denial of service). For a client with `use_recaptcha`, the CAPTCHA takes the place of the account's
 * growing delay: from the point where the delay would start, a sign-in without a good token is refused before the
 * password is looked at (and counts as no failure), and one with a good token is not made to wait — the person
 * proved themselves; only the address's ceiling still applies. Clients without `use_recaptcha` keep the delay.
 */

/** Failures of an address within the window from which its `use_recaptcha` sign-ins need a CAPTCHA. */
export const ADDRESS_CAPTCHA_FAILURES = FREE_ACCOUNT_FAILURES + 1;

/** Where a sign-in stands. */
export interface CaptchaRuleInput {
  /** The signing client's params flag `use_recaptcha`. */
  readonly useRecaptcha: boolean;
  /** Failures of the account the sign-in names within the window. */
  readonly accountFailures: number;
  /** Failures of the sign-in's address within the window. */
  readonly addressFailures: number;
}

/**
 * Whether the sign-in needs a CAPTCHA: the client uses one, and its account has failed as often as makes the next
 * try wait (`accountDelaySeconds` > 0, today from the 5th failure) or its address as often
 * ({@link ADDRESS_CAPTCHA_FAILURES}).
 */
export function captchaRequired(input: CaptchaRuleInput): boolean {
  return (
    input.useRecaptcha &&
    (accountDelaySeconds(input.accountFailures) > 0 || input.addressFailures >= ADDRESS_CAPTCHA_FAILURES)
  );
}

/** What the sign-in brought: no `recaptcha_token` (or an empty one), or one the verifier accepted or refused. */
export type CaptchaVerdict = 'missing' | 'invalid' | 'valid';

/**
 * What a sign-in does about its CAPTCHA:
 * - `throttle`: no CAPTCHA needed — the usual throttle (the address's ceiling, the account's delay);
 * - `captcha_required`: refuse it with 400 `captcha_required`, counting no failure;
 * - `skip_account_delay`: the CAPTCHA was good — the address's ceiling only, then the password.
 */
export type CaptchaDecision = 'throttle' | 'captcha_required' | 'skip_account_delay';

/**
 * Decides what a sign-in does about its CAPTCHA (see {@link CaptchaDecision}).
 * @param verdict the token's, when {@link captchaRequired}; ignored otherwise (no token is verified then)
 */
export function captchaDecision(input: CaptchaRuleInput, verdict: CaptchaVerdict): CaptchaDecision {
  if (!captchaRequired(input)) return 'throttle';
  return verdict === 'valid' ? 'skip_account_delay' : 'captcha_required';
}
