import { PROFILE_PATHS } from '@campus/core/api';
import { trainingRankingQuerySchema, trainingRankingResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { requestScope } from '../shared/request-scope';
import { readTrainingRanking } from './training-ranking-service';

/** The training ranking (issue 25 `GET /api/training-ranking/?area=&limit=`). */
export const trainingRankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROFILE_PATHS.trainingRanking,
    {
      schema: {
        tags: ['profile'],
        summary: 'Ranks the client’s learners by their score in trainings or their completed trainings',
        description:
          '`basis` is `score` (the sum of each test’s best score) when the client’s `group_training_use_score` is on, ' +
          'else `completed` (trainings finished). `area` is `client` (default), `state:<UF>`, `retailer:<id>` or ' +
          '`store:<id>`; `me` is the caller’s line. 403 `forbidden` when `has_ranking` is off. Changes are announced ' +
          'as `ranking` events (`kind: "training"`) in `realtime_area`.',
        querystring: trainingRankingQuerySchema,
        response: { 200: trainingRankingResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return readTrainingRanking(app.database.db, {
        clientId: scope.clientId,
        userId: scope.userId,
        area: request.query.area,
        limit: request.query.limit,
      });
    },
  );
};
