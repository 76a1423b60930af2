import { ACCOUNT_PATHS, API_PATHS } from '@campus/core/api';
import { meResponseSchema, reloadUserTokensRequestSchema, tokenResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { revokeFamily } from '../shared/token-revocation';
import { reloadUserTokens } from './reload-tokens';
import { loadSessionData } from './session-data';
import { listSessions, revokeOwnSession } from './session-service';

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
    ACCOUNT_PATHS.me,
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user: identity, selections, lists, realtime areas, flags and roles',
        response: { 200: meResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const data = await loadSessionData(app.database.db, Number(request.user.id), request.locale);
      if (!data) throw new ApiError(401, 'unauthorized');
      return data;
    },
  );

  app.post(
    ACCOUNT_PATHS.logout,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revokes every token of this session (access, refresh, realtime)',
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const revoked = await revokeFamily(app.database.db, request.authSession.familyId, 'logout');
      await app.realtime.revokeSessions(revoked);
      return reply.code(204).send(null);
    },
  );

  app.get(
    ACCOUNT_PATHS.sessions,
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user’s live sessions (devices and browsers signed in)',
        response: { 200: z.object({ results: z.array(sessionSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      results: await listSessions(app.database.db, Number(request.user.id), request.authSession.familyId),
    }),
  );

  app.delete(
    ACCOUNT_PATHS.session,
    {
      schema: {
        tags: ['session'],
        summary: 'Signs one of the user’s own sessions out',
        params: sessionParamsSchema,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const revoked = await revokeOwnSession(app.database.db, Number(request.user.id), request.params.id);
      await app.realtime.revokeSessions(revoked);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATHS.reloadUserTokens,
    {
      schema: {
        tags: ['session'],
        summary: 'Changes the selected client, country or campaign and re-issues the session’s tokens',
        description:
          'Each id must be one of the user’s lists in GET /api/me/. The presented access token and the session’s ' +
          'current refresh token stop working; the answer carries their replacements.',
        body: z.nullish(reloadUserTokensRequestSchema),
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      reloadUserTokens(app, {
        userId: Number(request.user.id),
        session: request.authSession,
        selection: request.body ?? {},
      }),
  );
};
