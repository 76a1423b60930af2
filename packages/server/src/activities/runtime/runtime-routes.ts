import { ACTIVITY_PATHS } from '@campus/core/api';
import {
  scormCommitResultSchema,
  scormCommitSchema,
  scormRuntimeParamsSchema,
  scormRuntimeQuerySchema,
  scormRuntimeSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-body';
import { idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { requestScope } from '../../shared/request-scope';
import { updateCourseState } from '../progress/course-state';
import { activityCreatedAt, hashLateRecord, lateRecordTime } from '../progress/late-record';
import { findOpenableScormActivity, OPENABLE_ACTIVITY_DESCRIPTION } from './runtime-access';
import { commitRuntime, placeLateCommit, readRuntime } from './runtime-store';

/**
 * Largest commit body, in bytes, whatever `CAMPUS_BODY_LIMIT` says: SCORM 2004 lets a SCO write 64 000
 * characters of `suspend_data` (SCORM 1.2: 4 096), authoring tools write more, and interactions add up. 1 MiB
 * holds several times the largest real data models; a larger body is 413 `payload_too_large`.
 */
export const SCORM_RUNTIME_BODY_LIMIT = 1_048_576;

const ACCESS_DESCRIPTION = `A \`scorm\` activity only (else 422 \`activity_not_scorm\`). ${OPENABLE_ACTIVITY_DESCRIPTION}`;

/**
 * The SCORM run-time data of the caller in one SCO of an activity (docs/server.md "SCORM run-time data"): the
 * player's SCORM API reads it on launch and commits it while the SCO runs.
 */
export const runtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACTIVITY_PATHS.runtime,
    {
      schema: {
        tags: ['activities'],
        summary: 'The caller’s SCORM run-time data of one SCO, current attempt',
        description:
          'The `cmi` data model of the last accepted commit of the SCO’s current (highest) attempt, for the ' +
          'player to hand back to the SCO on resume; `sco` is the SCO’s `<item identifier>` in the manifest. A ' +
          'first launch answers attempt 1, sequence 0, `version` null and an empty `cmi`. ' +
          ACCESS_DESCRIPTION,
        params: scormRuntimeParamsSchema,
        querystring: scormRuntimeQuerySchema,
        response: { 200: scormRuntimeSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      const { db } = app.database;
      const activity = await findOpenableScormActivity(db, scope, request.params.activity_id);
      return readRuntime(db, { userId: scope.userId, activityId: activity.id }, request.query.sco);
    },
  );

  app.put(
    ACTIVITY_PATHS.runtime,
    {
      bodyLimit: SCORM_RUNTIME_BODY_LIMIT,
      schema: {
        tags: ['activities'],
        summary: 'Commit the caller’s SCORM run-time data of one SCO',
        description:
          'Stores `cmi` as the data model of the SCO `sco` (its manifest `<item identifier>`) in `attempt` when ' +
          '`sequence` is greater than the stored one; a stale ' +
          'commit (another tab, a late keepalive) is 409 `stale_commit` with the stored `attempt` and `sequence` ' +
          'in `details`, and changes nothing. Sending the stored commit again (same sequence and `cmi`) answers ' +
          'it again. `attempt` is the current attempt or the next one (a new attempt). The learner’s status and ' +
          'progress in the activity roll up from the current attempt of each SCO of the manifest (a SCO never ' +
          'launched is not started) ' +
          '(`cmi.core.lesson_status`; `cmi.completion_status`, `cmi.success_status`, `cmi.progress_measure`) and ' +
          'never go back. Bodies up to 1 MiB; larger is 413. ' +
          'A commit the player kept offline carries `recorded_at` (and its `Idempotency-Key`, whose replay answers the ' +
          'first answer): one whose attempt was closed meanwhile becomes a new attempt, one made after the stored ' +
          'commit arrived is stored above it (docs/server.md “Late records”). ' +
          ACCESS_DESCRIPTION,
        headers: idempotencyHeadersSchema,
        params: scormRuntimeParamsSchema,
        body: scormCommitSchema,
        response: { 200: scormCommitResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      const commit = async (tx: Parameters<Parameters<typeof withTransaction>[1]>[0]) => {
        const activity = await findOpenableScormActivity(tx, scope, request.params.activity_id);
        const owner = { userId: scope.userId, activityId: activity.id };
        let body = request.body;
        if (body.recorded_at !== undefined) {
          const at = lateRecordTime(body.recorded_at, await activityCreatedAt(tx, activity.id));
          body = await placeLateCommit(tx, owner, body, at);
        }
        const result = await commitRuntime(tx, owner, body);
        // The course's progress and status derive from its activities: a commit that moved this one moves it.
        await updateCourseState(tx, scope.userId, activity.courseId);
        return result;
      };
      // Commits sent at once come every few seconds and are retry-safe by their sequence: no key is recorded. A late
      // commit may become a new attempt, so its replay must answer the first answer: it is recorded by its key.
      if (request.body.recorded_at === undefined) return withTransaction(app.database.db, commit);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PUT', ACTIVITY_PATHS.runtime),
        requestHash: hashLateRecord(request),
        status: 200,
        schema: scormCommitResultSchema,
        work: commit,
      });
    },
  );
};
