import type { CourseStatus } from './statuses.js';

/**
 * Course statuses that count as a finished training: a reward's mandatory training (spec §5 Rewards) is done
 * when its course or trail is `finished` or `improved`. The reward store shows it, the server decides by it.
 */
export const TRAINING_DONE_STATUSES = ['finished', 'improved'] as const satisfies readonly CourseStatus[];

/** Whether a course or trail status counts as a finished training (see {@link TRAINING_DONE_STATUSES}). */
export function isTrainingDone(status: string): boolean {
  return (TRAINING_DONE_STATUSES as readonly string[]).includes(status);
}
