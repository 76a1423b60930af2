import { loyaltyProductsResponseSchema, loyaltyStoresResponseSchema, photoTypesResponseSchema } from '@campus/core';
import type { LoyaltyStore } from '@campus/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizedName } from '../../catalogue/localized-name';
import {
  campaigns,
  campaignStores,
  loyaltyProducts,
  photoTypes,
  retailChains,
  storeLoyaltySettings,
  stores,
  userStores,
} from '../../db/schema';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { findActiveCampaign } from '../../loyalty/campaign-lookup';
import { loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const EARNING_MODULES = ['insert_sales', 'upload_photos'];

/**
 * What a member reports sales and photos against (issue 6): their retail chains and stores with participation
 * per campaign, the products, and the store-photo types.
 */
export const memberCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The caller’s retail chains and stores, with the campaigns each store takes part in',
        description:
          '`participating` is true when the store takes part in the active campaign (sales and photos are accepted). ' +
          '`invoice_photo_required` is true where phones and cameras are allowed in the store (spec §5 Sales).',
        security,
        response: { 200: loyaltyStoresResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, EARNING_MODULES);
      const { db } = app.database;
      const active = await findActiveCampaign(db, context.clientId, context.today);
      const rows = await db
        .select({
          id: stores.id,
          name: stores.name,
          city: stores.city,
          state: stores.state,
          chainId: retailChains.id,
          chainName: retailChains.name,
          camerasAllowed: storeLoyaltySettings.camerasAllowed,
        })
        .from(userStores)
        .innerJoin(stores, eq(stores.id, userStores.storeId))
        .innerJoin(retailChains, eq(retailChains.id, stores.chainId))
        .leftJoin(storeLoyaltySettings, eq(storeLoyaltySettings.storeId, stores.id))
        .where(and(eq(userStores.userId, context.userId), eq(stores.isActive, true)))
        .orderBy(asc(retailChains.name), asc(stores.name));
      const participation =
        rows.length === 0
          ? []
          : await db
              .select({ storeId: campaignStores.storeId, campaignId: campaignStores.campaignId })
              .from(campaignStores)
              .innerJoin(campaigns, eq(campaigns.id, campaignStores.campaignId))
              .where(
                and(
                  eq(campaigns.clientId, context.clientId),
                  inArray(
                    campaignStores.storeId,
                    rows.map((row) => row.id),
                  ),
                ),
              )
              .orderBy(asc(campaigns.beginDate));
      const retailers = new Map<number, { id: number; name: string; stores: LoyaltyStore[] }>();
      for (const row of rows) {
        const campaignIds = participation.filter((entry) => entry.storeId === row.id).map((entry) => entry.campaignId);
        const retailer = retailers.get(row.chainId) ?? { id: row.chainId, name: row.chainName, stores: [] };
        retailer.stores.push({
          id: row.id,
          name: row.name,
          city: row.city,
          state: row.state,
          invoice_photo_required: row.camerasAllowed ?? true,
          campaign_ids: campaignIds,
          participating: active !== undefined && campaignIds.includes(active.id),
        });
        retailers.set(row.chainId, retailer);
      }
      return {
        active_campaign_id: active?.id ?? null,
        retailers: [...retailers.values()],
      };
    },
  );

  app.get(
    '/api/products/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Products a sale may list: brand, type, processor and generation, form factor, SKU, points',
        description: '`points` are per unit, before the level and promotion multipliers.',
        security,
        response: { 200: loyaltyProductsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, EARNING_MODULES);
      const rows = await app.database.db
        .select()
        .from(loyaltyProducts)
        .where(and(eq(loyaltyProducts.clientId, context.clientId), eq(loyaltyProducts.isActive, true)))
        .orderBy(asc(loyaltyProducts.brand), asc(loyaltyProducts.name));
      return {
        products: rows.map((row) => ({
          id: row.id,
          sku: row.sku,
          name: row.name,
          brand: row.brand,
          product_type: row.productType,
          processor: row.processor,
          processor_generation: row.processorGeneration,
          form_factor: row.formFactor,
          points: row.points,
        })),
      };
    },
  );

  app.get(
    '/api/photo-types/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Store-photo types with the points an accepted photo earns',
        description:
          'Names and descriptions in the request language. One photo per type, store and Monday–Sunday week.',
        security,
        response: { 200: photoTypesResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, ['upload_photos']);
      const rows = await app.database.db
        .select()
        .from(photoTypes)
        .where(and(eq(photoTypes.clientId, context.clientId), eq(photoTypes.isActive, true)))
        .orderBy(asc(photoTypes.position), asc(photoTypes.id));
      return {
        photo_types: rows.map((row) => ({
          id: row.id,
          name: localizedName(row.names, request.locale),
          description:
            Object.keys(row.descriptions).length === 0 ? '' : localizedName(row.descriptions, request.locale),
          points: row.points,
        })),
      };
    },
  );
};
