import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-body';
import { revokeSessionsAsAdmin } from './session-service';

/**
 * Staff tools over sessions (spec §6: administrators act on users; blocked users lose access at once).
 * `POST /api/admin/users/{id}/sessions/revoke/` signs a user out everywhere — for platform and programme
 * administrators, and only for users of the administrator's selected client (superusers: anyone).
 */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LOYALTY_ADMIN_PATHS.revokeSessions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Signs a user out of every session',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.object({ revoked: z.number().int().nonnegative().describe('Sessions ended') }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { userId, revoked } = await revokeSessionsAsAdmin(app.database.db, request.user, request.params.id);
      await app.realtime.revokeSessions(revoked);
      request.log.info({ userId, sessions: revoked.length }, 'sessions revoked by an administrator');
      return { revoked: revoked.length };
    },
  );
};
