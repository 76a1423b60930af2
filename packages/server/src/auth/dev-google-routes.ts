import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importJWK, SignJWT } from 'jose';
import { z } from 'zod';
import { DEVELOPMENT_GOOGLE_CLIENT_ID, DEVELOPMENT_GOOGLE_JWKS_FILE } from '../config';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { isLocalCaller } from '../http/local-caller';
import { requestLocale } from '../i18n/request-locale';
import { devGoogleFormPage, devGoogleResultPage } from './dev-google-page';
import { GOOGLE_ISSUER } from './google-id-token';

/** Paths of the development Google stand-in (demo mode without `CAMPUS_GOOGLE_CLIENT_ID`). */
export const DEV_GOOGLE_PATHS = { config: '/dev/google/', signIn: '/dev/google/sign-in/' } as const;

/** The private half of the development Google key (public on purpose; the API trusts it in demo mode only). */
const KEY_FILE = fileURLToPath(new URL('../../dev/google-development-key.json', import.meta.url));

/** How long a development ID token is good for (seconds). */
const LIFETIME_SECONDS = 600;

const originSchema = z
  .string()
  .max(300)
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, 'an origin');

function sendPage(reply: FastifyReply, page: { html: string; policy: string }) {
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.policy)
      // The page is a popup of the site, another origin: it must keep its opener to hand the token back.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(page.html)
  );
}

/**
 * The development stand-in for Google's sign-in window (docs/server.md "Google sign-in"), registered only in demo
 * mode when the API trusts the development Google key (no `CAMPUS_GOOGLE_CLIENT_ID`):
 * - `GET /dev/google/`: `{ client_id }`, how the site learns the stand-in is there;
 * - `GET /dev/google/sign-in/?origin=`: a small localized page asking for an e-mail (the site opens it as a popup);
 * - `POST /dev/google/sign-in/`: signs a Google-shaped ID token for that e-mail with the development key the
 *   API holds and posts it to the opener at `origin` (an allowed CORS origin), which sends it to
 *   `/etraining_login/alternative_login/` as it would Google's. Anyone may sign in as anyone: demo mode only.
 */
export const devGoogleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  if (!config.demo || config.googleJwksFile !== DEVELOPMENT_GOOGLE_JWKS_FILE) return;
  const jwk = JSON.parse(readFileSync(KEY_FILE, 'utf8')) as { kid: string } & Record<string, string>;
  const key = await importJWK(jwk, 'RS256');
  // The token goes to the opener at `origin`: only an origin CAMPUS_CORS_ORIGINS names (`*` names none).
  const allowed = (origin: string) => config.corsOrigins.includes(origin);
  // The stand-in signs anyone in by e-mail: like the outbox, it exists for callers on this machine only.
  app.addHook('onRequest', async (request) => {
    if (!isLocalCaller(request)) throw new ApiError(404, 'not_found');
  });

  app.get(
    DEV_GOOGLE_PATHS.config,
    {
      schema: {
        tags: ['development'],
        summary: 'Whether the development Google stand-in is on (demo mode), and its client id',
        response: { 200: z.object({ client_id: z.string(), sign_in_path: z.string() }) },
      },
    },
    async () => ({ client_id: DEVELOPMENT_GOOGLE_CLIENT_ID, sign_in_path: DEV_GOOGLE_PATHS.signIn }),
  );

  app.get(
    DEV_GOOGLE_PATHS.signIn,
    {
      schema: {
        tags: ['development'],
        summary: 'The development Google sign-in page (demo mode): asks for an e-mail',
        querystring: z.object({
          origin: originSchema,
          email: z.string().max(254).optional(),
          locale: z.string().max(10).optional(),
        }),
        produces: ['text/html'],
        response: { ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { origin, email } = request.query;
      if (!allowed(origin)) throw new ApiError(400, 'invalid_request', {}, { fields: ['query.origin'] });
      const locale = requestLocale(request.url, request.headers['accept-language']);
      return sendPage(
        reply,
        devGoogleFormPage({
          locale,
          origin,
          email: email ?? '',
          action: `${DEV_GOOGLE_PATHS.signIn}?locale=${locale}`,
        }),
      );
    },
  );

  app.post(
    DEV_GOOGLE_PATHS.signIn,
    {
      schema: {
        tags: ['development'],
        summary: 'Signs a development Google ID token and hands it to the site’s window (demo mode)',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: z.object({ locale: z.string().max(10).optional() }),
        body: z.object({ origin: originSchema, email: z.string().email().max(254) }),
        produces: ['text/html'],
        response: { ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { origin, email } = request.body;
      if (!allowed(origin)) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.origin'] });
      const idToken = await new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })
        .setIssuer(GOOGLE_ISSUER)
        .setAudience(DEVELOPMENT_GOOGLE_CLIENT_ID)
        .setSubject(`dev-${email.toLowerCase()}`)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .setJti(crypto.randomUUID())
        .sign(key);
      const locale = requestLocale(request.url, request.headers['accept-language']);
      return sendPage(reply, devGoogleResultPage({ locale, origin, idToken }));
    },
  );
};
