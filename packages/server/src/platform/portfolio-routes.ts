import { PLATFORM_PATHS } from '@campus/core/api';
import {
  catalogueIdParamsSchema,
  clientQuerySchema,
  portfolioCourseSchema,
  portfolioResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { readPortfolio, readPortfolioCourse } from './portfolio-reader';
import { identifyClient } from './public-client';
import { varyByLanguage } from '../i18n/vary-language';

const IDENTIFICATION =
  'Public and read-only: the client is named by `?client_id=`, else by the Basic client credentials the SDK ' +
  'sends when signed out, else by a bearer token. No learner state is given. 403 `forbidden` when the client ' +
  'has no online courses module.';

/**
 * The public training portfolio (spec §2 portfolio group: `portfolio`, `portfolio-course/{slug}`):
 * `GET /api/portfolio/` and `GET /api/portfolio/{id}/`, the client's published online courses for anonymous
 * visitors, in the request's language (`Vary: Accept-Language`).
 */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  // Titles, descriptions and categories are in the request's language.
  app.addHook('onRequest', async (_request, reply) => varyByLanguage(reply));
  app.get(
    PLATFORM_PATHS.portfolio,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The training portfolio: the client’s published online courses, for anonymous visitors too',
        description: IDENTIFICATION,
        querystring: clientQuerySchema,
        response: { 200: portfolioResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const results = await readPortfolio(
        app.database.db,
        await identifyClient(request, request.query.client_id),
        request.locale,
      );
      return { count: results.length, results };
    },
  );

  app.get(
    PLATFORM_PATHS.portfolioCourse,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One course of the training portfolio',
        description: `${IDENTIFICATION} 404 \`not_found_or_forbidden\` for an id that is not a published online course of the client.`,
        params: catalogueIdParamsSchema,
        querystring: clientQuerySchema,
        response: { 200: portfolioCourseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readPortfolioCourse(
        app.database.db,
        await identifyClient(request, request.query.client_id),
        request.params.id,
        request.locale,
      ),
  );
};
