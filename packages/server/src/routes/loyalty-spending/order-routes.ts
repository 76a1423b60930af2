import { orderSchema, ordersQuerySchema, ordersResponseSchema } from '@campus/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewardOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { loadOrder, loadOrders, orderToWire } from '../../loyalty/orders-reader';
import { idParamsSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const STORE_MODULES = ['reward_store'];

/** The member's reward orders (spec §3 Reward order). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the member’s reward orders, newest first',
        description: 'Statuses: awaiting_approval, approved, shipped, delivered, reproved (points and stock returned).',
        security,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      const { status, page, page_size: pageSize } = request.query;
      const { count, records } = await loadOrders(
        app.database.db,
        and(
          eq(rewardOrders.userId, context.userId),
          status === undefined ? undefined : eq(rewardOrders.status, status),
        ),
        { page, page_size: pageSize },
      );
      return {
        count,
        page,
        page_size: pageSize,
        results: records.map((record) => orderToWire(record, request.locale)),
      };
    },
  );

  app.get(
    '/api/orders/:id/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Shows one of the member’s orders with its status history',
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, STORE_MODULES);
      const record = await loadOrder(app.database.db, request.params.id, context.userId);
      if (!record) throw new ApiError(404, 'not_found_or_forbidden');
      return orderToWire(record, request.locale);
    },
  );
};
