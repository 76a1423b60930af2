import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import {
  adminStoreInputSchema,
  adminStorePatchSchema,
  adminStoreSchema,
  adminStoresResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { idParamsSchema, loyaltyContext } from '../request-context';
import { createStore, listStores, updateStore } from './stores-admin';

const tags = ['loyalty-admin'];

/** The programme administrator's stores (retired with `is_active: false`, never deleted). */
export const adminStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.stores,
    {
      schema: {
        tags,
        summary: 'Lists stores with camera rules and campaign participation',
        response: { 200: adminStoresResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      // Kept: stores, their chains, loyalty settings and campaigns all move the client's answer version.
      return sendKeptAnswer(request, reply, context, async () => ({
        results: await listStores(app.database.db, context.clientId),
      }));
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.stores,
    {
      schema: {
        tags,
        summary: 'Creates a store',
        description: '`cameras_allowed` makes the invoice photo mandatory for its sales. 422 `unknown_reference`.',
        headers: idempotencyHeadersSchema,
        body: adminStoreInputSchema,
        response: { 201: adminStoreSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.stores),
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminStoreSchema,
        work: (tx) => createStore(tx, context.clientId, request.body),
      });
    },
  );

  app.patch(
    LOYALTY_ADMIN_PATHS.store,
    {
      schema: {
        tags,
        summary: 'Changes a store (name, chain, camera rule, participation, `is_active`)',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminStorePatchSchema,
        response: { 200: adminStoreSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PATCH', LOYALTY_ADMIN_PATHS.store),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminStoreSchema,
        work: (tx) => updateStore(tx, context.clientId, request.params.id, request.body),
      });
    },
  );
};
