import {
  alternativeLoginRequestSchema,
  passwordGrantRequestSchema,
  refreshGrantRequestSchema,
  tokenResponseSchema,
} from '@campus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticateClient } from '../../auth/client-credentials';
import { findUserByDocument, findUserBySignInName } from '../../auth/find-sign-in-user';
import { createGoogleVerifier } from '../../auth/google-id-token';
import { signInWithGoogle } from '../../auth/google-sign-in';
import { rotateRefreshToken } from '../../auth/refresh-rotation';
import { signInWithPassword } from '../../auth/sign-in';
import type { TokenAnswer } from '../../auth/token-issuer';
import type { ClientRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { oauthErrorBodySchema, registerOAuthErrorShape } from './oauth-error-shape';

/** `/o/token/` form fields. Grant-specific rules come from core's grant schemas, checked per grant. */
const tokenFormSchema = z
  .object({
    grant_type: z.string().max(64).optional().describe('`password` or `refresh_token`'),
    username: z.string().max(1024).optional().describe('password grant: user name, e-mail or document'),
    password: z.string().max(1024).optional().describe('password grant'),
    refresh_token: z.string().max(1024).optional().describe('refresh grant'),
    scope: z.string().max(256).optional().describe('ignored: tokens always carry `read write`'),
    client_id: z.string().max(256).optional().describe('client credentials in the body, instead of Basic'),
    client_secret: z.string().max(1024).optional().describe('client credentials in the body, instead of Basic'),
  })
  .describe('application/x-www-form-urlencoded');

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

/** A 400 `invalid_request` naming the failing fields of a grant schema. */
function invalidRequest(error: z.core.$ZodError): ApiError {
  const fields = [...new Set(error.issues.map((issue) => ['body', ...issue.path.map(String)].join('.')))];
  return new ApiError(400, 'invalid_request', {}, { fields });
}

const clientSecurity = [{ clientBasic: [] }];
const errors = { 400: oauthErrorBodySchema, 401: oauthErrorBodySchema, 429: oauthErrorBodySchema };

/**
 * The sign-in endpoints of spec §7 — form-encoded with client basic credentials, answering core's token
 * answer — with RFC 6749 error answers (see oauth-error-shape.ts):
 * - `POST /o/token/`: `grant_type=password` (username, e-mail or document + password) and
 *   `grant_type=refresh_token` (rotation with reuse detection);
 * - `POST /etraining_login/alternative_login/`: Google ID token, or document + password.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOAuthErrorShape(app);
  const google = createGoogleVerifier(app.config);

  app.post(
    '/o/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or refresh tokens (refresh grant)',
        description:
          'OAuth 2 token endpoint (RFC 6749). Refresh tokens rotate on every use; presenting a used one more than ' +
          '10 s after its rotation revokes the whole session. 10 failed sign-ins per account or IP in 15 minutes ' +
          'answer 429 with Retry-After.',
        consumes: ['application/x-www-form-urlencoded'],
        security: clientSecurity,
        body: tokenFormSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
      preValidation: verifyClientFirst,
    },
    async (request): Promise<TokenAnswer> => {
      const client = clientOf(request);
      const { body } = request;
      switch (body.grant_type) {
        case 'password': {
          const grant = passwordGrantRequestSchema.safeParse(body);
          if (!grant.success) throw invalidRequest(grant.error);
          const user = await findUserBySignInName(app.database.db, grant.data.username);
          return signInWithPassword(app, {
            user,
            typedName: grant.data.username,
            password: grant.data.password,
            client,
            ip: request.ip,
            method: 'password',
          });
        }
        case 'refresh_token': {
          const grant = refreshGrantRequestSchema.safeParse(body);
          if (!grant.success) throw invalidRequest(grant.error);
          const result = await rotateRefreshToken(
            app.database.db,
            { refreshToken: grant.data.refresh_token, oauthClientId: client.id },
            app.config,
          );
          if (result.ok) return result.tokens;
          if (result.revokedFamilyId !== null) {
            request.log.warn({ familyId: result.revokedFamilyId, reason: result.code }, 'session revoked on refresh');
            await app.realtime.revokeSessions([result.revokedFamilyId]);
          }
          throw new ApiError(400, result.code);
        }
        case undefined:
          throw new ApiError(400, 'invalid_request', {}, { fields: ['body.grant_type'] });
        default:
          throw new ApiError(400, 'unsupported_grant_type');
      }
    },
  );

  app.post(
    '/etraining_login/alternative_login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google or with a document and password',
        description:
          '`provider=google` with `id_token` (a Google ID token for a configured client id), or `provider=document` ' +
          'with `document`, `document_country` and `password`. Answers like /o/token/.',
        consumes: ['application/x-www-form-urlencoded'],
        security: clientSecurity,
        body: alternativeLoginRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
      preValidation: verifyClientFirst,
    },
    async (request): Promise<TokenAnswer> => {
      const client = clientOf(request);
      const { body } = request;
      if (body.provider === 'google') {
        return signInWithGoogle(app, google, { idToken: body.id_token, client, ip: request.ip });
      }
      const user = await findUserByDocument(app.database.db, body.document, body.document_country);
      return signInWithPassword(app, {
        user,
        typedName: `${body.document_country}:${body.document}`,
        password: body.password,
        client,
        ip: request.ip,
        method: 'document',
      });
    },
  );
};
