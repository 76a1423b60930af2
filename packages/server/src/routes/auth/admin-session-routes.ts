import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../auth/authenticate';
import { revokeUserFamilies } from '../../auth/token-revocation';
import { userClients, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';

/**
 * Staff tools over sessions (spec §6: administrators act on users; blocked users lose access at once).
 * `POST /api/admin/users/{id}/sessions/revoke/` signs a user out everywhere — for platform and programme
 * administrators, and only for users of the administrator's selected client (superusers: anyone).
 */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/:id/sessions/revoke/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Signs a user out of every session',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.object({ revoked: z.number().int().nonnegative().describe('Sessions ended') }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: [authenticate, requireRole('platform_admin', 'programme_admin')],
    },
    async (request) => {
      const { db } = app.database;
      const admin = request.user;
      const [target] = admin.isSuperuser
        ? await db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id))
        : admin.clientId === null
          ? []
          : await db
              .select({ id: userClients.userId })
              .from(userClients)
              .where(and(eq(userClients.userId, request.params.id), eq(userClients.clientId, Number(admin.clientId))));
      if (!target) throw new ApiError(404, 'not_found_or_forbidden');
      const revoked = await revokeUserFamilies(db, target.id, 'admin');
      await app.realtime.revokeSessions(revoked);
      request.log.info({ userId: target.id, sessions: revoked.length }, 'sessions revoked by an administrator');
      return { revoked: revoked.length };
    },
  );
};
