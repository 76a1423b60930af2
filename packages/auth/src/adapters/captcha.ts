/**
 * A reCAPTCHA-like challenge (spec §3 login flag `use_recaptcha`). The real one wraps the provider's script
 * (e.g. `grecaptcha.execute(siteKey, { action })`); the sign-in sends the token as `recaptcha_token` for the
 * server to verify.
 */
export interface CaptchaAdapter {
  /** Resolves with a one-use token for `action`; rejects when the person could not be verified. */
  execute(action: 'login'): Promise<string>;
}

/**
 * The development adapter: no outside service (ARCHITECTURE §7), answers a token at once that says it is
 * one (`dev-captcha:<action>:<random>`, the random part 8 lower-case letters and digits), so the sign-in flow
 * with `use_recaptcha` can be exercised locally. The reference API started without `CAMPUS_RECAPTCHA_SECRET`
 * accepts exactly these tokens (its development verifier, packages/server/src/captcha/development-verifier.ts:
 * change both together); with a secret it asks Google and refuses them. Never use it in production: it
 * verifies nobody.
 */
export function createDevelopmentCaptcha(): CaptchaAdapter {
  return {
    execute: (action) =>
      Promise.resolve(`dev-captcha:${action}:${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`),
  };
}
