import { LOYALTY_PATHS } from '@campus/core/api';
import { rankingQuerySchema, rankingResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { readMemberRanking } from '../ranking';
import { loyaltyContext } from '../request-context';

/** The programme ranking (issue 6 `GET /api/ranking/?campaign=&area=`). */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.ranking,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Ranks the members of a campaign by the points they earned in it',
        description:
          '`campaign` defaults to the active one; `area` is `client` (default), `state:<UF>`, `retailer:<id>` or ' +
          '`store:<id>`. Each line has the position (shared on ties), points and level; `me` is the caller’s line. ' +
          'Changes are announced as `ranking` events in `realtime_area` on the realtime channel.',
        querystring: rankingQuerySchema,
        response: { 200: rankingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readMemberRanking(app.database.db, await loyaltyContext(request, ['ranking']), request.query),
  );
};
