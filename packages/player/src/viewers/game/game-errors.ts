import { conflictCode } from '../shared/conflict-code.js';

export { conflictCode };

/** The refusals of an attempt itself: no move can go on with this tab's lease. */
export const GAME_ATTEMPT_STOPS = ['attempt_moved', 'attempt_closed'] as const;

/** A refusal of an attempt. */
export type GameAttemptStop = (typeof GAME_ATTEMPT_STOPS)[number];

/** The refusals of a start the overview explains in its own words (`player-game.errors.*`). */
export const GAME_START_REFUSALS = ['no_attempts_left'] as const;

/** The refusal of the attempt itself behind `error`, if it is one. */
export function gameAttemptStop(error: unknown): GameAttemptStop | undefined {
  const code = conflictCode(error);
  return (GAME_ATTEMPT_STOPS as readonly string[]).includes(code ?? '') ? (code as GameAttemptStop) : undefined;
}
