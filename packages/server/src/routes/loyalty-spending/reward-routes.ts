import {
  redeemRequestSchema,
  redeemResponseSchema,
  rewardSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { readLevelDefinitions } from '../../loyalty/levels';
import { readMemberLevel } from '../../loyalty/member-level-view';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';
import { redeemReward } from '../../loyalty/rewards-redemption';
import { findVisibleReward, listRewards, rewardFilterOptions, rewardToWire } from '../../loyalty/rewards-reader';
import { pointAccounts } from '../../db/schema';
import { eq } from 'drizzle-orm';

const security = [{ bearerAuth: [] }];

/** Spec §6: the reward store shows where the client switched it on. */
const STORE_MODULES = ['reward_store'];

/** The reward store (spec §2 Reward store, §3 Reward state, §5 Redemption). */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rewards/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the reward store with the member’s points and level',
        description:
          'Active rewards of the member’s client, for every campaign or the active one; filter by `department` and ' +
          '`category` (ids of the `reward_departments`/`reward_categories` site lists), `sort` by price (lowest ' +
          'first), name or newest. Stock is shown; `user` is the Reward state of spec §3.',
        security,
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      const { db } = app.database;
      const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
      const [page, options, levels, [account]] = await Promise.all([
        listRewards(db, context.clientId, member.campaign?.id ?? null, request.query),
        rewardFilterOptions(db, context.clientId, request.locale),
        readLevelDefinitions(db, context.clientId),
        db
          .select({ balance: pointAccounts.balance })
          .from(pointAccounts)
          .where(eq(pointAccounts.userId, context.userId)),
      ]);
      return {
        count: page.count,
        page: request.query.page,
        page_size: request.query.page_size,
        results: page.records.map((record) => rewardToWire(record, request.locale)),
        ...options,
        user: {
          reward_user_points: account?.balance ?? 0,
          reward_user_level: member.level,
          reward_user_level_id: levels.find((definition) => definition.level === member.level)?.id ?? null,
          reward_user_level_points: member.levelPoints,
        },
      };
    },
  );

  app.get(
    '/api/rewards/:id/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Shows a reward',
        security,
        params: idParamsSchema,
        response: { 200: rewardSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      const { db } = app.database;
      const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
      const record = await findVisibleReward(db, context.clientId, member.campaign?.id ?? null, request.params.id);
      if (!record) throw new ApiError(404, 'not_found_or_forbidden');
      return rewardToWire(record, request.locale);
    },
  );

  app.post(
    '/api/rewards/:id/redeem/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Redeems a reward: points and stock are taken at once; the order awaits approval',
        description:
          '201 with the order (`awaiting_approval`) and the balance left. 422 `insufficient_points`, ' +
          '`redemption_pending_audit` (enough points only counting sales under audit), `out_of_stock`, ' +
          '`category_limit_reached`, `training_required`, `reward_level_required`; 400 when a prize that ships ' +
          'has no `shipping_address`. Send an `Idempotency-Key` to retry safely.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: redeemRequestSchema,
        response: { 201: redeemResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: memberAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/rewards/:id/redeem/',
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
