import { API_PATHS } from '@campus/core/api';
import { alternativeLoginRequestSchema, tokenResponseSchema } from '@campus/core/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCaptchaVerifier, DEVELOPMENT_CAPTCHA_VERIFIER_NAME, MAX_CAPTCHA_TOKEN_LENGTH } from '../captcha';
import type { ClientRow } from '../db/schema';
import { authenticateClient } from '../shared/client-credentials';
import { createGoogleVerifier } from './google-id-token';
import { oauthErrorBodySchema, registerOAuthErrorShape } from './oauth-error-shape';
import { alternativeLogin, tokenGrant } from './token-grants';
import type { TokenAnswer } from './token-issuer';

/** The login widget's CAPTCHA token (params `use_recaptcha`), asked for once an account or address starts failing. */
const recaptchaTokenField = z
  .string()
  .max(MAX_CAPTCHA_TOKEN_LENGTH)
  .optional()
  .describe('CAPTCHA token; required (400 `captcha_required`) once the account or address started failing');

/** `/o/token/` form fields. Grant-specific rules come from core's grant schemas, checked per grant. */
const tokenFormSchema = z
  .object({
    grant_type: z.string().max(64).optional().describe('`password`, `refresh_token` or `managed_code`'),
    username: z.string().max(1024).optional().describe('password grant: user name, e-mail or document'),
    password: z.string().max(1024).optional().describe('password grant'),
    recaptcha_token: recaptchaTokenField,
    refresh_token: z.string().max(1024).optional().describe('refresh grant'),
    code: z.string().max(2048).optional().describe('managed_code grant: the managed sign-in’s one-time code'),
    scope: z.string().max(256).optional().describe('ignored: tokens always carry `read write`'),
    client_id: z.string().max(256).optional().describe('client credentials in the body, instead of Basic'),
    client_secret: z.string().max(1024).optional().describe('client credentials in the body, instead of Basic'),
  })
  .describe('application/x-www-form-urlencoded');

/** `/etraining_login/alternative_login/` form: core's request, plus the CAPTCHA token of a document sign-in. */
const alternativeLoginFormSchema = z.intersection(
  alternativeLoginRequestSchema,
  z.object({ recaptcha_token: recaptchaTokenField }),
);

/** Client credentials, checked before the body (RFC 6749: an unknown client hears nothing else). */
const verifiedClients = new WeakMap<FastifyRequest, ClientRow>();

async function verifyClientFirst(request: FastifyRequest) {
  verifiedClients.set(request, await authenticateClient(request));
}

function clientOf(request: FastifyRequest): ClientRow {
  const client = verifiedClients.get(request);
  if (!client) throw new Error('client credentials were not verified');
  return client;
}

const errors = { 400: oauthErrorBodySchema, 401: oauthErrorBodySchema, 429: oauthErrorBodySchema };

/**
 * The sign-in endpoints of spec §7 — form-encoded with client basic credentials, answering core's token
 * answer — with RFC 6749 error answers (see oauth-error-shape.ts):
 * - `POST /o/token/`: `grant_type=password` (username, e-mail or document + password) and
 *   `grant_type=refresh_token` (rotation with reuse detection);
 * - `POST /etraining_login/alternative_login/`: Google ID token, or document + password.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  // The client is checked once the form is parsed (its credentials may be in it), before the body is validated.
  app.addHook('preValidation', verifyClientFirst);
  registerOAuthErrorShape(app);
  const google = createGoogleVerifier(app.config);
  const captcha = createCaptchaVerifier(app.config, app.log);
  if (captcha.name === DEVELOPMENT_CAPTCHA_VERIFIER_NAME && !app.config.demo) {
    app.log.warn('CAMPUS_RECAPTCHA_SECRET is not set: the development CAPTCHA verifier checks use_recaptcha sign-ins');
  }

  app.post(
    API_PATHS.token,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant, managed sign-in code) or refresh tokens (refresh grant)',
        description:
          'OAuth 2 token endpoint (RFC 6749). Refresh tokens rotate on every use; presenting a used one more than ' +
          '10 s after its rotation revokes the whole session. After 5 failed sign-ins of an account in 15 minutes ' +
          'each try waits longer (429 with Retry-After), 100 per IP stop the IP; for a client with `use_recaptcha` ' +
          'the account’s wait is replaced by the CAPTCHA (400 `captcha_required` without a good `recaptcha_token`). ' +
          '`grant_type=managed_code` with `code`: the one-time code the managed sign-in’s callback sent back ' +
          '(`#managed_code=`), for this client, within 2 minutes, once (400 `managed_login_failed` otherwise).',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenFormSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request): Promise<TokenAnswer> =>
      tokenGrant(app, { form: request.body, client: clientOf(request), ip: request.ip, log: request.log, captcha }),
  );

  app.post(
    API_PATHS.alternativeLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google or with a document and password',
        description:
          '`provider=google` with `id_token` (a Google ID token for a configured client id), or `provider=document` ' +
          'with `document`, `document_country` and `password`. Answers like /o/token/.',
        consumes: ['application/x-www-form-urlencoded'],
        body: alternativeLoginFormSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request): Promise<TokenAnswer> =>
      alternativeLogin(app, { google, captcha }, { login: request.body, client: clientOf(request), ip: request.ip }),
  );
};
