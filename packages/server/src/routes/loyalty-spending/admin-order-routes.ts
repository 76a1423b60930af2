import { ORDER_STATUSES, adminOrderSchema, adminOrdersResponseSchema, orderStatusChangeSchema } from '@campus/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rewardOrders, rewards } from '../../db/schema';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { adminOrderToWire, loadOrders } from '../../loyalty/orders-reader';
import { changeOrderStatus } from '../../loyalty/orders-status';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];

const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Reward orders for the programme administrator: the queue and status changes (spec §3 Reward order). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/',
    {
      schema: {
        tags: ['loyalty-admin'],
        summary: 'Lists reward orders of the client, newest first',
        security,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const { status, page, page_size: pageSize } = request.query;
      const clientRewards = app.database.db
        .select({ id: rewards.id })
        .from(rewards)
        .where(eq(rewards.clientId, context.clientId));
      const { count, records } = await loadOrders(
        app.database.db,
        and(
          inArray(rewardOrders.rewardId, clientRewards),
          status === undefined ? undefined : eq(rewardOrders.status, status),
        ),
        { page, page_size: pageSize },
      );
      return {
        count,
        page,
        page_size: pageSize,
        results: records.map((record) => adminOrderToWire(record, request.locale)),
      };
    },
  );

  app.post(
    '/api/admin/orders/:id/status/',
    {
      schema: {
        tags: ['loyalty-admin'],
        summary: 'Moves an order to its next status',
        description:
          'awaiting_approval → approved or reproved; approved → shipped; shipped → delivered. Reproving returns ' +
          'the points (a `reversed` ledger entry) and the stock. 409 `invalid_order_transition` otherwise.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/orders/:id/status/',
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminOrderSchema,
        work: async (tx) =>
          (
            await changeOrderStatus(tx, {
              orderId: request.params.id,
              clientId: context.clientId,
              status: request.body.status,
              note: request.body.note ?? null,
              changedBy: context.userId,
              locale: request.locale,
              today: context.today,
            })
          ).order,
      });
    },
  );
};
