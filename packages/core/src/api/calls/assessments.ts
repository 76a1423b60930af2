import {
  pendingDrillsResponseSchema,
  reactionOverviewSchema,
  savedAnswerSchema,
  submitAttemptResponseSchema,
  testAttemptSchema,
  testOverviewSchema,
} from '../../schemas/test-attempts.js';
import type {
  PendingDrillsResponse,
  QuestionAnswer,
  ReactionAnswersBody,
  ReactionOverview,
  SavedAnswer,
  SubmitAttemptResponse,
  TestAttempt,
  TestOverview,
} from '../../schemas/test-attempts.js';
import type { ApiClient } from '../api-client.js';
import { ASSESSMENT_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * Tests, quizzes and reaction evaluations (issue 21, docs/server.md "Tests and quizzes"). The server holds the
 * answers, the deadline and the outcome; these calls carry what the learner does.
 */

/** `GET /api/activities/{activity_id}/test/`: the test's rules and the learner's standing (an expired attempt is closed first). */
export function fetchTestOverview(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<TestOverview> {
  return client.requestJson(
    pathTo(ASSESSMENT_PATHS.test, { activity_id: activityId }),
    testOverviewSchema,
    withSignal(options),
  );
}

/**
 * `POST /api/activities/{activity_id}/test/attempts/`: starts an attempt, or resumes the one in progress (same
 * questions, answers and deadline) with a new lease for this tab. Refused with 409 `no_attempts_left`,
 * `test_blocked` or `test_already_passed` when no attempt may start.
 */
export function startTestAttempt(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<TestAttempt> {
  return client.requestJson(pathTo(ASSESSMENT_PATHS.testAttempts, { activity_id: activityId }), testAttemptSchema, {
    method: 'POST',
    ...withSignal(options),
  });
}

/**
 * `PUT /api/test-attempts/{attempt_id}/answers/{question_id}/`: saves one answer (the last saved counts). Refused
 * with 409 `attempt_moved` (another tab holds the attempt), `attempt_closed` (submitted) or `attempt_time_over`.
 */
export function saveTestAnswer(
  client: ApiClient,
  attempt: { readonly id: string; readonly lease: string },
  questionId: string,
  answer: QuestionAnswer,
  options?: TypedCallOptions,
): Promise<SavedAnswer> {
  return client.requestJson(
    pathTo(ASSESSMENT_PATHS.attemptAnswer, { attempt_id: attempt.id, question_id: questionId }),
    savedAnswerSchema,
    { method: 'PUT', json: { lease: attempt.lease, answer }, ...withSignal(options) },
  );
}

/**
 * `POST /api/test-attempts/{attempt_id}/submit/`: submits the attempt; the server scores it with what was saved
 * (by the deadline) and applies the test's mode. Retry-safe by its idempotency key.
 */
export function submitTestAttempt(
  client: ApiClient,
  attempt: { readonly id: string; readonly lease: string },
  options: WriteCallOptions,
): Promise<SubmitAttemptResponse> {
  return client.requestJson(
    pathTo(ASSESSMENT_PATHS.attemptSubmit, { attempt_id: attempt.id }),
    submitAttemptResponseSchema,
    { method: 'POST', json: { lease: attempt.lease }, ...writeOptions(options) },
  );
}

/** `GET /api/activities/{activity_id}/reaction/`: a reaction evaluation's questions and the learner's standing. */
export function fetchReaction(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<ReactionOverview> {
  return client.requestJson(
    pathTo(ASSESSMENT_PATHS.reaction, { activity_id: activityId }),
    reactionOverviewSchema,
    withSignal(options),
  );
}

/**
 * `POST /api/activities/{activity_id}/reaction/`: answers a reaction evaluation, once: a second time is 409
 * `already_reviewed` ('You already reviewed', spec §8), before the training is finished 409 `training_not_finished`.
 */
export function answerReaction(
  client: ApiClient,
  activityId: number | string,
  body: ReactionAnswersBody,
  options?: TypedCallOptions,
): Promise<ReactionOverview> {
  return client.requestJson(pathTo(ASSESSMENT_PATHS.reaction, { activity_id: activityId }), reactionOverviewSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** `GET /api/mandatory-tests/`: the caller's mandatory drills not passed yet (session flag `has_mandatory_drills`). */
export function fetchPendingDrills(client: ApiClient, options?: TypedCallOptions): Promise<PendingDrillsResponse> {
  return client.requestJson(ASSESSMENT_PATHS.mandatoryTests, pendingDrillsResponseSchema, withSignal(options));
}
