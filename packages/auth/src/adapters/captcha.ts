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
 * one (`dev-captcha:<action>:<random>`), so the sign-in flow with `use_recaptcha` can be exercised locally.
 * Never use it in production: it verifies nobody.
 */
export function createDevelopmentCaptcha(): CaptchaAdapter {
  return {
    execute: (action) => Promise.resolve(`dev-captcha:${action}:${Math.random().toString(36).slice(2, 10)}`),
  };
}
