import { LOYALTY_PATHS } from '@campus/core/api';
import {
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  photoTypesResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { loyaltyContext } from '../request-context';
import { readMemberStores, readPhotoTypes, readProducts } from './member-catalogue-reader';

const EARNING_MODULES = ['insert_sales', 'upload_photos'];

/**
 * What a member reports sales and photos against (issue 6): their retail chains and stores with participation
 * per campaign, the products, and the store-photo types.
 */
export const memberCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.stores,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The caller’s retail chains and stores, with the campaigns each store takes part in',
        description:
          '`participating` is true when the store takes part in the active campaign (sales and photos are accepted). ' +
          '`invoice_photo_required` is true where phones and cameras are allowed in the store (spec §5 Sales).',
        response: { 200: loyaltyStoresResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, EARNING_MODULES);
      // Kept for the product day: it decides the active campaign.
      return sendKeptAnswer(request, reply, context, () => readMemberStores(app.database.db, context), context.today);
    },
  );

  app.get(
    LOYALTY_PATHS.products,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Products a sale may list: brand, type, processor and generation, form factor, SKU, points',
        description: '`points` are per unit, before the level and promotion multipliers.',
        response: { 200: loyaltyProductsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, EARNING_MODULES);
      return sendKeptAnswer(request, reply, context, () => readProducts(app.database.db, context.clientId));
    },
  );

  app.get(
    LOYALTY_PATHS.photoTypes,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Store-photo types with the points an accepted photo earns',
        description:
          'Names and descriptions in the request language. One photo per type, store and Monday–Sunday week.',
        response: { 200: photoTypesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, ['upload_photos']);
      const read = () => readPhotoTypes(app.database.db, context.clientId, request.locale);
      return sendKeptAnswer(request, reply, context, read);
    },
  );
};
