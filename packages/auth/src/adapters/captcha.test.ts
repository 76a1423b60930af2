import { describe, expect, it } from 'vitest';
import { createDevelopmentCaptcha } from './captcha.js';
import { describeCaptchaAdapterContract } from './captcha.contract.test-util.js';

describeCaptchaAdapterContract('development', createDevelopmentCaptcha, () => ({
  execute: () => Promise.reject(new Error('not verified')),
}));

describe('createDevelopmentCaptcha', () => {
  it('says what it is, so a server can refuse it outside development', async () => {
    // The reference API's development verifier accepts exactly this shape (server src/captcha/development-verifier.ts).
    expect(await createDevelopmentCaptcha().execute('login')).toMatch(/^dev-captcha:login:[a-z0-9]{8}$/);
  });
});
