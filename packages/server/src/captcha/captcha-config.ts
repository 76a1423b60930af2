import type { ServerConfig } from '../config';
import { createDevelopmentCaptchaVerifier } from './development-verifier';
import { createRecaptchaVerifier } from './recaptcha-verifier';
import type { CaptchaLog, CaptchaVerifier } from './types';

/**
 * The configured verifier: Google reCAPTCHA when `CAMPUS_RECAPTCHA_SECRET` is set, else the development one
 * (config.ts refuses that combination with `NODE_ENV=production` outside demo mode).
 */
export function createCaptchaVerifier(
  config: Pick<ServerConfig, 'recaptchaSecret' | 'recaptchaVerifyUrl' | 'recaptchaMinScore'>,
  log: CaptchaLog,
): CaptchaVerifier {
  if (config.recaptchaSecret === null) return createDevelopmentCaptchaVerifier();
  return createRecaptchaVerifier({
    secret: config.recaptchaSecret,
    verifyUrl: config.recaptchaVerifyUrl,
    minScore: config.recaptchaMinScore,
    log,
  });
}
