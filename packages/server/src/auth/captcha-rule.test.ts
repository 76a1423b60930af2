import { describe, expect, it } from 'vitest';
import { ADDRESS_CAPTCHA_FAILURES, captchaDecision, captchaRequired } from './captcha-rule';
import type { CaptchaRuleInput, CaptchaVerdict } from './captcha-rule';
import { accountDelaySeconds, FREE_ACCOUNT_FAILURES } from './sign-in-throttle';

const fresh: CaptchaRuleInput = { useRecaptcha: true, accountFailures: 0, addressFailures: 0 };
const VERDICTS: readonly CaptchaVerdict[] = ['missing', 'invalid', 'valid'];

describe('captchaRequired', () => {
  it('asks from the failure after which the account would wait, not before', () => {
    const firstDelayed = FREE_ACCOUNT_FAILURES + 1;
    expect(accountDelaySeconds(firstDelayed - 1)).toBe(0);
    expect(accountDelaySeconds(firstDelayed)).toBeGreaterThan(0);
    expect(captchaRequired({ ...fresh, accountFailures: firstDelayed - 1 })).toBe(false);
    expect(captchaRequired({ ...fresh, accountFailures: firstDelayed })).toBe(true);
    expect(captchaRequired({ ...fresh, accountFailures: 1000 })).toBe(true);
  });

  it('asks once the address has failed as often, whoever typed', () => {
    expect(ADDRESS_CAPTCHA_FAILURES).toBe(FREE_ACCOUNT_FAILURES + 1);
    expect(captchaRequired({ ...fresh, addressFailures: ADDRESS_CAPTCHA_FAILURES - 1 })).toBe(false);
    expect(captchaRequired({ ...fresh, addressFailures: ADDRESS_CAPTCHA_FAILURES })).toBe(true);
  });

  it('never asks for a client without use_recaptcha', () => {
    expect(captchaRequired({ useRecaptcha: false, accountFailures: 50, addressFailures: 500 })).toBe(false);
  });
});

describe('captchaDecision', () => {
  it('keeps the usual throttle while no CAPTCHA is needed, whatever the token', () => {
    for (const verdict of VERDICTS) {
      expect(captchaDecision(fresh, verdict)).toBe('throttle');
      expect(captchaDecision({ useRecaptcha: false, accountFailures: 9, addressFailures: 99 }, verdict)).toBe(
        'throttle',
      );
    }
  });

  it('refuses a missing or refused token once needed, and lets a good one skip the account’s delay', () => {
    for (const failing of [
      { ...fresh, accountFailures: FREE_ACCOUNT_FAILURES + 1 },
      { ...fresh, addressFailures: ADDRESS_CAPTCHA_FAILURES },
    ]) {
      expect(captchaDecision(failing, 'missing')).toBe('captcha_required');
      expect(captchaDecision(failing, 'invalid')).toBe('captcha_required');
      expect(captchaDecision(failing, 'valid')).toBe('skip_account_delay');
    }
  });
});
