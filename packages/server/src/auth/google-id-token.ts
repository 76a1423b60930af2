import { readFile } from 'node:fs/promises';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config';

/** The issuer stored for Google identities; Google signs with either spelling. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Issuers Google uses in ID tokens. */
const GOOGLE_ISSUERS = [GOOGLE_ISSUER, 'accounts.google.com'];

/** Leeway for clocks that disagree a little (seconds). */
const CLOCK_TOLERANCE_SECONDS = 5;

/** A verified Google identity. */
export interface GoogleIdentity {
  readonly issuer: typeof GOOGLE_ISSUER;
  /** Google's stable user id (`sub`). */
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/** Checks Google ID tokens. */
export interface GoogleVerifier {
  /**
   * Verifies signature (RS256, keys from the configured JWKS), issuer, audience (a configured client id) and
   * expiry. Rejects with jose's errors on any failure.
   */
  verify(idToken: string): Promise<GoogleIdentity>;
}

/**
 * The verifier for the configured Google client ids, or null when `CAMPUS_GOOGLE_CLIENT_ID` is not set
 * (Google sign-in off). Keys come from `CAMPUS_GOOGLE_JWKS_FILE` when set (read once), else from
 * `CAMPUS_GOOGLE_JWKS_URL` (fetched and cached by jose, refetched when an unknown key id shows up).
 */
export function createGoogleVerifier(
  config: Pick<ServerConfig, 'googleClientIds' | 'googleJwksUrl' | 'googleJwksFile'>,
): GoogleVerifier | null {
  if (config.googleClientIds.length === 0) return null;
  const file = config.googleJwksFile;
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keySet = (): Promise<JWTVerifyGetKey> =>
    (keys ??= file
      ? readFile(file, 'utf8').then((text) => createLocalJWKSet(JSON.parse(text) as JSONWebKeySet))
      : Promise.resolve(createRemoteJWKSet(new URL(config.googleJwksUrl))));

  return {
    async verify(idToken) {
      const getKey = await keySet().catch((error: unknown) => {
        keys = undefined; // a missing or broken file may be fixed without a restart
        throw error;
      });
      const { payload } = await jwtVerify(idToken, getKey, {
        issuer: GOOGLE_ISSUERS,
        audience: [...config.googleClientIds],
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new TypeError('ID token without subject');
      const email = typeof payload['email'] === 'string' ? payload['email'] : null;
      return {
        issuer: GOOGLE_ISSUER,
        subject: payload.sub,
        email,
        emailVerified: payload['email_verified'] === true || payload['email_verified'] === 'true',
      };
    },
  };
}
