import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import { adminOrderSchema, adminOrdersResponseSchema, orderStatusChangeSchema } from '@campus/core/schemas';
import { ORDER_STATUSES } from '@campus/core/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { listClientOrders } from '../orders-reader';
import { changeOrderStatus } from './orders-status';
import { idParamsSchema, loyaltyContext } from '../request-context';

const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Reward orders for the programme administrator: the queue and status changes (spec §3 Reward order). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.orders,
    {
      schema: {
        tags: ['loyalty-admin'],
        summary: 'Lists reward orders of the client, newest first',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return listClientOrders(app.database.db, context.clientId, request.query, request.locale);
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.orderStatus,
    {
      schema: {
        tags: ['loyalty-admin'],
        summary: 'Moves an order to its next status',
        description:
          'awaiting_approval → approved or reproved; approved → shipped; shipped → delivered. Reproving returns ' +
          'the points (a `reversed` ledger entry) and the stock. 409 `invalid_order_transition` otherwise.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.orderStatus),
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
