import { describe, expect, it } from 'vitest';
// The login widget's own development captcha: the verifier must accept what it makes, so the two stay in step.
import { createDevelopmentCaptcha } from '../../../auth/src/adapters/captcha';
import { itFulfilsTheCaptchaVerifierContract } from './captcha-contract.test-util';
import { createCaptchaVerifier } from './captcha-config';
import { createDevelopmentCaptchaVerifier, DEVELOPMENT_CAPTCHA_TOKEN } from './development-verifier';

/** What the widget's development captcha answers for `action` (it types its action as the login's alone). */
function widgetDevelopmentToken(action: string): Promise<string> {
  const token = createDevelopmentCaptcha().execute('login');
  return action === 'login'
    ? token
    : token.then((login) => login.replace(/^dev-captcha:login:/, `dev-captcha:${action}:`));
}

describe('development captcha verifier', () => {
  itFulfilsTheCaptchaVerifierContract(async () => ({
    verifier: createDevelopmentCaptchaVerifier(),
    passedToken: widgetDevelopmentToken,
  }));

  it('accepts every token of the widget’s development captcha, and exactly that format', async () => {
    const verifier = createDevelopmentCaptchaVerifier();
    const expected = { action: 'login', remoteIp: '127.0.0.1' };
    const widget = createDevelopmentCaptcha();
    for (let round = 0; round < 200; round++)
      expect(await verifier.verify(await widget.execute('login'), expected)).toBe(true);
    expect(await verifier.verify('dev-captcha:login:k3j9x0a1', expected)).toBe(true);
    for (const token of [
      'dev-captcha:login:',
      'dev-captcha:login:K3J9',
      'dev-captcha:login:k3-j9',
      'dev-captcha::k3j9',
      'dev-captcha:login',
      'dev-captcha:login:k3j9:more',
      `dev-captcha:login:${'a'.repeat(33)}`,
      'prod-captcha:login:k3j9',
    ]) {
      expect(await verifier.verify(token, expected), token).toBe(false);
    }
    expect(DEVELOPMENT_CAPTCHA_TOKEN.source).toContain('dev-captcha:');
  });

  it('is the one used when no reCAPTCHA secret is configured', () => {
    const log = { error: () => undefined };
    const config = { recaptchaVerifyUrl: 'http://127.0.0.1:1/', recaptchaMinScore: 0.5 };
    expect(createCaptchaVerifier({ ...config, recaptchaSecret: null }, log).name).toBe('development');
    expect(createCaptchaVerifier({ ...config, recaptchaSecret: 'site-secret' }, log).name).toBe('recaptcha');
  });
});
