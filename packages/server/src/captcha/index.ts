export { createCaptchaVerifier } from './captcha-config';
export {
  createDevelopmentCaptchaVerifier,
  DEVELOPMENT_CAPTCHA_TOKEN,
  DEVELOPMENT_CAPTCHA_VERIFIER_NAME,
} from './development-verifier';
export {
  createRecaptchaVerifier,
  DEFAULT_RECAPTCHA_MIN_SCORE,
  RECAPTCHA_TIMEOUT_MS,
  RECAPTCHA_VERIFIER_NAME,
  RECAPTCHA_VERIFY_URL,
} from './recaptcha-verifier';
export type { RecaptchaVerifierOptions } from './recaptcha-verifier';
export { MAX_CAPTCHA_TOKEN_LENGTH } from './types';
export type { CaptchaExpectation, CaptchaLog, CaptchaVerifier } from './types';
