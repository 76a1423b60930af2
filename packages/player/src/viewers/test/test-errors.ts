import { isFinalAnswer } from '@campus/core';
import { conflictCode } from '../shared/conflict-code.js';

export { conflictCode };

/** The refusals of an attempt itself: saving or submitting cannot go on with this tab's lease. */
export const ATTEMPT_STOPS = ['attempt_moved', 'attempt_closed', 'attempt_time_over'] as const;

/** A refusal of an attempt. */
export type AttemptStop = (typeof ATTEMPT_STOPS)[number];

/** The refusal of the attempt itself behind `error`, if it is one. */
export function attemptStop(error: unknown): AttemptStop | undefined {
  const code = conflictCode(error);
  return (ATTEMPT_STOPS as readonly string[]).includes(code ?? '') ? (code as AttemptStop) : undefined;
}

/** Whether the server refused a save for good (a 4xx that is not a refusal of the attempt): no retry helps. */
export function refusedForGood(error: unknown): boolean {
  return isFinalAnswer(error) && attemptStop(error) === undefined;
}
