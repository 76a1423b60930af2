import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import {
  adminRewardInputSchema,
  adminRewardPatchSchema,
  adminRewardSchema,
  adminRewardsResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { idParamsSchema, loyaltyContext } from '../request-context';
import { adminRewardToWire, createReward, deleteReward, updateReward } from './rewards-admin';
import { listClientRewards } from '../rewards-reader';

const tags = ['loyalty-admin'];

/** The programme administrator's rewards (stock, category maximum, departments, mandatory training). */
export const adminRewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.rewards,
    {
      schema: {
        tags,
        summary: 'Lists every reward of the client, active or not',
        response: { 200: adminRewardsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      // Kept as the reward store: the same tables (rewards, their limits, departments, categories, trainings),
      // all moving the client's answer version.
      return sendKeptAnswer(request, reply, context, async () => {
        const records = await listClientRewards(app.database.db, context.clientId);
        return { results: records.map((record) => adminRewardToWire(record, request.locale)) };
      });
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.rewards,
    {
      schema: {
        tags,
        summary: 'Creates a reward',
        description:
          '`category_max` sets the per-member maximum of the whole category (null removes it). 422 `unknown_reference`.',
        headers: idempotencyHeadersSchema,
        body: adminRewardInputSchema,
        response: { 201: adminRewardSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.rewards),
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminRewardSchema,
        work: (tx) => createReward(tx, context.clientId, request.body, request.locale),
      });
    },
  );

  app.patch(
    LOYALTY_ADMIN_PATHS.reward,
    {
      schema: {
        tags,
        summary: 'Changes a reward (stock, cost, category maximum …)',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminRewardPatchSchema,
        response: { 200: adminRewardSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PATCH', LOYALTY_ADMIN_PATHS.reward),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminRewardSchema,
        work: (tx) => updateReward(tx, context.clientId, request.params.id, request.body, request.locale),
      });
    },
  );

  app.delete(
    LOYALTY_ADMIN_PATHS.reward,
    {
      schema: {
        tags,
        summary: 'Deletes a reward nobody redeemed (409 `reward_in_use` otherwise: deactivate it)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteReward(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
