import type { ActivityStatus } from '@campus/core/rules';

/** A learner's state in an activity: its status and progress percentage. */
export interface ActivityState {
  readonly status: ActivityStatus;
  readonly progress: number;
}

/** How far each status is along; a merge keeps the furthest. Statuses a commit never yields rank lowest. */
const RANK: Partial<Record<ActivityStatus, number>> = {
  not_started: 0,
  in_progress: 1,
  reproved: 2,
  finished: 3,
  approved: 4,
  improved: 4,
};

/**
 * The state to store after a SCORM commit: the further of the stored status and the one the data model gives
 * (a finished activity stays finished when the learner reviews it in a new attempt; a failed one becomes
 * approved when passed), and the greater progress. Without a stored state the new one is taken as it is.
 */
export function mergeActivityState(stored: ActivityState | undefined, next: ActivityState): ActivityState {
  if (!stored) return next;
  const further = (RANK[next.status] ?? 0) > (RANK[stored.status] ?? 0) ? next.status : stored.status;
  return { status: further, progress: Math.max(stored.progress, next.progress) };
}
