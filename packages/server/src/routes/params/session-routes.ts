import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../auth/authenticate';
import { catalogueScope, requireModule } from '../../catalogue/catalogue-scope';
import { readCampaigns, readModuleItems, readWelcomeBanner, toCampaign } from '../../catalogue/platform-content-reader';
import { productToday } from '../../catalogue/product-time';
import {
  campaignsResponseSchema,
  catalogueIdParamsSchema,
  moduleItemsResponseSchema,
  selectCampaignResponseSchema,
  welcomeBannerResponseSchema,
} from '@campus/core';
import { campaigns, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';

const security = [{ bearerAuth: [] }];

/**
 * Signed-in platform calls: the welcome banner, campaigns (and choosing one), and the module items per
 * client (spec §2 home and campaigns, §3 `welcome_banner`, `user_client_module_items`).
 */
export const sessionPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/welcome-banner/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Welcome banner slides showing now, in order',
        security,
        response: { 200: welcomeBannerResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const scope = await catalogueScope(request);
      return { welcome_banner: await readWelcomeBanner(app.database.db, scope.clientId) };
    },
  );

  app.get(
    '/api/campaigns/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Active, previous and upcoming campaigns with their dates, and the caller’s selection',
        description: 'Campaign days follow the product’s fixed UTC−3 offset. 403 without the `has_campaigns` module.',
        security,
        response: { 200: campaignsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const scope = await catalogueScope(request);
      requireModule(scope, ['campaigns']);
      const { db } = app.database;
      const [grouped, [user]] = await Promise.all([
        readCampaigns(db, scope.clientId),
        db.select({ selected: users.selectedCampaignId }).from(users).where(eq(users.id, scope.userId)),
      ]);
      return { ...grouped, selected_campaign_id: user?.selected ?? null };
    },
  );

  app.post(
    '/api/campaigns/:id/select/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Selects a campaign (spec §2 "campaign selection")',
        description: 'Active or previous campaigns of the caller’s client; upcoming ones cannot be selected (409).',
        security,
        params: catalogueIdParamsSchema,
        response: { 200: selectCampaignResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const scope = await catalogueScope(request);
      requireModule(scope, ['campaigns']);
      const { db } = app.database;
      const [campaign] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, request.params.id), eq(campaigns.clientId, scope.clientId)));
      if (!campaign) throw new ApiError(404, 'not_found_or_forbidden');
      if (toCampaign(campaign, productToday()).status === 'upcoming') throw new ApiError(409, 'campaign_not_started');
      await db.update(users).set({ selectedCampaignId: campaign.id }).where(eq(users.id, scope.userId));
      return { selected_campaign_id: campaign.id };
    },
  );

  app.get(
    '/api/module-items/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Module items (menu entries) per client of the caller, names in the request language',
        description: 'Only items whose module flag is on in their client.',
        security,
        response: { 200: moduleItemsResponseSchema, ...errorResponses(401) },
      },
      preHandler: authenticate,
    },
    async (request) => ({
      user_client_module_items: await readModuleItems(app.database.db, Number(request.user.id), request.locale),
    }),
  );
};
