import { ACTIVITY_PATHS } from '@campus/core/api';
import { isTrainingDone } from '@campus/core/rules';
import {
  activityProgressParamsSchema,
  activityProgressReportSchema,
  activityProgressResultSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { requestScope } from '../../shared/request-scope';
import { publishTrainingRankingChange } from '../../shared/training-ranking-change';
import { findOpenableActivity, OPENABLE_ACTIVITY_DESCRIPTION } from '../runtime/runtime-access';
import { recordProgress } from './progress-store';

/**
 * The player's progress reports of file, media and HTML activities (docs/server.md "Activity progress"): the
 * server keeps the facts, decides completion with core's rule of the type and moves the activity and the course.
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ACTIVITY_PATHS.progress,
    {
      schema: {
        tags: ['activities'],
        summary: 'Report the caller’s progress in a file, media or HTML activity',
        description:
          'The player reports facts, never a percentage: `media` the intervals played (merged with those stored; a ' +
          'seek adds none), the length and `ended`; `document` the page shown and the page count; `html` a ' +
          '`visit` or its `complete` call. Media completes at 90 % of its length played (or on `ended` without a ' +
          'usable length), a document on its last page, an HTML package on its completion call or visit. The ' +
          'activity’s status and progress never go back; the course’s progress and status are derived from all ' +
          'its activities. A report that does not fit the activity’s type is 422 `progress_not_supported`. ' +
          OPENABLE_ACTIVITY_DESCRIPTION,
        params: activityProgressParamsSchema,
        body: activityProgressReportSchema,
        response: { 200: activityProgressResultSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      const result = await withTransaction(app.database.db, async (tx) => {
        const activity = await findOpenableActivity(tx, scope, request.params.activity_id);
        return recordProgress(tx, scope.userId, activity, request.body);
      });
      // A finished course moves the training ranking (counted by completed trainings).
      if (isTrainingDone(result.course.status))
        void publishTrainingRankingChange(
          app.realtime,
          { clientId: scope.clientId, userIds: [scope.userId], reason: 'training_finished' },
          request.log,
        );
      return result;
    },
  );
};
