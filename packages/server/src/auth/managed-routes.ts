import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ManagedSignInConfig } from '../config';
import { clients } from '../db/schema';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { findGoogleUser } from './google-sign-in';
import type { ManagedIdentityProvider } from './managed-oidc';
import { MANAGED_STATE_TTL_SECONDS, openState, sealCode, sealState } from './managed-state';
import { completeSignIn } from './sign-in';

/** Paths of the managed corporate sign-in (the API as OpenID Connect relying party). */
export const MANAGED_PATHS = { start: '/auth/managed/start/', callback: '/auth/managed/callback/' } as const;

const COOKIE = 'campus_managed_sign_in';

/** The cookie of a request, by name (no cookie plugin: this is the one cookie the API reads). */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${COOKIE}=${value}; Path=/auth/managed/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/** Options of {@link managedSignInRoutes}. */
export interface ManagedSignInRoutesOptions {
  readonly config: ManagedSignInConfig | null;
  readonly provider: ManagedIdentityProvider | null;
}

/**
 * The managed sign-in (spec §3 `show_azure_login_btn`): `start` seals a fresh state, nonce and PKCE verifier in
 * an HttpOnly cookie and redirects to the provider; `callback` checks the state against the cookie, exchanges
 * the code, validates the ID token, maps the provider's e-mail to a Campus account (linked by issuer + subject
 * from then on), starts a Campus session and sends the browser back to `return_to` with
 * `#managed_code=<one-time code>` — which the site trades at `/o/token/` (`grant_type=managed_code`) for access
 * and refresh tokens, so no token is ever in an address — or `#error=<code>` when the provider refused, nobody
 * has that e-mail or the account may not sign in.
 */
export function managedSignInRoutes({ config, provider }: ManagedSignInRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const secure = config?.redirectUri.startsWith('https://') ?? false;
    const allowedReturn = (returnTo: string): boolean => {
      if (!URL.canParse(returnTo)) return false;
      const { origin, protocol } = new URL(returnTo);
      if (protocol !== 'http:' && protocol !== 'https:') return false;
      // Only an origin named in CAMPUS_CORS_ORIGINS: the browser comes back there with a one-time sign-in code, so
      // `*` (any origin may call the API) admits none — it would hand the code to any page that started the flow.
      return app.config.corsOrigins.includes(origin);
    };

    app.get(
      MANAGED_PATHS.start,
      {
        schema: {
          tags: ['auth'],
          summary: 'Starts the managed (corporate) sign-in: redirects to the OpenID Connect provider',
          description:
            '`client_id` (an active OAuth client with `show_azure_login_btn`) and `return_to` (a page of an allowed ' +
            'origin). 400 `managed_login_off`, `invalid_request`; 404 `invalid_client`.',
          querystring: z.object({ client_id: z.string().min(1).max(200), return_to: z.string().min(1).max(2000) }),
          response: { ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        if (!config || !provider) throw new ApiError(400, 'managed_login_off');
        const { client_id: clientId, return_to: returnTo } = request.query;
        if (!allowedReturn(returnTo)) throw new ApiError(400, 'invalid_request', {}, { fields: ['query.return_to'] });
        const [client] = await app.database.db
          .select()
          .from(clients)
          .where(and(eq(clients.clientId, clientId), eq(clients.isActive, true)));
        if (!client) throw new ApiError(404, 'invalid_client');
        if (client.params.login?.['show_azure_login_btn'] !== true) throw new ApiError(400, 'managed_login_off');
        let begun: Awaited<ReturnType<ManagedIdentityProvider['begin']>>;
        try {
          begun = await provider.begin();
        } catch (error) {
          request.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'OIDC discovery failed');
          throw new ApiError(503, 'service_unavailable');
        }
        const sealed = await sealState({ ...begun.transaction, clientId, returnTo }, app.config.tokenPepper);
        return reply
          .header('set-cookie', cookie(sealed, MANAGED_STATE_TTL_SECONDS, secure))
          .header('cache-control', 'no-store')
          .redirect(begun.url, 302);
      },
    );

    app.get(
      MANAGED_PATHS.callback,
      {
        schema: {
          tags: ['auth'],
          summary: 'The OpenID Connect provider’s redirect back: signs the person in and returns to the site',
          description:
            '400 `managed_login_state_mismatch` when the state is missing, expired or differs from this browser’s. ' +
            'Otherwise a redirect to `return_to` with `#managed_code=` (for `/o/token/` `grant_type=managed_code`) or ' +
            '`#error=` (`managed_login_failed`, ' +
            '`managed_login_no_profile`, `account_awaiting_approval`, `user_blocked`, `user_without_access` …).',
          querystring: z.record(z.string(), z.string()),
          response: { ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        if (!config || !provider) throw new ApiError(400, 'managed_login_off');
        const saved = await openState(cookieOf(request.headers.cookie, COOKIE), app.config.tokenPepper);
        if (!saved || request.query['state'] !== saved.state) throw new ApiError(400, 'managed_login_state_mismatch');
        reply.header('set-cookie', cookie('', 0, secure)).header('cache-control', 'no-store');
        const back = (fragment: Record<string, string>) =>
          reply.redirect(`${saved.returnTo.split('#')[0]}#${new URLSearchParams(fragment).toString()}`, 303);

        const callbackUrl = new URL(config.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        let identity;
        try {
          identity = await provider.complete(callbackUrl, saved);
        } catch (error) {
          request.log.info({ reason: error instanceof Error ? error.message : 'unknown' }, 'managed sign-in refused');
          return back({ error: 'managed_login_failed' });
        }
        const user = await findGoogleUser(app, identity);
        if (!user) return back({ error: 'managed_login_no_profile' });
        const [client] = await app.database.db
          .select()
          .from(clients)
          .where(and(eq(clients.clientId, saved.clientId), eq(clients.isActive, true)));
        if (!client) return back({ error: 'invalid_client' });
        try {
          const tokens = await completeSignIn(app, user, client, 'managed');
          const code = await sealCode(
            { refreshToken: tokens.refresh_token, clientId: client.clientId },
            app.config.tokenPepper,
          );
          return back({ managed_code: code });
        } catch (error) {
          if (error instanceof ApiError) return back({ error: error.code });
          throw error;
        }
      },
    );
  };
}
