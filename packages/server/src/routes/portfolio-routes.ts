import {
  catalogueIdParamsSchema,
  clientQuerySchema,
  isModuleEnabled,
  portfolioCourseSchema,
  portfolioResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identifyClient } from '../catalogue/public-client';
import type { IdentifiedClient } from '../catalogue/public-client';
import { readPortfolio, readPortfolioCourse } from '../catalogue/portfolio-reader';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';

const IDENTIFICATION =
  'Public and read-only: the client is named by `?client_id=`, else by the Basic client credentials the SDK ' +
  'sends when signed out, else by a bearer token. No learner state is given. 403 `forbidden` when the client ' +
  'has no online courses module.';

const security = [{ clientBasic: [] }, { bearerAuth: [] }, {}];

/** The portfolio shows online courses: a client without that module has none to show. */
function requireOnlineCourses({ client }: IdentifiedClient): void {
  if (!isModuleEnabled(client.params.flags, 'online_courses')) throw new ApiError(403, 'forbidden');
}

/**
 * The public training portfolio (spec §2 portfolio group: `portfolio`, `portfolio-course/{slug}`):
 * `GET /api/portfolio/` and `GET /api/portfolio/{id}/`, the client's published online courses for anonymous
 * visitors.
 */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portfolio/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The training portfolio: the client’s published online courses, for anonymous visitors too',
        description: IDENTIFICATION,
        security,
        querystring: clientQuerySchema,
        response: { 200: portfolioResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const identified = await identifyClient(request, request.query.client_id);
      requireOnlineCourses(identified);
      const results = await readPortfolio(app.database.db, identified.client.id, request.locale);
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/portfolio/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One course of the training portfolio',
        description: `${IDENTIFICATION} 404 \`not_found_or_forbidden\` for an id that is not a published online course of the client.`,
        security,
        params: catalogueIdParamsSchema,
        querystring: clientQuerySchema,
        response: { 200: portfolioCourseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const identified = await identifyClient(request, request.query.client_id);
      requireOnlineCourses(identified);
      const course = await readPortfolioCourse(
        app.database.db,
        identified.client.id,
        request.params.id,
        request.locale,
      );
      if (!course) throw new ApiError(404, 'not_found_or_forbidden');
      return course;
    },
  );
};
