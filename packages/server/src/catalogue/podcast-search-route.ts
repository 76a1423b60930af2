import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_KINDS } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import { podcastNameFilter } from './item-filters';
import { listItems } from './item-reader';
import { toPodcast } from './item-wire';
import { pageOffset, toPage } from '../shared/pagination';
import { CATALOGUE_PATHS } from '@campus/core/api';
import { paginatedSchema, paginationQuerySchema, podcastSchema, podcastSearchParamsSchema } from '@campus/core/schemas';
import { errorResponses } from '../http/error-body';

/**
 * `GET /api/podcasts/search/{name}/` (spec §2 podcasts/search/{name}): podcasts whose title or description,
 * or the title of one of their playlists or episodes, contains the name (ignoring case and accents), paginated.
 */
export const podcastSearchRoute: FastifyPluginAsyncZod = async (app) => {
  const kind = CATALOGUE_KINDS.podcast;
  app.get(
    CATALOGUE_PATHS.podcastSearch,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Podcasts by name (title, description, or a playlist or episode title)',
        params: podcastSearchParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(podcastSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, kind.modules);
      const { count, records } = await listItems(app.database.db, scope, {
        type: 'podcast',
        conditions: [podcastNameFilter(request.params.name, request.locale)],
        order: kind.order,
        limit: request.query.page_size,
        offset: pageOffset(request.query),
      });
      const results = records.map((record) => toPodcast(record, request.locale));
      return toPage(request.url, request.query, count, results);
    },
  );
};
