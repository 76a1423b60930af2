import {
  adminStoreInputSchema,
  adminStorePatchSchema,
  adminStoreSchema,
  adminStoresResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';
import { createStore, listStores, updateStore } from '../../loyalty/stores-admin';

const security = [{ bearerAuth: [] }];
const tags = ['loyalty-admin'];

/** The programme administrator's stores (retired with `is_active: false`, never deleted). */
export const adminStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stores/',
    {
      schema: {
        tags,
        summary: 'Lists stores with camera rules and campaign participation',
        security,
        response: { 200: adminStoresResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await listStores(app.database.db, context.clientId) };
    },
  );

  app.post(
    '/api/admin/stores/',
    {
      schema: {
        tags,
        summary: 'Creates a store',
        description: '`cameras_allowed` makes the invoice photo mandatory for its sales. 422 `unknown_reference`.',
        security,
        headers: idempotencyHeadersSchema,
        body: adminStoreInputSchema,
        response: { 201: adminStoreSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/stores/',
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminStoreSchema,
        work: (tx) => createStore(tx, context.clientId, request.body),
      });
    },
  );

  app.patch(
    '/api/admin/stores/:id/',
    {
      schema: {
        tags,
        summary: 'Changes a store (name, chain, camera rule, participation, `is_active`)',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminStorePatchSchema,
        response: { 200: adminStoreSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'PATCH /api/admin/stores/:id/',
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminStoreSchema,
        work: (tx) => updateStore(tx, context.clientId, request.params.id, request.body),
      });
    },
  );
};
