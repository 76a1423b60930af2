import * as oidc from 'openid-client';
import type { ManagedSignInConfig } from '../config';

/** What the relying party keeps between the redirect to the provider and its callback. */
export interface ManagedTransaction {
  readonly state: string;
  readonly nonce: string;
  /** The PKCE verifier; only its S256 challenge travels to the provider. */
  readonly codeVerifier: string;
}

/** The person the provider identified. */
export interface ManagedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/**
 * The managed corporate sign-in's identity provider, as the API (the relying party) sees it: where to send the
 * browser, and what the provider's callback proves. The OpenID Connect adapter ({@link createOidcManagedProvider})
 * talks to any provider by discovery; tests and demo mode run it against a local `oidc-provider`.
 */
export interface ManagedIdentityProvider {
  /** A fresh transaction (state, nonce, PKCE verifier) and the authorization URL it goes with. */
  begin(): Promise<{ readonly url: string; readonly transaction: ManagedTransaction }>;
  /**
   * Exchanges the callback's code (with the PKCE verifier) and validates the ID token (signature, issuer,
   * audience, expiry, nonce). Rejects when the provider refused, the state differs or a check fails.
   */
  complete(callbackUrl: URL, transaction: ManagedTransaction): Promise<ManagedIdentity>;
}

/**
 * The OpenID Connect adapter over `openid-client`: authorization code flow with PKCE (S256), a confidential
 * client (`client_secret_basic`), scopes `openid email profile`. Discovery runs on first use and is retried
 * after a failure. Plain-http issuers are allowed only for the development provider.
 */
export function createOidcManagedProvider(config: ManagedSignInConfig): ManagedIdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> =>
    (discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        config.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    async begin() {
      const server = await configuration();
      const transaction: ManagedTransaction = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      return { url: url.href, transaction };
    },
    async complete(callbackUrl, transaction) {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new TypeError('no ID token');
      let email = typeof claims['email'] === 'string' ? claims['email'] : null;
      let emailVerified = claims['email_verified'] === true;
      if (email === null) {
        const info = await oidc.fetchUserInfo(server, tokens.access_token, claims.sub);
        email = info.email ?? null;
        emailVerified = info.email_verified === true;
      }
      return { issuer: claims.iss, subject: claims.sub, email, emailVerified };
    },
  };
}
