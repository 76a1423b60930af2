import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ManagedSignInConfig } from '../config';
import { ApiError } from '../http/api-error';
import { isLocalCaller } from '../http/local-caller';
import { createDevelopmentProvider } from './managed-dev-provider';
import type { DevelopmentProviderHandler } from './managed-dev-provider';
import { createOidcManagedProvider } from './managed-oidc';
import { managedSignInRoutes } from './managed-routes';

/** Where the development OpenID Connect provider is mounted in demo mode. */
export const DEVELOPMENT_PROVIDER_PATH = '/dev/oidc';

/** The development provider's pages: its own inline styles, forms that end on another origin, never framed. */
const DEVELOPMENT_PROVIDER_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Mounts the development provider at {@link DEVELOPMENT_PROVIDER_PATH}: requests go to it untouched (bodies
 * unparsed, no Fastify reply), its mount path told through `originalUrl`.
 */
function developmentProviderRoutes(config: ManagedSignInConfig): FastifyPluginAsync {
  return async (app) => {
    // Built on first use: `oidc-provider` is loaded (and warns about its development settings) only when asked.
    let handler: Promise<DevelopmentProviderHandler> | undefined;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (
      request: { raw: IncomingMessage } & Parameters<typeof isLocalCaller>[0],
      reply: { hijack(): void; raw: ServerResponse },
    ) => {
      // Its login page signs anyone in: like the outbox, it exists for callers on this machine only.
      if (!isLocalCaller(request)) throw new ApiError(404, 'not_found');
      let provider: DevelopmentProviderHandler;
      try {
        provider = await (handler ??= createDevelopmentProvider(config));
      } catch {
        // `oidc-provider` is a devDependency: missing from a production install.
        handler = undefined;
        throw new ApiError(503, 'service_unavailable');
      }
      reply.hijack();
      // Helmet's policy (`form-action 'self'`) would stop the browser at the login form: its answer redirects, through
      // the callback, to the site's origin. This page of a third party's keeps the rest of the policy.
      reply.raw.setHeader('content-security-policy', DEVELOPMENT_PROVIDER_POLICY);
      const original = request.raw.url ?? '/';
      Object.assign(request.raw, {
        originalUrl: original,
        url: original.slice(DEVELOPMENT_PROVIDER_PATH.length) || '/',
      });
      provider(request.raw, reply.raw);
    };
    // A third party's endpoints (discovery, authorize, token, JWKS …), not Campus's API: left out of /openapi.json.
    const options = { schema: { hide: true } };
    app.all(DEVELOPMENT_PROVIDER_PATH, options, forward);
    app.all(`${DEVELOPMENT_PROVIDER_PATH}/*`, options, forward);
  };
}

/**
 * The managed sign-in's routes with the OpenID Connect adapter for the configured provider; in demo mode with
 * no provider configured, also the development provider the adapter then talks to.
 */
export const managedSignInPlugin: FastifyPluginAsync = async (app) => {
  const config = app.config.managedSignIn;
  if (config?.development) await app.register(developmentProviderRoutes(config));
  await app.register(
    managedSignInRoutes({ config, provider: config === null ? null : createOidcManagedProvider(config) }),
  );
};
