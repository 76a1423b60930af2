import { LOYALTY_PATHS } from '@campus/core/api';
import { campaignsResponseSchema, catalogueIdParamsSchema, selectCampaignResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { productToday } from '../../shared/product-time';
import { requestScope, requireModule } from '../../shared/request-scope';
import { readMemberCampaigns, selectCampaign } from './campaign-selection';

/** Spec §6: campaigns show where the client switched them on. */
const CAMPAIGN_MODULES = ['campaigns'];

/**
 * The programme's campaigns for anyone signed in to a client with the campaigns module (spec §2 campaigns):
 * active, previous and upcoming ones, and choosing one.
 */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.campaigns,
    {
      schema: {
        tags: ['platform'],
        summary: 'Active, previous and upcoming campaigns with their dates, and the caller’s selection',
        description: 'Campaign days follow the product’s fixed UTC−3 offset. 403 without the `has_campaigns` module.',
        response: { 200: campaignsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      requireModule(scope, CAMPAIGN_MODULES);
      // Kept for the product day, which decides each campaign's status (active, previous, upcoming).
      const today = productToday();
      return sendKeptAnswer(request, reply, scope, () => readMemberCampaigns(app.database.db, scope), today);
    },
  );

  app.post(
    LOYALTY_PATHS.selectCampaign,
    {
      schema: {
        tags: ['platform'],
        summary: 'Selects a campaign (spec §2 "campaign selection")',
        description: 'Active or previous campaigns of the caller’s client; upcoming ones cannot be selected (409).',
        params: catalogueIdParamsSchema,
        response: { 200: selectCampaignResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, CAMPAIGN_MODULES);
      return selectCampaign(app.database.db, scope, request.params.id);
    },
  );
};
