import { TEST_RESULTS } from './attempts.js';

/**
 * Activity types of a course, grouped as the specification lists them.
 * @see SPECIFICATION §3 Activity types
 */
export const ACTIVITY_TYPE_GROUPS = {
  media: [
    'pdf',
    'video',
    'audio',
    'youtube',
    'vimeo',
    'wowza',
    'scorm',
    'scorm_cloud',
    'html',
    'flash',
    'ppt',
    'linkedin_slidshare',
  ],
  test: [
    'conventional_test',
    'block_test',
    'restart_test',
    'evaluated_quiz',
    'unevaluated_quiz',
    'block_general_test',
    'restart_general_test',
  ],
  other: [
    'reaction_evaluation',
    'webcast',
    'webinar',
    'opened_live_class',
    'closed_live_class',
    'live_class',
    'presential_event',
  ],
  game: [
    'drag_and_drop',
    'drag_the_words',
    'find_the_pairs',
    'this_or_that',
    'fill_in_the_blanks',
    'true_or_false',
    'flashcards',
    'enigma',
  ],
} as const;

/** A group of activity types: files and media, tests, other, games. */
export type ActivityTypeGroup = keyof typeof ACTIVITY_TYPE_GROUPS;

/** A kind of activity. */
export type ActivityType = (typeof ACTIVITY_TYPE_GROUPS)[ActivityTypeGroup][number];

/** Every activity type, in the order of spec §3. */
export const ACTIVITY_TYPES: readonly ActivityType[] = Object.values(ACTIVITY_TYPE_GROUPS).flat();

/**
 * The group an activity type belongs to.
 * @example activityTypeGroup('block_test') // 'test'
 */
export function activityTypeGroup(type: ActivityType): ActivityTypeGroup {
  for (const [group, types] of Object.entries(ACTIVITY_TYPE_GROUPS)) {
    if ((types as readonly string[]).includes(type)) return group as ActivityTypeGroup;
  }
  return 'other';
}

/**
 * A learner's status in one activity: `finished` for activities without a score, and the test results of §4
 * "Test modes" (not started, in progress, approved, reproved, improved, blocked, restarted).
 * @see SPECIFICATION §4 Courses, §4 Test modes
 */
export const ACTIVITY_STATUSES = ['finished', ...TEST_RESULTS] as const;

/** An activity status. */
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * Why an activity is blocked: the learner failed every attempt of a block test (§4 "Test modes": blocked in
 * the training, other activities can still be finished), or the activity unlocks only after an instructor's
 * authorisation (§6 Instructors).
 */
export const ACTIVITY_BLOCK_REASONS = ['block_test_failed', 'awaiting_instructor'] as const;

/** Why an activity is blocked. */
export type ActivityBlockReason = (typeof ACTIVITY_BLOCK_REASONS)[number];

/** Whether an activity's status counts as done (finished, or a test passed or improved). */
export function isActivityDone(status: ActivityStatus): boolean {
  return status === 'finished' || status === 'approved' || status === 'improved';
}

/**
 * Whether the learner may open an activity in the player: enrolled in its course, and the activity is not
 * blocked. A blocked course (after a block test) still lets the other activities be finished (§4 Test modes).
 * @example canOpenActivity({ enrolled: true }, { status: 'blocked' }) // false
 */
export function canOpenActivity(course: { enrolled: boolean }, activity: { status: ActivityStatus }): boolean {
  return course.enrolled && activity.status !== 'blocked';
}
