import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import {
  adminCampaignInputSchema,
  adminCampaignPatchSchema,
  adminCampaignSchema,
  adminCampaignsResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { createCampaign, deleteCampaign, listClientCampaigns, updateCampaign } from './campaigns-admin';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { idParamsSchema, loyaltyContext } from '../request-context';

const tags = ['loyalty-admin'];

/** The programme administrator's campaigns and the stores taking part in each. */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.campaigns,
    {
      schema: {
        tags,
        summary: 'Lists the client’s campaigns with their participating stores',
        response: { 200: adminCampaignsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await listClientCampaigns(app.database.db, context.clientId) };
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.campaigns,
    {
      schema: {
        tags,
        summary: 'Creates a campaign',
        headers: idempotencyHeadersSchema,
        body: adminCampaignInputSchema,
        response: { 201: adminCampaignSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.campaigns),
        requestHash: hashJson(request.body),
        status: 201,
        schema: adminCampaignSchema,
        work: (tx) => createCampaign(tx, context.clientId, request.body),
      });
    },
  );

  app.patch(
    LOYALTY_ADMIN_PATHS.campaign,
    {
      schema: {
        tags,
        summary: 'Changes a campaign (dates, texts, participating stores)',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: adminCampaignPatchSchema,
        response: { 200: adminCampaignSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PATCH', LOYALTY_ADMIN_PATHS.campaign),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: adminCampaignSchema,
        work: (tx) => updateCampaign(tx, context.clientId, request.params.id, request.body),
      });
    },
  );

  app.delete(
    LOYALTY_ADMIN_PATHS.campaign,
    {
      schema: {
        tags,
        summary: 'Deletes a campaign with no activity (409 `campaign_in_use` otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await withTransaction(app.database.db, (tx) => deleteCampaign(tx, context.clientId, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
