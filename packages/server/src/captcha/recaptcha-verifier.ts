import { z } from 'zod';
import type { CaptchaLog, CaptchaVerifier } from './types';
import { MAX_CAPTCHA_TOKEN_LENGTH } from './types';

/** Name of the reCAPTCHA verifier. */
export const RECAPTCHA_VERIFIER_NAME = 'recaptcha';

/** Google's verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Lowest reCAPTCHA v3 score accepted unless configured (Google's suggested starting point). */
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

/** How long one verification may take before it counts as failed. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

/** Options of {@link createRecaptchaVerifier}. */
export interface RecaptchaVerifierOptions {
  /** The site's secret key. `CAMPUS_RECAPTCHA_SECRET`. */
  readonly secret: string;
  /** `CAMPUS_RECAPTCHA_VERIFY_URL`. @default RECAPTCHA_VERIFY_URL */
  readonly verifyUrl?: string;
  /** Lowest v3 score accepted, 0 to 1. `CAMPUS_RECAPTCHA_MIN_SCORE`. @default 0.5 */
  readonly minScore?: number;
  /** @default RECAPTCHA_TIMEOUT_MS */
  readonly timeoutMs?: number;
  readonly log: CaptchaLog;
}

/** Siteverify's answer (https://developers.google.com/recaptcha/docs/verify); `score` and `action` are v3's. */
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Error codes that mean this server is misconfigured, not that the person failed. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/**
 * Google reCAPTCHA (v2 and v3): `POST` of the form `secret`, `response`, `remoteip` to siteverify. A token is
 * good when the answer says `success` and, for v3 (an answer with a `score`), the score reaches `minScore` and
 * the action is the expected one. Siteverify unreachable, slow, answering an HTTP error or something unreadable,
 * or refusing the secret: not verified (fail closed) and logged as an error, since people then cannot sign in
 * past the throttle. Tokens are never logged.
 */
export function createRecaptchaVerifier(options: RecaptchaVerifierOptions): CaptchaVerifier {
  const {
    secret,
    verifyUrl = RECAPTCHA_VERIFY_URL,
    minScore = DEFAULT_RECAPTCHA_MIN_SCORE,
    timeoutMs = RECAPTCHA_TIMEOUT_MS,
    log,
  } = options;
  const notVerified = (details: Record<string, unknown>, message: string) => {
    log.error({ verifier: RECAPTCHA_VERIFIER_NAME, verifyUrl, ...details }, message);
    return false;
  };

  return {
    name: RECAPTCHA_VERIFIER_NAME,
    async verify(token, { action, remoteIp }) {
      if (token.trim() === '' || token.length > MAX_CAPTCHA_TOKEN_LENGTH) return false;
      let body: unknown;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { accept: 'application/json' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return notVerified({ status: response.status }, 'reCAPTCHA siteverify answered an HTTP error: not verified');
        }
        body = await response.json();
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'unknown';
        return notVerified({ reason }, 'reCAPTCHA siteverify could not be reached or read: not verified');
      }
      const parsed = siteverifyAnswerSchema.safeParse(body);
      if (!parsed.success) return notVerified({}, 'reCAPTCHA siteverify answered an unknown format: not verified');
      const answer = parsed.data;
      const misconfigured = (answer['error-codes'] ?? []).filter((code) => CONFIGURATION_ERRORS.has(code));
      if (misconfigured.length > 0) {
        return notVerified(
          { errorCodes: misconfigured },
          'reCAPTCHA siteverify refused this server: check CAMPUS_RECAPTCHA_SECRET',
        );
      }
      if (!answer.success) return false;
      if (answer.action !== undefined && answer.action !== action) return false;
      // v3 scores every token; v2 answers have no score and no action.
      if (answer.score !== undefined) return answer.action === action && answer.score >= minScore;
      return true;
    },
  };
}
