import { reloadUserTokensRequestSchema, tokenResponseSchema } from '@campus/core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../auth/authenticate';
import { meResponseSchema } from '@campus/core';
import { loadSessionData } from '../../auth/session-data';
import { reloadUserTokens } from '../../auth/reload-tokens';
import { revokeFamilies, revokeFamily } from '../../auth/token-revocation';
import { clients, tokenFamilies } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';

const bearer = [{ bearerAuth: [] }];

/** One signed-in session in `GET /api/sessions/`. */
const sessionSchema = z.object({
  id: z.uuid(),
  /** How it started: `password`, `document`, `google`. */
  method: z.string(),
  /** The OAuth client (site or app) it signed in through. */
  client_name: z.string(),
  created_at: z.iso.datetime(),
  /** Last token refresh. */
  refreshed_at: z.iso.datetime(),
  /** When it ends at the latest, refreshes or not. */
  expires_at: z.iso.datetime(),
  /** Whether this is the session of the request. */
  current: z.boolean(),
});

const sessionParamsSchema = z.object({ id: z.uuid().describe('A session id from GET /api/sessions/') });

/**
 * The signed-in user's session (spec §3, §4): `GET /api/me/`, `POST /api/logout/`, the session list and
 * `POST /accounts/reload_user_tokens/`. Every route requires a bearer access token and acts on the caller's
 * own data only.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user: identity, selections, lists, realtime areas, flags and roles',
        security: bearer,
        response: { 200: meResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const data = await loadSessionData(app.database.db, Number(request.user.id), request.locale);
      if (!data) throw new ApiError(401, 'unauthorized');
      return data;
    },
  );

  app.post(
    '/api/logout/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revokes every token of this session (access, refresh, realtime)',
        security: bearer,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401, 403) },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const revoked = await revokeFamily(app.database.db, request.authSession.familyId, 'logout');
      await app.realtime.revokeSessions(revoked);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/sessions/',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user’s live sessions (devices and browsers signed in)',
        security: bearer,
        response: { 200: z.object({ results: z.array(sessionSchema) }), ...errorResponses(401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const now = new Date();
      const rows = await app.database.db
        .select({ family: tokenFamilies, clientName: clients.name })
        .from(tokenFamilies)
        .innerJoin(clients, eq(clients.id, tokenFamilies.clientId))
        .where(
          and(
            eq(tokenFamilies.userId, Number(request.user.id)),
            isNull(tokenFamilies.revokedAt),
            gt(tokenFamilies.expiresAt, now),
          ),
        )
        .orderBy(desc(tokenFamilies.refreshedAt))
        .limit(100);
      return {
        results: rows.map(({ family, clientName }) => ({
          id: family.id,
          method: family.method,
          client_name: clientName,
          created_at: family.createdAt.toISOString(),
          refreshed_at: family.refreshedAt.toISOString(),
          expires_at: family.expiresAt.toISOString(),
          current: family.id === request.authSession.familyId,
        })),
      };
    },
  );

  app.delete(
    '/api/sessions/:id/',
    {
      schema: {
        tags: ['session'],
        summary: 'Signs one of the user’s own sessions out',
        security: bearer,
        params: sessionParamsSchema,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      // Scoped to the caller: another user's session id is indistinguishable from an unknown one.
      const revoked = await revokeFamilies(
        app.database.db,
        and(eq(tokenFamilies.id, request.params.id), eq(tokenFamilies.userId, Number(request.user.id))),
        'session_revoked',
      );
      if (revoked.length === 0) throw new ApiError(404, 'not_found_or_forbidden');
      await app.realtime.revokeSessions(revoked);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/accounts/reload_user_tokens/',
    {
      schema: {
        tags: ['session'],
        summary: 'Changes the selected client, country or campaign and re-issues the session’s tokens',
        description:
          'Each id must be one of the user’s lists in GET /api/me/. The presented access token and the session’s ' +
          'current refresh token stop working; the answer carries their replacements.',
        security: bearer,
        body: z.nullish(reloadUserTokensRequestSchema),
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) =>
      reloadUserTokens(app, {
        userId: Number(request.user.id),
        session: request.authSession,
        selection: request.body ?? {},
      }),
  );
};
