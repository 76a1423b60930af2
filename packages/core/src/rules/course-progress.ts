import { isActivityDone } from './activities.js';
import type { ActivityBlockReason, ActivityStatus } from './activities.js';
import type { CourseStatus } from './statuses.js';

/** What the course rules read of each activity: its type and the learner's state in it (spec §3 Activity state). */
export interface CourseActivityState {
  readonly type: string;
  readonly status: ActivityStatus;
  /** 0–100; missing is 0 (100 when the status is done). */
  readonly progress?: number;
  /** Why a `blocked` activity is; a blocked one without a reason was blocked by its test. */
  readonly blocked_reason?: ActivityBlockReason | null;
}

/**
 * Whether an activity counts towards the course's progress and status. Every activity does except the
 * reaction evaluation: it "requires the training to be finished" (§4 Test modes), so it comes after the
 * finish and cannot be part of it.
 * @example countsTowardsCourse('reaction_evaluation') // false
 */
export function countsTowardsCourse(type: string): boolean {
  return type !== 'reaction_evaluation';
}

/** Whether a blocked activity blocks the course: a failed block test does; awaiting an instructor does not. */
function blockedByTest(activity: CourseActivityState): boolean {
  return activity.status === 'blocked' && activity.blocked_reason !== 'awaiting_instructor';
}

/**
 * Whether every counted activity of the course is done (finished, approved, improved): the training is
 * finished, the reaction evaluation opens (§4 Test modes). A course without counted activities is not.
 */
export function isCourseFinished(activities: readonly CourseActivityState[]): boolean {
  const counted = activities.filter((activity) => countsTowardsCourse(activity.type));
  return counted.length > 0 && counted.every((activity) => isActivityDone(activity.status));
}

/**
 * The course's progress, a whole percentage: the mean of its counted activities' progress, a done activity
 * counting 100 and any other its own progress (at most 99), floored, so 100 means every activity is done.
 * A course without counted activities is at 0.
 * @example courseProgress([{ type: 'pdf', status: 'finished' }, { type: 'video', status: 'in_progress', progress: 50 }]) // 75
 */
export function courseProgress(activities: readonly CourseActivityState[]): number {
  const counted = activities.filter((activity) => countsTowardsCourse(activity.type));
  if (counted.length === 0) return 0;
  const total = counted.reduce((sum, activity) => {
    if (isActivityDone(activity.status)) return sum + 100;
    const progress = activity.progress ?? 0;
    return sum + (Number.isFinite(progress) ? Math.min(99, Math.max(0, progress)) : 0);
  }, 0);
  return Math.floor(total / counted.length);
}

/**
 * The learner's status in the course from its counted activities (§4 Courses, §4 Test modes), first match:
 * 1. `blocked`: a block test's attempts all failed (the other activities can still be finished, but the
 *    course stays blocked: no certificate);
 * 2. `restarted`: a restart test's attempts all failed and the progress was reset;
 * 3. `improved` / `finished`: every activity done, `improved` when a test was improved;
 * 4. `reproved`: a test failed with attempts left (a conventional test retries until passed);
 * 5. `in_progress`: any activity started (any status but not started or awaiting the instructor, or progress);
 * 6. `not_started`.
 * @example courseStatus([{ type: 'block_test', status: 'blocked' }, { type: 'pdf', status: 'finished' }]) // 'blocked'
 */
export function courseStatus(activities: readonly CourseActivityState[]): CourseStatus {
  const counted = activities.filter((activity) => countsTowardsCourse(activity.type));
  if (counted.some(blockedByTest)) return 'blocked';
  if (counted.some((activity) => activity.status === 'restarted')) return 'restarted';
  if (isCourseFinished(counted)) {
    return counted.some((activity) => activity.status === 'improved') ? 'improved' : 'finished';
  }
  if (counted.some((activity) => activity.status === 'reproved')) return 'reproved';
  const started = counted.some(
    (activity) => (activity.status !== 'not_started' && activity.status !== 'blocked') || (activity.progress ?? 0) > 0,
  );
  return started ? 'in_progress' : 'not_started';
}
