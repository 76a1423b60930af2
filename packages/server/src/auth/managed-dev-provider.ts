import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'oidc-provider';

/** The development OpenID Connect provider's settings. */
export interface DevelopmentProviderOptions {
  /** Its issuer URL (the mount path included, e.g. `http://localhost:8000/dev/oidc`). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

/** A Node request handler of the development provider. */
export type DevelopmentProviderHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A real OpenID Connect provider (`oidc-provider`, a devDependency: demo mode and tests only) for the managed
 * sign-in: one confidential client, PKCE required, its built-in login page where any login is accepted and the
 * login typed is the person's e-mail (verified), consent granted at once. Never for production: anyone signs
 * in as anyone.
 */
export async function createDevelopmentProvider(
  options: DevelopmentProviderOptions,
): Promise<DevelopmentProviderHandler> {
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // Signs its interaction and session cookies; fresh per process (a restart ends the provider's sessions).
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: Context, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id }),
    }),
    // No consent screen: the development provider grants what the client asks.
    loadExistingGrant: async (ctx: Context) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = true;
  return provider.callback();
}
