import type { ActivityStatus, ActivityType, CourseStatus } from '@campus/core/rules';
import type { CampusTransaction } from '../../db/database';
import { activityUserStates, courseActivities } from '../../db/schema';
import type { ActivityUserStateRow } from '../../db/schema';
import type { DemoState } from './demo-catalogue-items';

/** One demo activity before it has an id. */
interface ActivitySpec {
  readonly title: string;
  readonly type: ActivityType;
  readonly durationMinutes: number | null;
  readonly requiresAuthorization: boolean;
  /** The course's test (its result carries the course's reproved, blocked, restarted or improved status). */
  readonly isTest: boolean;
  /** The reaction assessment, which needs the training finished (spec §4 Test modes). */
  readonly isReaction: boolean;
}

const OPENINGS: readonly ActivityType[] = ['video', 'youtube', 'vimeo'];
const MATERIALS: readonly ActivityType[] = ['pdf', 'ppt', 'audio'];
// Every game type rotates here too (their documents: demo-games.ts), so games turn up across the catalogue.
const PRACTICE: readonly ActivityType[] = [
  'scorm',
  'html',
  'drag_and_drop',
  'find_the_pairs',
  'true_or_false',
  'this_or_that',
  'fill_in_the_blanks',
  'drag_the_words',
  'flashcards',
  'enigma',
];
const TESTS: readonly ActivityType[] = ['evaluated_quiz', 'conventional_test', 'block_test', 'restart_test'];

/** The test a course's status needs: a block test blocks, a restart test restarts, a conventional one reproves. */
const TEST_FOR_STATUS: Partial<Record<CourseStatus, ActivityType>> = {
  blocked: 'block_test',
  restarted: 'restart_test',
  reproved: 'conventional_test',
};

const spec = (title: string, type: ActivityType, durationMinutes: number | null, more: Partial<ActivitySpec> = {}) => ({
  title,
  type,
  durationMinutes,
  requiresAuthorization: false,
  isTest: false,
  isReaction: false,
  ...more,
});

/**
 * The activities of demo course `number` (1-based): an opening video, a material, a practice (module or
 * game), on every fifth course a practice with the instructor that needs authorisation (spec §6), a test and
 * the reaction assessment. Types rotate so the demo shows every group of spec §3.
 */
export function demoActivitySpecs(number: number, learnerStatus: CourseStatus | undefined): ActivitySpec[] {
  const pick = (types: readonly ActivityType[]) => types[number % types.length] ?? types[0] ?? 'video';
  const test = (learnerStatus && TEST_FOR_STATUS[learnerStatus]) ?? pick(TESTS);
  return [
    spec('Boas-vindas e objetivos', pick(OPENINGS), 5 + (number % 4) * 2),
    spec('Material de apoio', pick(MATERIALS), 10 + (number % 3) * 5),
    spec('Prática guiada', pick(PRACTICE), 15),
    ...(number % 5 === 0 ? [spec('Prática com o instrutor', 'live_class', 60, { requiresAuthorization: true })] : []),
    spec('Avaliação final', test, null, { isTest: true }),
    spec('Avaliação de reação', 'reaction_evaluation', 3, { isReaction: true }),
  ];
}

type StateRow = Pick<ActivityUserStateRow, 'userId' | 'activityId' | 'status' | 'progress' | 'blockedReason'>;

/**
 * A learner's activity states that agree with their course status and progress (spec §4): finished or
 * improved courses have every activity done; a course in progress has its first activities done and the next
 * one started; a blocked, reproved or restarted course got there on its test.
 */
export function demoActivityStates(
  userId: number,
  activities: readonly (ActivitySpec & { id: number })[],
  status: CourseStatus,
  progress: number,
): StateRow[] {
  const row = (activityId: number, state: ActivityStatus, percent: number): StateRow => ({
    userId,
    activityId,
    status: state,
    progress: percent,
    blockedReason: state === 'blocked' ? 'block_test_failed' : null,
  });
  if (status === 'not_started') return [];
  if (status === 'finished' || status === 'improved') {
    return activities.map((activity) =>
      row(activity.id, activity.isTest ? (status === 'improved' ? 'improved' : 'approved') : 'finished', 100),
    );
  }
  const testIndex = activities.findIndex((activity) => activity.isTest);
  if (status === 'blocked' || status === 'reproved') {
    // Everything before the test is done; the test's last attempt failed (block) or one failed (conventional).
    return activities
      .slice(0, testIndex + 1)
      .map((activity) => (activity.isTest ? row(activity.id, status, 100) : row(activity.id, 'finished', 100)));
  }
  if (status === 'restarted') {
    // Failing every attempt of a restart test reset the progress: the learner is back at the start.
    const test = activities[testIndex];
    const first = activities[0];
    return [
      ...(first ? [row(first.id, 'in_progress', progress)] : []),
      ...(test ? [row(test.id, 'restarted', 0)] : []),
    ];
  }
  // In progress: the share of activities before the test that the progress covers is done, the next started.
  const learning = activities.slice(0, testIndex);
  const done = Math.min(learning.length, Math.floor((progress / 100) * learning.length));
  const rows = learning.slice(0, done).map((activity) => row(activity.id, 'finished', 100));
  const next = learning[done];
  // An activity awaiting the instructor stays blocked (no row) until authorised.
  if (next && !next.requiresAuthorization) rows.push(row(next.id, 'in_progress', 50));
  return rows;
}

/**
 * Demo step (inside the courses step): the activities of every demo course, and the activity states of the
 * demo users that have a status in a course.
 */
export async function seedDemoCourseActivities(
  tx: CampusTransaction,
  courseIds: readonly number[],
  states: readonly DemoState[],
  learnerStatusOf: (number: number) => CourseStatus | undefined,
): Promise<void> {
  const byCourse = new Map<number, (ActivitySpec & { id: number })[]>();
  for (const [index, courseId] of courseIds.entries()) {
    const specs = demoActivitySpecs(index + 1, learnerStatusOf(index + 1));
    const rows = await tx
      .insert(courseActivities)
      .values(
        specs.map((activity, order) => ({
          courseId,
          hierarchyOrder: order + 1,
          title: activity.title,
          type: activity.type,
          durationMinutes: activity.durationMinutes,
          requiresAuthorization: activity.requiresAuthorization,
        })),
      )
      .returning({ id: courseActivities.id, order: courseActivities.hierarchyOrder });
    byCourse.set(
      courseId,
      specs.map((activity, order) => ({ ...activity, id: rows.find((entry) => entry.order === order + 1)?.id ?? 0 })),
    );
  }
  const rows = states.flatMap((state) => {
    const activities = byCourse.get(state.itemId);
    if (!activities || state.status === undefined) return [];
    return demoActivityStates(state.userId, activities, state.status, state.progress ?? 0);
  });
  if (rows.length > 0) await tx.insert(activityUserStates).values(rows);
}
