import { LOYALTY_PATHS } from '@campus/core/api';
import { orderSchema, ordersQuerySchema, ordersResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { listMemberOrders, readMemberOrder } from '../orders-reader';
import { idParamsSchema, loyaltyContext } from '../request-context';

const STORE_MODULES = ['reward_store'];

/** The member's reward orders (spec §3 Reward order). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.orders,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the member’s reward orders, newest first',
        description: 'Statuses: awaiting_approval, approved, shipped, delivered, reproved (points and stock returned).',
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      const read = () => listMemberOrders(app.database.db, context.userId, request.query, request.locale);
      return sendKeptAnswer(request, reply, context, read);
    },
  );

  app.get(
    LOYALTY_PATHS.order,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Shows one of the member’s orders with its status history',
        params: idParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      return readMemberOrder(app.database.db, context.userId, request.params.id, request.locale);
    },
  );
};
