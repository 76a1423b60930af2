import { LOYALTY_PATHS } from '@campus/core/api';
import {
  redeemRequestSchema,
  redeemResponseSchema,
  rewardSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { idParamsSchema, loyaltyContext } from '../request-context';
import { readMemberReward, readRewardStore } from './reward-store';
import { redeemReward } from './rewards-redemption';

/** Spec §6: the reward store shows where the client switched it on. */
const STORE_MODULES = ['reward_store'];

/** The reward store (spec §2 Reward store, §3 Reward state, §5 Redemption). */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.rewards,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the reward store with the member’s points and level',
        description:
          'Active rewards of the member’s client, for every campaign or the active one; filter by `department` and ' +
          '`category` (ids of the `reward_departments`/`reward_categories` site lists), `sort` by price (lowest ' +
          'first), name or newest. Stock is shown; `user` is the Reward state of spec §3.',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      // Kept per product day: the day decides the active campaign, whose rewards and level the store shows.
      const read = () => readRewardStore(app.database.db, context, request.query, request.locale);
      return sendKeptAnswer(request, reply, context, read, context.today);
    },
  );

  app.get(
    LOYALTY_PATHS.reward,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Shows a reward',
        params: idParamsSchema,
        response: { 200: rewardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      return readMemberReward(app.database.db, context, request.params.id, request.locale);
    },
  );

  app.post(
    LOYALTY_PATHS.redeem,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Redeems a reward: points and stock are taken at once; the order awaits approval',
        description:
          '201 with the order (`awaiting_approval`) and the balance left. 422 `insufficient_points`, ' +
          '`redemption_pending_audit` (enough points only counting sales under audit), `out_of_stock`, ' +
          '`category_limit_reached`, `training_required`, `reward_level_required`; 400 when a prize that ships ' +
          'has no `shipping_address`. Send an `Idempotency-Key` to retry safely.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: redeemRequestSchema,
        response: { 201: redeemResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_PATHS.redeem),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 201,
        schema: redeemResponseSchema,
        work: (tx) =>
          redeemReward(tx, {
            userId: context.userId,
            clientId: context.clientId,
            rewardId: request.params.id,
            quantity: request.body.quantity,
            shippingAddress: request.body.shipping_address,
            locale: request.locale,
            today: context.today,
          }),
      });
    },
  );
};
