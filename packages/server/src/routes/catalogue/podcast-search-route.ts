import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../auth/authenticate';
import { CATALOGUE_KINDS } from '../../catalogue/catalogue-kinds';
import { catalogueScope, requireModule } from '../../catalogue/catalogue-scope';
import { podcastNameFilter } from '../../catalogue/item-filters';
import { listItems } from '../../catalogue/item-reader';
import { toPodcast } from '../../catalogue/item-wire';
import { pageOffset, toPage } from '../../catalogue/pagination';
import { paginatedSchema, paginationQuerySchema, podcastSchema, podcastSearchParamsSchema } from '@campus/core';
import { errorResponses } from '../../http/error-body';

/**
 * `GET /api/podcasts/search/{name}/` (spec §2 podcasts/search/{name}): podcasts whose title or description,
 * or the title of one of their playlists or episodes, contains the name (ignoring case and accents), paginated.
 */
export const podcastSearchRoute: FastifyPluginAsyncZod = async (app) => {
  const kind = CATALOGUE_KINDS.podcast;
  app.get(
    '/api/podcasts/search/:name/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Podcasts by name (title, description, or a playlist or episode title)',
        security: [{ bearerAuth: [] }],
        params: podcastSearchParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(podcastSchema), ...errorResponses(400, 401, 403) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const scope = await catalogueScope(request);
      requireModule(scope, kind.modules);
      const { count, records } = await listItems(app.database.db, scope, {
        type: 'podcast',
        conditions: [podcastNameFilter(request.params.name)],
        order: kind.order,
        limit: request.query.page_size,
        offset: pageOffset(request.query),
      });
      const results = records.map((record) => toPodcast(record, request.locale));
      return toPage(request.url, request.query, count, results);
    },
  );
};
