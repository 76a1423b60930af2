import { gameAttemptSchema, gameMoveResponseSchema, gameOverviewSchema } from '../../schemas/game-attempts.js';
import type { GameAnswer, GameAttempt, GameMoveResponse, GameOverview } from '../../schemas/game-attempts.js';
import type { ApiClient } from '../api-client.js';
import { GAME_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * Games (issue 22, docs/server.md "Games"). The server holds the solution, checks each move, counts the errors and
 * ends the attempt; these calls carry what the learner does.
 */

/** `GET /api/activities/{activity_id}/game/`: the game's rules and the learner's standing in it. */
export function fetchGameOverview(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<GameOverview> {
  return client.requestJson(
    pathTo(GAME_PATHS.game, { activity_id: activityId }),
    gameOverviewSchema,
    withSignal(options),
  );
}

/**
 * `POST /api/activities/{activity_id}/game/attempts/`: starts an attempt, or resumes the one in progress (same board
 * and progress) with a new lease for this tab. A game passed may be played again while attempts are left; refused
 * with 409 `no_attempts_left` once they are used.
 */
export function startGameAttempt(
  client: ApiClient,
  activityId: number | string,
  options?: TypedCallOptions,
): Promise<GameAttempt> {
  return client.requestJson(pathTo(GAME_PATHS.gameAttempts, { activity_id: activityId }), gameAttemptSchema, {
    method: 'POST',
    ...withSignal(options),
  });
}

/**
 * `POST /api/game-attempts/{attempt_id}/moves/`: one move; the server says whether it was right, counts the error
 * and ends the game when it is won or the errors run out. Retry-safe by its idempotency key (a retried move counts
 * once). Refused with 409 `attempt_moved` (another tab holds the attempt) or `attempt_closed` (the game is over).
 */
export function sendGameMove(
  client: ApiClient,
  attempt: { readonly id: string; readonly lease: string },
  move: { readonly item: string; readonly answer: GameAnswer },
  options: WriteCallOptions,
): Promise<GameMoveResponse> {
  return client.requestJson(pathTo(GAME_PATHS.gameMove, { attempt_id: attempt.id }), gameMoveResponseSchema, {
    method: 'POST',
    json: { lease: attempt.lease, item: move.item, answer: move.answer },
    ...writeOptions(options),
  });
}
