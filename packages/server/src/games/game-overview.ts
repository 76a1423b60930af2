import { attemptsLeft, gameProgress, gameSolution } from '@campus/core/rules';
import type { GameAttempt, GameOverview, GameResult, TypedGameDocument } from '@campus/core/schemas';
import type { ActivityUserStateRow, GameAttemptRow } from '../db/schema';

/** An attempt as the tab holding its lease sees it: the board dealt (no solution) and where it stands. */
export function gameAttemptWire(row: GameAttemptRow, game: TypedGameDocument, locale: string): GameAttempt {
  return {
    id: row.id,
    number: row.number,
    lease: row.lease,
    started_at: row.startedAt.toISOString(),
    board: row.board,
    progress: gameProgress(game, row.secret, row.state, locale),
  };
}

/** A finished attempt as the wire tells it, with the solution (the game is over: nothing left to hide). */
export function gameResultOf(row: GameAttemptRow, game: TypedGameDocument): GameResult {
  if (row.status === 'in_progress' || row.finishedAt === null || row.score === null || row.won === null) {
    throw new Error('game attempt not finished');
  }
  return {
    attempt_id: row.id,
    number: row.number,
    score: row.score,
    status: row.status,
    won: row.won,
    errors: row.state.errors,
    finished_at: row.finishedAt.toISOString(),
    solution: gameSolution(game, row.secret),
  };
}

/**
 * A game's overview for the learner: the rules of its document, the attempts counted since the last training
 * reset, the result (the activity's stored status, `in_progress` while an attempt is open), the best score,
 * whether an attempt may start (or the open one be resumed), and the last finished attempt with its solution. A
 * pass does not end a game: it may be played again while attempts are left.
 */
export function gameOverviewOf(input: {
  readonly activityId: number;
  readonly game: TypedGameDocument;
  readonly attempts: readonly GameAttemptRow[];
  readonly lastFinished: GameAttemptRow | undefined;
  readonly state: ActivityUserStateRow | undefined;
}): GameOverview {
  const { game, attempts } = input;
  const { document } = game;
  const open = attempts.find((attempt) => attempt.status === 'in_progress');
  const scores = attempts.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
  const left = attemptsLeft(attempts.length, document.maximum_attempts);
  return {
    activity_id: input.activityId,
    type: game.type,
    instructions: document.instructions ?? null,
    errors_allowed: document.errors_allowed,
    minimum_score: document.minimum_score,
    maximum_attempts: document.maximum_attempts,
    qty_attempted: attempts.length,
    attempts_left: left,
    result: open ? 'in_progress' : (input.state?.status ?? 'not_started'),
    best_score: scores.length === 0 ? null : Math.max(...scores),
    can_start: open !== undefined || left === null || left > 0,
    in_progress: open ? { id: open.id, number: open.number } : null,
    last_result: input.lastFinished ? gameResultOf(input.lastFinished, game) : null,
  };
}
