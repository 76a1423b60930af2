import { GAME_PATHS } from '@campus/core/api';
import {
  gameAttemptSchema,
  gameMoveBodySchema,
  gameMoveResponseSchema,
  gameOverviewSchema,
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
import { playGameMove, readGameOverview, startOrResumeGameAttempt } from './game-service';

const tags = ['games'];
const activityParamsSchema = z.object({ activity_id: z.coerce.number().int().min(1).max(2_147_483_647) });
const attemptParamsSchema = z.object({ attempt_id: z.string().max(64) });

/**
 * Games (docs/server.md "Games"): the overview, the start or resumption of an attempt, one move. The server holds
 * the solution, judges every move with core's engine and decides the outcome.
 */
export const gamePlayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GAME_PATHS.game,
    {
      schema: {
        tags,
        summary: 'A game’s rules and the caller’s standing in it',
        description:
          'Type, instructions, errors allowed, minimum score, attempts used and left, the result (§4), the best ' +
          'score, whether an attempt may start, the open attempt, and the last result with its solution. 404 ' +
          `\`game_not_found\` for an activity that is not a game or has no game document. ${OPENABLE_ACTIVITY_DESCRIPTION}`,
        params: activityParamsSchema,
        response: { 200: gameOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) => readGameOverview(tx, scope, request.params.activity_id));
    },
  );

  app.post(
    GAME_PATHS.gameAttempts,
    {
      schema: {
        tags,
        summary: 'Starts a game attempt, or resumes the open one',
        description:
          'Resuming answers the same attempt (board and progress) with a new `lease`: the tab that held it before ' +
          'is refused with 409 `attempt_moved`. A new attempt is dealt at random and counts at once; 409 ' +
          '`no_attempts_left` once `maximum_attempts` are used (a pass does not end the game: it may be played ' +
          'again while attempts are left). The board holds no solution.',
        params: activityParamsSchema,
        response: { 200: gameAttemptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) =>
        startOrResumeGameAttempt(tx, scope, request.params.activity_id, request.locale),
      );
    },
  );

  app.post(
    GAME_PATHS.gameMove,
    {
      schema: {
        tags,
        summary: 'Plays one move of a game attempt',
        description:
          'The server judges the move, counts an error when it is wrong, and ends the attempt when every item is ' +
          'done (won) or the errors exceed `errors_allowed` (lost): the answer then has the `result` with the ' +
          'solution, and the activity’s and course’s new state (a pass already made stands). A tampered answer (an ' +
          'unknown zone, category, word or card, a wrong type) is a wrong answer. 400 `invalid_request` for an ' +
          'item not in the game (`body.item`) or an answer of no use (`body.answer`: an empty text, a card matched ' +
          'with itself, an enigma letter that is not one letter); 409 `item_closed` for an item already done; 404 ' +
          '`attempt_not_found` (unknown, or another person’s); 409 `attempt_closed` (over), `attempt_moved` ' +
          '(another tab holds it). A retry with the same `Idempotency-Key` replays the answer and counts once. A move ' +
          'kept offline carries `recorded_at` (422 `recorded_at_in_future`, `recorded_at_before_start`).',
        headers: idempotencyHeadersSchema,
        params: attemptParamsSchema,
        body: gameMoveBodySchema,
        response: { 200: gameMoveResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', GAME_PATHS.gameMove),
        requestHash: hashLateRecord(request),
        status: 200,
        schema: gameMoveResponseSchema,
        work: (tx) =>
          playGameMove(
            tx,
            scope,
            {
              attemptId: request.params.attempt_id,
              lease: request.body.lease,
              item: request.body.item,
              answer: request.body.answer,
              ...(request.body.recorded_at === undefined ? {} : { recordedAt: request.body.recorded_at }),
            },
            request.locale,
          ),
        // A finished game moves the activity and maybe the course: the training ranking (docs/server.md
        // "Training ranking") reloads.
        afterCommit: (answer) => {
          if (answer.result === null) return;
          void publishTrainingRankingChange(
            app.realtime,
            { clientId: scope.clientId, userIds: [scope.userId], reason: 'game_finished' },
            request.log,
          );
        },
      });
    },
  );
};
