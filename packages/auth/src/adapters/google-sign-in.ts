/**
 * Google sign-in (spec §2 Login "with Google", shown when params `layout.social_auth` is on). The adapter
 * wraps Google Identity Services (or a test double) and answers a Google ID token, which the login sends to
 * `/etraining_login/alternative_login/` (`provider=google`); the server verifies it against Google's keys
 * (docs/server.md "Google"). The Google button shows only when an adapter is given.
 */
export interface GoogleSignInAdapter {
  /** Asks Google for an ID token for the person; rejects when they cancel or Google fails. */
  getIdToken(): Promise<string>;
}

/** Options of {@link createDevelopmentGoogleSignIn}. */
export interface DevelopmentGoogleSignInOptions {
  /**
   * The private half of a local RS256 key pair (a `CryptoKey`, or a private JWK); the server trusts its public
   * half through `CAMPUS_GOOGLE_JWKS_FILE` (docs/server.md "Google").
   */
  readonly signingKey: CryptoKey | JsonWebKey;
  /** The `kid` of that key in the JWKS file. @default 'campus-development' */
  readonly keyId?: string;
  /** The OAuth client id the server accepts (`CAMPUS_GOOGLE_CLIENT_ID`): the token's audience. */
  readonly clientId: string;
  /** The person to sign in: a demo user's e-mail links to that user the first time. */
  readonly email: string;
  /** Google's stable user id. @default `dev-` followed by the e-mail */
  readonly subject?: string;
  /** Token lifetime in seconds. @default 600 */
  readonly lifetimeSeconds?: number;
  /** The clock, for tests. @default Date.now */
  readonly now?: () => number;
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jsonPart(value: unknown): string {
  return base64Url(encoder.encode(JSON.stringify(value)));
}

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** A JWK names its key type; a `CryptoKey` never does. */
function isJwk(key: CryptoKey | JsonWebKey): key is JsonWebKey {
  return 'kty' in key;
}

/**
 * The development Google adapter: no outside service (ARCHITECTURE §7). It signs, with a local key, an ID
 * token shaped like Google's (issuer `https://accounts.google.com`, the configured audience, a verified e-mail),
 * so the whole Google path — button, server verification, identity linking — runs on a laptop against a
 * server started with that key's public half in `CAMPUS_GOOGLE_JWKS_FILE`. Uses Web Crypto only (browsers,
 * Node 20). Never use it in production: whoever holds the key signs in as anyone.
 */
export function createDevelopmentGoogleSignIn(options: DevelopmentGoogleSignInOptions): GoogleSignInAdapter {
  const now = options.now ?? Date.now;
  const given = options.signingKey;
  let key: Promise<CryptoKey> | undefined;
  const signingKey = (): Promise<CryptoKey> =>
    (key ??= isJwk(given) ? crypto.subtle.importKey('jwk', given, RS256, false, ['sign']) : Promise.resolve(given));
  return {
    async getIdToken() {
      const issuedAt = Math.floor(now() / 1000);
      const header = jsonPart({ alg: 'RS256', typ: 'JWT', kid: options.keyId ?? 'campus-development' });
      const payload = jsonPart({
        iss: 'https://accounts.google.com',
        aud: options.clientId,
        sub: options.subject ?? `dev-${options.email}`,
        email: options.email,
        email_verified: true,
        iat: issuedAt,
        exp: issuedAt + (options.lifetimeSeconds ?? 600),
        // A fresh value per call, as Google's tokens are never equal.
        jti: base64Url(crypto.getRandomValues(new Uint8Array(12))),
      });
      const signature = await crypto.subtle.sign(RS256, await signingKey(), encoder.encode(`${header}.${payload}`));
      return `${header}.${payload}.${base64Url(new Uint8Array(signature))}`;
    },
  };
}
