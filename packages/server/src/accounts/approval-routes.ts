import { paginatedSchema, paginationQuerySchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-body';
import { requestScope } from '../shared/request-scope';
import { decideAccount, listPendingAccounts } from './approval-service';

/** Paths of account approval (spec §4 account statuses, §6 administration). */
export const APPROVAL_PATHS = {
  pending: '/api/admin/members/awaiting-approval/',
  approve: '/api/admin/members/:id/approve/',
  refuse: '/api/admin/members/:id/refuse/',
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const pendingAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  created_at: z.string(),
});

const decisionResponseSchema = z.object({ user: z.number().int(), status: z.enum(['approved', 'blocked']) });

const refuseBodySchema = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)) });

/**
 * The administrator's account approval (no screens, spec §6): the client's accounts awaiting approval, and
 * approving or refusing one, which leaves the member an internal message (`/api/messages/`).
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    APPROVAL_PATHS.pending,
    {
      schema: {
        tags: ['accounts admin'],
        summary: 'Accounts of the administrator’s client awaiting approval, oldest first',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(pendingAccountSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { clientId } = await requestScope(request);
      return listPendingAccounts(app.database.db, clientId, request.url, request.query);
    },
  );

  app.post(
    APPROVAL_PATHS.approve,
    {
      schema: {
        tags: ['accounts admin'],
        summary: 'Approves an account awaiting approval: the member may sign in and gets a message',
        description: '404 `not_found` (unknown or another client’s); 409 `member_not_awaiting_approval`.',
        params: idParams,
        response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { clientId } = await requestScope(request);
      return app.database.db.transaction((tx) =>
        decideAccount(tx, { clientId, userId: request.params.id, decision: 'approve' }),
      );
    },
  );

  app.post(
    APPROVAL_PATHS.refuse,
    {
      schema: {
        tags: ['accounts admin'],
        summary: 'Refuses an account awaiting approval (status blocked); the member gets a message with the reason',
        description: '`{ reason }`. 404 `not_found`; 409 `member_not_awaiting_approval`.',
        params: idParams,
        body: refuseBodySchema,
        response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { clientId } = await requestScope(request);
      return app.database.db.transaction((tx) =>
        decideAccount(tx, { clientId, userId: request.params.id, decision: 'refuse', reason: request.body.reason }),
      );
    },
  );
};
