import {
  adminEventInputSchema,
  adminEventPatchSchema,
  adminEventSchema,
  adminEventsResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { createEvent, deleteEvent, listClientEvents, updateEvent } from '../../loyalty/events-admin';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const tags = ['loyalty-admin'];

/** The programme administrator's events, with their check-in codes and QR secrets. */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/events/',
    {
      schema: {
        tags,
        summary: 'Lists the client’s events with check-in code, QR secret and attendances',
        security,
        response: { 200: adminEventsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await listClientEvents(app.database.db, context.clientId, new Date()) };
    },
  );

  app.post(
    '/api/admin/events/',
    {
      schema: {
        tags,
        summary: 'Creates an event (a free six-digit check-in code is drawn when none is given)',
        description: '409 `check_in_code_taken` when another event of the client uses the code.',
        security,
        headers: idempotencyHeadersSchema,
        body: adminEventInputSchema,
        response: { 201: adminEventSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/events/',
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminEventSchema,
        work: (tx) => createEvent(tx, context.clientId, request.body, new Date()),
      });
    },
  );

  app.patch(
    '/api/admin/events/:id/',
    {
      schema: {
        tags,
        summary: 'Changes an event (`regenerate_qr: true` draws a new QR secret)',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminEventPatchSchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'PATCH /api/admin/events/:id/',
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminEventSchema,
        work: (tx) => updateEvent(tx, context.clientId, request.params.id, request.body, new Date()),
      });
    },
  );

  app.delete(
    '/api/admin/events/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes an event nobody checked in to (409 `event_in_use` otherwise)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteEvent(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
