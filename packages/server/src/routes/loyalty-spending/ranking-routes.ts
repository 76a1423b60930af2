import { rankingQuerySchema, rankingResponseSchema } from '@campus/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaigns } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { findActiveCampaign } from '../../loyalty/campaign-lookup';
import { parseRankingArea, readRanking } from '../../loyalty/ranking';
import { loyaltyContext } from '../../loyalty/request-context';
import { clientArea } from '../../realtime/areas';

const security = [{ bearerAuth: [] }];

/** The programme ranking (issue 6 `GET /api/ranking/?campaign=&area=`). */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ranking/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Ranks the members of a campaign by the points they earned in it',
        description:
          '`campaign` defaults to the active one; `area` is `client` (default), `state:<UF>`, `retailer:<id>` or ' +
          '`store:<id>`. Each line has the position (shared on ties), points and level; `me` is the caller’s line. ' +
          'Changes are announced as `ranking` events in `realtime_area` on the realtime channel.',
        security,
        querystring: rankingQuerySchema,
        response: { 200: rankingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, ['ranking']);
      const { db } = app.database;
      const campaign =
        request.query.campaign === undefined
          ? await findActiveCampaign(db, context.clientId, context.today)
          : (
              await db
                .select()
                .from(campaigns)
                .where(and(eq(campaigns.id, request.query.campaign), eq(campaigns.clientId, context.clientId)))
            )[0];
      if (!campaign) {
        throw new ApiError(404, request.query.campaign === undefined ? 'no_active_campaign' : 'not_found_or_forbidden');
      }
      const ranking = await readRanking(db, {
        campaignId: campaign.id,
        area: parseRankingArea(request.query.area),
        limit: request.query.limit,
        userId: context.userId,
      });
      return {
        campaign_id: campaign.id,
        area: request.query.area,
        realtime_area: clientArea(context.clientId),
        ...ranking,
      };
    },
  );
};
