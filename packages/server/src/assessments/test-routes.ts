import { ASSESSMENT_PATHS } from '@campus/core/api';
import {
  pendingDrillsResponseSchema,
  saveAnswerBodySchema,
  savedAnswerSchema,
  submitAttemptBodySchema,
  submitAttemptResponseSchema,
  testAttemptSchema,
  testOverviewSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { hashLateRecord } from '../activities/progress/late-record';
import { requestScope } from '../shared/request-scope';
import { publishTrainingRankingChange } from '../shared/training-ranking-change';
import { OPENABLE_ACTIVITY_DESCRIPTION } from '../activities/runtime/runtime-access';
import { readPendingDrills } from './mandatory-drills';
import { readTestOverview, saveAttemptAnswer, startOrResumeAttempt, submitAttempt } from './attempt-service';

const tags = ['tests'];
const activityParamsSchema = z.object({ activity_id: z.coerce.number().int().min(1).max(2_147_483_647) });
const attemptParamsSchema = z.object({ attempt_id: z.string().max(64) });
const answerParamsSchema = attemptParamsSchema.extend({ question_id: z.string().max(64) });

/**
 * Tests and quizzes (docs/server.md "Tests and quizzes"): the overview, the start or resumption of an attempt, one
 * answer saved, the submission. The server holds the answer keys and the deadline and decides the outcome.
 */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ASSESSMENT_PATHS.mandatoryTests,
    {
      schema: {
        tags,
        summary: 'The caller’s mandatory drills not passed yet',
        description:
          'Tests whose document is `mandatory`, in the client’s published online courses, that the caller has not ' +
          'passed (nor is blocked in): the session’s `has_mandatory_drills`. `overdue` once `until` is past, when ' +
          '`has_close_banner_drills` turns false and the site leads the learner to the drill. Overdue ones first.',
        response: { 200: pendingDrillsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return { results: await readPendingDrills(app.database.db, scope.userId, scope.clientId) };
    },
  );

  app.get(
    ASSESSMENT_PATHS.test,
    {
      schema: {
        tags,
        summary: 'A test’s rules and the caller’s standing in it',
        description:
          'Minimum score, questions per attempt, attempts used and left, time to answer, the result (§4), the best ' +
          'score, whether an attempt may start, the open attempt and the last result with its review. An attempt ' +
          'whose time is over is scored first with what was saved. 404 `test_not_found` for an activity without a ' +
          `test. ${OPENABLE_ACTIVITY_DESCRIPTION} A block test the caller failed stays readable here (result ` +
          '`blocked`, no new attempt), though it is locked everywhere else.',
        params: activityParamsSchema,
        response: { 200: testOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) =>
        readTestOverview(tx, scope, request.params.activity_id, request.locale),
      );
    },
  );

  app.post(
    ASSESSMENT_PATHS.testAttempts,
    {
      schema: {
        tags,
        summary: 'Starts an attempt, or resumes the open one',
        description:
          'Resuming answers the same attempt (questions, saved answers, deadline and the seconds left) with a new ' +
          '`lease`: the tab that held it before is refused with 409 `attempt_moved`. A new attempt counts at once. ' +
          '409 `no_attempts_left`, `test_blocked` (a failed block test), `test_already_passed` (a passed block or ' +
          'restart test). Answer keys are never sent before submission.',
        params: activityParamsSchema,
        response: { 200: testAttemptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) =>
        startOrResumeAttempt(tx, scope, request.params.activity_id, request.locale),
      );
    },
  );

  app.put(
    ASSESSMENT_PATHS.attemptAnswer,
    {
      schema: {
        tags,
        summary: 'Saves one answer of an attempt',
        description:
          'The last saved answer counts. 404 `attempt_not_found` (unknown, or another person’s), 404 ' +
          '`question_not_in_attempt`, 409 `attempt_closed` (submitted), `attempt_moved` (another tab holds it), ' +
          '`attempt_time_over` (after the deadline nothing is saved), 400 `invalid_request` for an answer that does ' +
          'not fit the question (an unknown option, a repeated one, a text over 256 characters, an incomplete order). ' +
          'An answer kept offline carries `recorded_at`: it counts at that time — made by the deadline it is saved ' +
          'even when it arrives later, and it never replaces a later answer (422 `recorded_at_in_future`, ' +
          '`recorded_at_before_start` for an impossible time).',
        params: answerParamsSchema,
        body: saveAnswerBodySchema,
        response: { 200: savedAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) =>
        saveAttemptAnswer(tx, scope, {
          attemptId: request.params.attempt_id,
          questionId: request.params.question_id,
          lease: request.body.lease,
          answer: request.body.answer,
          ...(request.body.recorded_at === undefined ? {} : { recordedAt: request.body.recorded_at }),
        }),
      );
    },
  );

  app.post(
    ASSESSMENT_PATHS.attemptSubmit,
    {
      schema: {
        tags,
        summary: 'Submits an attempt: the server scores it and applies the test’s mode',
        description:
          'Scored with the answers saved (by the deadline: a late submission is accepted and marked `late`). ' +
          'block: failing the last attempt blocks the learner in the training (no certificate); restart: it resets ' +
          'the training’s progress (a general test: every course of its trails) and the count of attempts; ' +
          'conventional and evaluated quizzes: retry while attempts are left. A retry with the same ' +
          '`Idempotency-Key` replays the answer; another submission of a submitted attempt is 409 `attempt_closed`.',
        headers: idempotencyHeadersSchema,
        params: attemptParamsSchema,
        body: submitAttemptBodySchema,
        response: { 200: submitAttemptResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      const answer = await sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', ASSESSMENT_PATHS.attemptSubmit),
        requestHash: hashLateRecord(request),
        status: 200,
        schema: submitAttemptResponseSchema,
        work: (tx) =>
          submitAttempt(
            tx,
            scope,
            {
              attemptId: request.params.attempt_id,
              lease: request.body.lease,
              ...(request.body.recorded_at === undefined ? {} : { recordedAt: request.body.recorded_at }),
            },
            request.locale,
          ),
      });
      // A scored submission moves the training ranking (docs/server.md "Training ranking").
      void publishTrainingRankingChange(
        app.realtime,
        { clientId: scope.clientId, userIds: [scope.userId], reason: 'test_submitted' },
        request.log,
      );
      return answer;
    },
  );
};
