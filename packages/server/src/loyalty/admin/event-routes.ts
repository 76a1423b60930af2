import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import {
  adminEventInputSchema,
  adminEventPatchSchema,
  adminEventSchema,
  adminEventsResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { createEvent, deleteEvent, listClientEvents, updateEvent } from './events-admin';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { idParamsSchema, loyaltyContext } from '../request-context';

const tags = ['loyalty-admin'];

/** The programme administrator's events, with their check-in codes and QR secrets. */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.events,
    {
      schema: {
        tags,
        summary: 'Lists the client’s events with check-in code, QR secret and attendances',
        response: { 200: adminEventsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await listClientEvents(app.database.db, context.clientId, new Date()) };
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.events,
    {
      schema: {
        tags,
        summary: 'Creates an event (a free six-digit check-in code is drawn when none is given)',
        description: '409 `check_in_code_taken` when another event of the client uses the code.',
        headers: idempotencyHeadersSchema,
        body: adminEventInputSchema,
        response: { 201: adminEventSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.events),
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminEventSchema,
        work: (tx) => createEvent(tx, context.clientId, request.body, new Date()),
      });
    },
  );

  app.patch(
    LOYALTY_ADMIN_PATHS.event,
    {
      schema: {
        tags,
        summary: 'Changes an event (`regenerate_qr: true` draws a new QR secret)',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminEventPatchSchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PATCH', LOYALTY_ADMIN_PATHS.event),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminEventSchema,
        work: (tx) => updateEvent(tx, context.clientId, request.params.id, request.body, new Date()),
      });
    },
  );

  app.delete(
    LOYALTY_ADMIN_PATHS.event,
    {
      schema: {
        tags,
        summary: 'Deletes an event nobody checked in to (409 `event_in_use` otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteEvent(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
