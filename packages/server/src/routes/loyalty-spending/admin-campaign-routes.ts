import {
  adminCampaignInputSchema,
  adminCampaignPatchSchema,
  adminCampaignSchema,
  adminCampaignsResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { createCampaign, deleteCampaign, listClientCampaigns, updateCampaign } from '../../loyalty/campaigns-admin';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const tags = ['loyalty-admin'];

/** The programme administrator's campaigns and the stores taking part in each. */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/campaigns/',
    {
      schema: {
        tags,
        summary: 'Lists the client’s campaigns with their participating stores',
        security,
        response: { 200: adminCampaignsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await listClientCampaigns(app.database.db, context.clientId) };
    },
  );

  app.post(
    '/api/admin/campaigns/',
    {
      schema: {
        tags,
        summary: 'Creates a campaign',
        security,
        headers: idempotencyHeadersSchema,
        body: adminCampaignInputSchema,
        response: { 201: adminCampaignSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/campaigns/',
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminCampaignSchema,
        work: (tx) => createCampaign(tx, context.clientId, request.body),
      });
    },
  );

  app.patch(
    '/api/admin/campaigns/:id/',
    {
      schema: {
        tags,
        summary: 'Changes a campaign (dates, texts, participating stores)',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminCampaignPatchSchema,
        response: { 200: adminCampaignSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: 'PATCH /api/admin/campaigns/:id/',
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminCampaignSchema,
        work: (tx) => updateCampaign(tx, context.clientId, request.params.id, request.body),
      });
    },
  );

  app.delete(
    '/api/admin/campaigns/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes a campaign with no activity (409 `campaign_in_use` otherwise)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteCampaign(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
