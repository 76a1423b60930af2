import type { CaptchaVerifier } from './types';

/** Name of the development verifier. */
export const DEVELOPMENT_CAPTCHA_VERIFIER_NAME = 'development';

/**
 * The tokens of `createDevelopmentCaptcha()` in @campus/auth (src/adapters/captcha.ts): `dev-captcha:<action>:<random>`,
 * the random part lower-case letters and digits. Change both together.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = /^dev-captcha:([a-z][a-z_]{0,31}):([a-z0-9]{1,32})$/;

/**
 * The development verifier (no outside service, ARCHITECTURE §7): accepts exactly the tokens the widget's
 * development captcha makes, for the expected action, so the `use_recaptcha` sign-in can be exercised locally
 * end to end. It verifies nobody — anyone can type such a token — so the server only uses it when
 * `CAMPUS_RECAPTCHA_SECRET` is not set, and refuses to start that way with `NODE_ENV=production` outside demo
 * mode (config.ts).
 */
export function createDevelopmentCaptchaVerifier(): CaptchaVerifier {
  return {
    name: DEVELOPMENT_CAPTCHA_VERIFIER_NAME,
    verify(token, { action }) {
      return Promise.resolve(DEVELOPMENT_CAPTCHA_TOKEN.exec(token)?.[1] === action);
    },
  };
}
