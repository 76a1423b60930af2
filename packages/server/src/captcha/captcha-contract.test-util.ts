import { expect, it } from 'vitest';
import type { CaptchaVerifier } from './types';
import { MAX_CAPTCHA_TOKEN_LENGTH } from './types';

/** What the contract needs of an implementation under test. */
export interface CaptchaContractSubject {
  readonly verifier: CaptchaVerifier;
  /** A fresh token, as the widget's captcha gives it to a person who passed the challenge for `action`. */
  passedToken(action: string): Promise<string>;
}

const EXPECTED = { action: 'login', remoteIp: '203.0.113.5' } as const;

/**
 * The contract every captcha verifier passes (call inside a `describe`): it accepts a token of a passed
 * challenge for the expected action, and refuses — by resolving false, never by throwing, so a sign-in answers
 * `captcha_required` and not a 500 — tokens of another action and empty, made-up or overlong ones.
 * @param subject made fresh for each test
 */
export function itFulfilsTheCaptchaVerifierContract(subject: () => Promise<CaptchaContractSubject>): void {
  it('accepts a token of a challenge passed for the expected action', async () => {
    const { verifier, passedToken } = await subject();
    expect(await verifier.verify(await passedToken('login'), EXPECTED)).toBe(true);
    expect(await verifier.verify(await passedToken('login'), { action: 'login', remoteIp: '2001:db8::7' })).toBe(true);
  });

  it('refuses a token of a challenge passed for another action', async () => {
    const { verifier, passedToken } = await subject();
    expect(await verifier.verify(await passedToken('register'), EXPECTED)).toBe(false);
  });

  it('refuses empty, made-up and overlong tokens without throwing', async () => {
    const { verifier, passedToken } = await subject();
    const good = await passedToken('login');
    for (const token of [
      '',
      '   ',
      'not-a-token',
      `x${good}`,
      good.toUpperCase(),
      `${good}\n`,
      'a'.repeat(MAX_CAPTCHA_TOKEN_LENGTH + 1),
      '\u0000',
    ]) {
      expect(await verifier.verify(token, EXPECTED), JSON.stringify(token.slice(0, 40))).toBe(false);
    }
  });

  it('names itself', async () => {
    const { verifier } = await subject();
    expect(verifier.name).toMatch(/^[a-z][a-z0-9-]*$/);
  });
}
