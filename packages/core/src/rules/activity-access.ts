import { isActivityDone } from './activities.js';
import type { ActivityBlockReason, ActivityStatus } from './activities.js';
import { countsTowardsCourse, isCourseFinished } from './course-progress.js';
import { presentialStatusRules } from './presential-events.js';
import type { PresentialClassStatus } from './statuses.js';

/**
 * Why the player cannot open an activity, in the order they are checked:
 * - `not_enrolled`: the learner is not enrolled in the course (§8 'Não encontrado ou não possui permissão
 *   para acessar.');
 * - `sence_session_required`: a Chilean course flagged for SENCE opens its activities only while the learner has
 *   a SENCE session open today (§5 SENCE, issue 26);
 * - `presential_event_closed`: an in-person course whose status (§4 In-person classes) does not open its activities
 *   yet, or any more: scheduled, pre-scheduled, canceled (core's `presentialStatusRules`, issue 26);
 * - `activities_menu_blocked`: a started quiz may not be left (§3 Activity state `block_activities_menu`,
 *   §4 Test modes); only the current activity stays open;
 * - `block_test_failed`: the block test's attempts are all failed (§4 Test modes, §8 Quiz blocked);
 * - `awaiting_instructor`: the activity unlocks after an instructor's authorisation (§6 Instructors);
 * - `training_not_finished`: the reaction evaluation requires the training to be finished (§4 Test modes);
 * - `previous_activity_pending`: in a sequential course, an earlier activity is not done yet.
 */
export const ACTIVITY_LOCK_REASONS = [
  'not_enrolled',
  'sence_session_required',
  'presential_event_closed',
  'activities_menu_blocked',
  'block_test_failed',
  'awaiting_instructor',
  'training_not_finished',
  'previous_activity_pending',
] as const;

/** Why an activity cannot be opened. */
export type ActivityLockReason = (typeof ACTIVITY_LOCK_REASONS)[number];

/** Where an activity sits in its course: `hierarchy_order` as the API (a number) or the menu (`'1.2'`) writes it. */
export type HierarchyOrder = number | string;

/** One activity as the opening rule reads it, in the course's hierarchy order. */
export interface AccessActivity {
  readonly hierarchy_order: HierarchyOrder;
  readonly type: string;
  readonly status: ActivityStatus;
  readonly blocked_reason?: ActivityBlockReason | null;
}

/** What {@link activityAccess} decides on. */
export interface ActivityAccessInput {
  readonly enrolled: boolean;
  /** The course's activities in hierarchy order, with the learner's state (see `resolveActivityState`). */
  readonly activities: readonly AccessActivity[];
  /** Whether the course unlocks its activities one after the other. */
  readonly sequential?: boolean;
  /** `block_activities_menu`: a started quiz may not be left. */
  readonly blockActivitiesMenu?: boolean;
  /** The activity the player shows, if any: the one a blocked menu keeps open. */
  readonly current?: HierarchyOrder | null;
  /** A SENCE course whose learner has no SENCE session open today: every activity waits for one (§5 SENCE). */
  readonly senceSessionRequired?: boolean;
  /**
   * An in-person course's status (§4 In-person classes): under one that does not open the activities
   * (`presentialStatusRules(status).canOpenActivities`), every activity is locked (`presential_event_closed`).
   * Absent for every other kind of course.
   */
  readonly presentialStatus?: PresentialClassStatus | null;
}

/** Whether one activity can be opened and, when not, why. */
export type ActivityAccess =
  | { readonly hierarchy_order: HierarchyOrder; readonly open: true; readonly reason: null }
  | { readonly hierarchy_order: HierarchyOrder; readonly open: false; readonly reason: ActivityLockReason };

/**
 * Locks under which an activity still opens to be looked at, not taken: a failed block test shows its last result
 * and why no new attempt starts (its own overview stays readable on the server; every other route refuses it).
 */
export const VIEW_ONLY_LOCKS: readonly ActivityLockReason[] = ['block_test_failed'];

/**
 * Whether the player opens the activity: open, or locked only to new attempts ({@link VIEW_ONLY_LOCKS}).
 * @example opensToView({ hierarchy_order: 2, open: false, reason: 'block_test_failed' }) // true
 */
export const opensToView = (access: ActivityAccess): boolean => access.open || VIEW_ONLY_LOCKS.includes(access.reason);

/**
 * Whether an earlier activity lets a sequential course move on: it is done, or it is a block test failed
 * (a block test blocks the training, yet "other activities can still be finished", §4 Test modes).
 */
function clearsTheWay(activity: AccessActivity): boolean {
  return (
    isActivityDone(activity.status) ||
    (activity.status === 'blocked' && activity.blocked_reason !== 'awaiting_instructor')
  );
}

/** The first reason that locks one activity, or `null`. */
function lockOf(
  input: ActivityAccessInput,
  activity: AccessActivity,
  pendingBefore: boolean,
  trainingFinished: boolean,
): ActivityLockReason | null {
  if (!input.enrolled) return 'not_enrolled';
  if (input.senceSessionRequired === true) return 'sence_session_required';
  if (input.presentialStatus != null && !presentialStatusRules(input.presentialStatus).canOpenActivities)
    return 'presential_event_closed';
  if (input.blockActivitiesMenu === true && activity.hierarchy_order !== input.current)
    return 'activities_menu_blocked';
  if (activity.status === 'blocked') return activity.blocked_reason ?? 'block_test_failed';
  if (activity.type === 'reaction_evaluation' && !trainingFinished) return 'training_not_finished';
  // A done activity stays open for review ("Revisar") whatever comes before it.
  if (input.sequential === true && pendingBefore && !isActivityDone(activity.status))
    return 'previous_activity_pending';
  return null;
}

/**
 * For each activity of the course, in the order given, whether the player can open it and, when not, the
 * first reason of {@link ACTIVITY_LOCK_REASONS} that applies. A done activity can always be reopened by an
 * enrolled learner unless a started quiz holds the menu.
 * @example
 * activityAccess({ enrolled: true, sequential: true, activities: [
 *   { hierarchy_order: 1, type: 'pdf', status: 'in_progress' },
 *   { hierarchy_order: 2, type: 'video', status: 'not_started' },
 * ] }) // [{ …1, open: true }, { …2, open: false, reason: 'previous_activity_pending' }]
 */
export function activityAccess(input: ActivityAccessInput): ActivityAccess[] {
  const trainingFinished = isCourseFinished(input.activities);
  let pendingBefore = false;
  return input.activities.map((activity) => {
    const reason = lockOf(input, activity, pendingBefore, trainingFinished);
    if (countsTowardsCourse(activity.type) && !clearsTheWay(activity)) pendingBefore = true;
    return reason === null
      ? { hierarchy_order: activity.hierarchy_order, open: true, reason: null }
      : { hierarchy_order: activity.hierarchy_order, open: false, reason };
  });
}

/** The nearest openable activity from `current` in one direction, or `null`. */
function adjacentOpen(access: readonly ActivityAccess[], current: HierarchyOrder, step: 1 | -1): HierarchyOrder | null {
  const index = access.findIndex((entry) => entry.hierarchy_order === current);
  if (index === -1) return null;
  for (let at = index + step; at >= 0 && at < access.length; at += step) {
    const entry = access[at];
    if (entry?.open) return entry.hierarchy_order;
  }
  return null;
}

/**
 * The player's "next": the first activity after `current` that can be opened, skipping locked ones (the
 * menu shows those with their reason), or `null` at the end, when `current` is unknown, or when every
 * later one is locked (a blocked menu locks them all).
 * @example nextOpenActivity(activityAccess(input), 1) // 2
 */
export function nextOpenActivity(access: readonly ActivityAccess[], current: HierarchyOrder): HierarchyOrder | null {
  return adjacentOpen(access, current, 1);
}

/** The player's "previous": the nearest activity before `current` that can be opened, or `null` (see {@link nextOpenActivity}). */
export function previousOpenActivity(
  access: readonly ActivityAccess[],
  current: HierarchyOrder,
): HierarchyOrder | null {
  return adjacentOpen(access, current, -1);
}

/** How a learner enters a course from its page (spec §4 course actions "Iniciar", "Continuar", "Revisar"). */
export type CourseEntry = 'start' | 'continue' | 'review';

/**
 * The activity a course opens at: "Revisar" (a finished course) at its first openable activity; "Iniciar" and
 * "Continuar" at the first openable activity not done yet (the one in progress when the learner left it, since
 * earlier ones are done in a sequential course), else the first openable one. `null` when nothing can be opened
 * (not enrolled, every activity locked, no activity).
 * @example entryActivity(activities, access, 'continue') // 3: activities 1 and 2 are finished
 */
export function entryActivity(
  activities: readonly AccessActivity[],
  access: readonly ActivityAccess[],
  entry: CourseEntry,
): HierarchyOrder | null {
  const open = activities.filter((_, index) => access[index]?.open === true);
  const first = open[0]?.hierarchy_order ?? null;
  if (entry === 'review') return first;
  const pending = open.find((activity) => !isActivityDone(activity.status) && activity.status !== 'blocked');
  return pending?.hierarchy_order ?? first;
}
