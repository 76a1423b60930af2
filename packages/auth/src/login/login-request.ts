import { CampusError } from '@campus/core';
import { alternativeLogin, API_PATHS } from '@campus/core/api';
import { tokenResponseSchema } from '@campus/core/schemas';
import type { Campus } from '@campus/core';
import type { TokenResponse } from '@campus/core/schemas';
import type { CaptchaAdapter } from '../adapters/captcha.js';
import type { GoogleSignInAdapter } from '../adapters/google-sign-in.js';

/**
 * The password grant (`POST /o/token/`, form-encoded with the client's Basic credentials, spec §7). With a
 * captcha token (params `use_recaptcha`) the token travels as `recaptcha_token` beside the credentials.
 */
export function requestPasswordSignIn(
  campus: Campus,
  credentials: { username: string; password: string; recaptchaToken?: string | undefined },
): Promise<TokenResponse> {
  return campus.api.requestJson(API_PATHS.token, tokenResponseSchema, {
    kind: 'token',
    form: {
      grant_type: 'password',
      username: credentials.username,
      password: credentials.password,
      recaptcha_token: credentials.recaptchaToken,
    },
  });
}

/** Runs the captcha; a refusal or a missing adapter becomes `captcha_failed` (`auth.errors.captcha_failed`). */
export async function captchaToken(captcha: CaptchaAdapter | undefined): Promise<string> {
  if (captcha === undefined) {
    throw new CampusError('use_recaptcha is on but no captcha adapter was given', { code: 'captcha_failed' });
  }
  try {
    return await captcha.execute('login');
  } catch (cause) {
    throw new CampusError('captcha refused', { code: 'captcha_failed', cause });
  }
}

/**
 * Signs in with Google: the adapter's ID token goes to `/etraining_login/alternative_login/`. A failure on
 * Google's side is `google_login_failed` — the same §8 message the server gives for a refused token.
 */
export async function requestGoogleSignIn(campus: Campus, google: GoogleSignInAdapter): Promise<TokenResponse> {
  let idToken: string;
  try {
    idToken = await google.getIdToken();
  } catch (cause) {
    throw new CampusError('Google did not give an ID token', { code: 'google_login_failed', cause });
  }
  return alternativeLogin(campus.api, { provider: 'google', id_token: idToken });
}
