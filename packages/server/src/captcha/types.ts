/**
 * CAPTCHA verifier adapters: how a sign-in checks the token the login widget's captcha gave the person (spec §3
 * login flag `use_recaptcha`; the widget sends it as `recaptcha_token`). The sign-in decides when a token is
 * needed (src/auth/captcha-rule.ts); an adapter only says whether one is good, so another provider (hCaptcha,
 * Turnstile) plugs in behind this interface without touching the sign-in. See docs/server.md "Abuse resistance".
 */

/** What a token must have been issued for. */
export interface CaptchaExpectation {
  /** The action the widget ran the challenge for (`login`); a token of another action is refused. */
  readonly action: string;
  /** The address the sign-in came from (`request.ip`), handed to the provider as a signal. */
  readonly remoteIp: string;
}

/** Checks captcha tokens. */
export interface CaptchaVerifier {
  /** A short name for logs and docs (`development`, `recaptcha`). */
  readonly name: string;
  /**
   * Resolves true when `token` shows that a person passed the challenge for `expected.action`; false for an
   * empty, made-up, reused, low-score or other-action token — and when the provider cannot be asked (fail
   * closed, logged). Never rejects.
   */
  verify(token: string, expected: CaptchaExpectation): Promise<boolean>;
}

/** Where a verifier reports what an operator must know (the provider unreachable or misconfigured). `app.log` fits. */
export interface CaptchaLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Longest token any verifier looks at (the widget's captcha contract allows up to 4096 characters). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 4096;
