import { randomBytes } from 'node:crypto';
import {
  applyGameMove,
  attemptsLeft,
  dealGame,
  gameEnd,
  gameOutcome,
  gameProgress,
  INITIAL_GAME_STATE,
} from '@campus/core/rules';
import type { MoveRefusal } from '@campus/core/rules';
import type { GameAnswer, GameAttempt, GameMoveResponse, GameOverview } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { gameAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { updateCourseState } from '../activities/progress/course-state';
import { findOpenableActivity } from '../activities/runtime/runtime-access';
import {
  activityStateAfter,
  markActivityStarted,
  storedActivityState,
  writeActivityState,
} from '../shared/activity-outcome';
import { newLease } from '../shared/attempt-lease';
import { readGameDocument } from './game-document-store';
import { gameAttemptWire, gameOverviewOf, gameResultOf } from './game-overview';
import { lateRecordTime } from '../activities/progress/late-record';
import {
  countedGameAttempts,
  gameOfAttempt,
  lastFinishedGameAttempt,
  lockedGameAttempt,
  lockLearnerGame,
  storedCourseState,
} from './game-store';

/*
 * The game API (docs/server.md "Games"). The server holds the solution: it deals the board, judges each move with
 * core's engine, counts the errors and ends the attempt, and writes the outcome to the activity and the course,
 * all in the caller's transaction.
 */

/** A number in [0, 1) from the crypto generator (48 bits): nobody predicts a deal. */
const cryptoRandom = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

/** The game activity `activityId` if the caller may open it (the player's rule), with its document; else 404. */
async function openGame(tx: CampusTransaction, scope: RequestScope, activityId: number) {
  const activity = await findOpenableActivity(tx, scope, activityId);
  return { activity, game: await readGameDocument(tx, activity) };
}

/** `GET .../game/`: the rules and the caller's standing. */
export async function readGameOverview(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<GameOverview> {
  const { activity, game } = await openGame(tx, scope, activityId);
  return gameOverviewOf({
    activityId: activity.id,
    game,
    attempts: await countedGameAttempts(tx, scope.userId, activity.id),
    lastFinished: await lastFinishedGameAttempt(tx, scope.userId, activity.id),
    state: await storedActivityState(tx, scope.userId, activity.id),
  });
}

/**
 * `POST .../game/attempts/`: resumes the open attempt with a new lease (the same board and progress), or deals a
 * new one while attempts are left (else 409 `no_attempts_left`). Starting counts as an attempt at once, so leaving
 * never grants a free one; a pass already made does not stop another game.
 */
export async function startOrResumeGameAttempt(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
  locale: string,
): Promise<GameAttempt> {
  const { activity, game } = await openGame(tx, scope, activityId);
  await lockLearnerGame(tx, scope.userId, activity.id);
  const attempts = await countedGameAttempts(tx, scope.userId, activity.id);
  const open = attempts.find((row) => row.status === 'in_progress');
  if (open) {
    const [resumed] = await tx
      .update(gameAttempts)
      .set({ lease: newLease() })
      .where(eq(gameAttempts.id, open.id))
      .returning();
    if (!resumed) throw new Error('game attempt vanished under its lock');
    return gameAttemptWire(resumed, game, locale);
  }
  if (attemptsLeft(attempts.length, game.document.maximum_attempts) === 0) {
    throw new ApiError(409, 'no_attempts_left');
  }
  const { board, secret } = dealGame(game, cryptoRandom);
  const [created] = await tx
    .insert(gameAttempts)
    .values({
      userId: scope.userId,
      activityId: activity.id,
      courseId: activity.courseId,
      number: attempts.length + 1,
      lease: newLease(),
      board,
      secret,
      state: INITIAL_GAME_STATE,
      startedAt: new Date(),
    })
    .returning();
  if (!created) throw new Error('game attempt not created');
  if (await markActivityStarted(tx, scope.userId, activity.id)) {
    await updateCourseState(tx, scope.userId, activity.courseId);
  }
  return gameAttemptWire(created, game, locale);
}

/** The refusal of a move that means nothing, as the API answers it (the state is unchanged, no error counted). */
function refusalError(refusal: MoveRefusal): ApiError {
  switch (refusal) {
    case 'unknown_item':
      return new ApiError(400, 'invalid_request', {}, { fields: ['body.item'] });
    case 'invalid_answer':
      return new ApiError(400, 'invalid_request', {}, { fields: ['body.answer'] });
    case 'item_closed':
      return new ApiError(409, 'item_closed');
  }
}

/**
 * `POST /api/game-attempts/{attempt_id}/moves/`: judges one move of the attempt held by `lease` and stores the new
 * state; when the game is over (won, or the errors ran out) finishes the attempt: its score and status (core's
 * `gameOutcome`), the activity's state (never below a pass already made) and the course's. 404 `attempt_not_found`
 * for an unknown id or another person's attempt (alike), 409 `attempt_closed` once over, 409 `attempt_moved` when
 * another tab resumed it. The game lock is taken before the attempt's row, like every other writer of the game.
 */
export async function playGameMove(
  tx: CampusTransaction,
  scope: RequestScope,
  input: { attemptId: string; lease: string; item: string; answer: GameAnswer; recordedAt?: string },
  locale: string,
): Promise<GameMoveResponse> {
  const activityId = await gameOfAttempt(tx, scope.userId, input.attemptId);
  if (activityId === undefined) throw new ApiError(404, 'attempt_not_found');
  await lockLearnerGame(tx, scope.userId, activityId);
  const attempt = await lockedGameAttempt(tx, scope.userId, input.attemptId);
  if (!attempt) throw new ApiError(404, 'attempt_not_found');
  if (attempt.status !== 'in_progress') throw new ApiError(409, 'attempt_closed');
  if (attempt.lease !== input.lease) throw new ApiError(409, 'attempt_moved');
  // A move kept offline (docs/server.md "Late records") is judged in its turn, on the board it was made on; it
  // ends the game at the time it was made.
  const playedAt = lateRecordTime(input.recordedAt, attempt.startedAt);
  const { activity, game } = await openGame(tx, scope, attempt.activityId);
  const played = applyGameMove(game, attempt.secret, attempt.state, { item: input.item, answer: input.answer }, locale);
  if ('refusal' in played) throw refusalError(played.refusal);
  const progress = gameProgress(game, attempt.secret, played.state, locale);
  if (gameEnd(game, attempt.secret, played.state, locale) === null) {
    await tx.update(gameAttempts).set({ state: played.state }).where(eq(gameAttempts.id, attempt.id));
    const state = await storedActivityState(tx, scope.userId, activity.id);
    return {
      move: played.outcome,
      progress,
      result: null,
      activity: { id: activity.id, status: state?.status ?? 'in_progress', progress: state?.progress ?? 0 },
      course: await storedCourseState(tx, scope.userId, activity.courseId),
    };
  }
  const outcome = gameOutcome(game, attempt.secret, played.state, locale);
  const [finished] = await tx
    .update(gameAttempts)
    .set({
      state: played.state,
      status: outcome.status,
      score: outcome.score,
      won: outcome.won,
      finishedAt: playedAt,
    })
    .where(eq(gameAttempts.id, attempt.id))
    .returning();
  if (!finished) throw new Error('game attempt vanished under its lock');
  const earlierScores = (await countedGameAttempts(tx, scope.userId, activity.id)).flatMap((row) =>
    row.id === attempt.id || row.score === null ? [] : [row.score],
  );
  const previous = await storedActivityState(tx, scope.userId, activity.id);
  const state = activityStateAfter(
    outcome.status,
    outcome.score,
    previous,
    earlierScores.length === 0 ? null : Math.max(...earlierScores),
  );
  await writeActivityState(tx, scope.userId, activity.id, state);
  const course = await updateCourseState(tx, scope.userId, activity.courseId);
  return {
    move: played.outcome,
    progress,
    result: gameResultOf(finished, game),
    activity: { id: activity.id, status: state.status, progress: state.progress },
    course: { id: course.id, status: course.status, progress: course.progress },
  };
}
