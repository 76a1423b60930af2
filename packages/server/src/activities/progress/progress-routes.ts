import { ACTIVITY_PATHS } from '@campus/core/api';
import { isTrainingDone } from '@campus/core/rules';
import {
  activityProgressParamsSchema,
  activityProgressReportSchema,
  activityProgressResultSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { requestScope } from '../../shared/request-scope';
import { publishTrainingRankingChange } from '../../shared/training-ranking-change';
import { findOpenableActivity, OPENABLE_ACTIVITY_DESCRIPTION } from '../runtime/runtime-access';
import { activityCreatedAt, hashLateRecord, lateRecordTime } from './late-record';
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
          'A report the player kept offline carries `recorded_at` (not in the future, not before the activity ' +
          'existed: else 422 `recorded_at_in_future` / `recorded_at_before_start`); the same `Idempotency-Key` ' +
          'replays the first answer. ' +
          OPENABLE_ACTIVITY_DESCRIPTION,
        headers: idempotencyHeadersSchema,
        params: activityProgressParamsSchema,
        body: activityProgressReportSchema,
        response: { 200: activityProgressResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', ACTIVITY_PATHS.progress),
        requestHash: hashLateRecord(request),
        status: 200,
        schema: activityProgressResultSchema,
        work: async (tx) => {
          const activity = await findOpenableActivity(tx, scope, request.params.activity_id);
          // Progress facts merge in any order (intervals united, the furthest page, flags never cleared), so a
          // late report counts whenever it arrives; its time is checked so a device cannot claim the impossible.
          lateRecordTime(request.body.recorded_at, await activityCreatedAt(tx, activity.id));
          return recordProgress(tx, scope.userId, activity, request.body);
        },
        // A finished course moves the training ranking (counted by completed trainings).
        afterCommit: (result) => {
          if (isTrainingDone(result.course.status))
            void publishTrainingRankingChange(
              app.realtime,
              { clientId: scope.clientId, userIds: [scope.userId], reason: 'training_finished' },
              request.log,
            );
        },
      });
    },
  );
};
