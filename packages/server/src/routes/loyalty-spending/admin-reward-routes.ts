import {
  adminRewardInputSchema,
  adminRewardPatchSchema,
  adminRewardSchema,
  adminRewardsResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';
import { adminRewardToWire, createReward, deleteReward, updateReward } from '../../loyalty/rewards-admin';
import { listClientRewards } from '../../loyalty/rewards-reader';

const security = [{ bearerAuth: [] }];
const tags = ['loyalty-admin'];

/** The programme administrator's rewards (stock, category maximum, departments, mandatory training). */
export const adminRewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/rewards/',
    {
      schema: {
        tags,
        summary: 'Lists every reward of the client, active or not',
        security,
        response: { 200: adminRewardsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const records = await listClientRewards(app.database.db, context.clientId);
      return { results: records.map((record) => adminRewardToWire(record, request.locale)) };
    },
  );

  app.post(
    '/api/admin/rewards/',
    {
      schema: {
        tags,
        summary: 'Creates a reward',
        description:
          '`category_max` sets the per-member maximum of the whole category (null removes it). 422 `unknown_reference`.',
        security,
        headers: idempotencyHeadersSchema,
        body: adminRewardInputSchema,
        response: { 201: adminRewardSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/rewards/',
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminRewardSchema,
        work: (tx) => createReward(tx, context.clientId, request.body, request.locale),
      });
    },
  );

  app.patch(
    '/api/admin/rewards/:id/',
    {
      schema: {
        tags,
        summary: 'Changes a reward (stock, cost, category maximum …)',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminRewardPatchSchema,
        response: { 200: adminRewardSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'PATCH /api/admin/rewards/:id/',
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminRewardSchema,
        work: (tx) => updateReward(tx, context.clientId, request.params.id, request.body, request.locale),
      });
    },
  );

  app.delete(
    '/api/admin/rewards/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes a reward nobody redeemed (409 `reward_in_use` otherwise: deactivate it)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteReward(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
