import { attemptsLeft } from '@campus/core/rules';
import type { ActivityStatus } from '@campus/core/rules';
import type { AttemptResult, TestDocument, TestOverview } from '@campus/core/schemas';
import type { ActivityUserStateRow, TestAttemptRow } from '../db/schema';
import type { TestRules } from './test-rules';

/** A submitted attempt as the wire tells it. */
export function attemptResultOf(row: TestAttemptRow): AttemptResult {
  if (row.status === 'in_progress' || row.submittedAt === null) throw new Error('attempt not submitted');
  return {
    attempt_id: row.id,
    number: row.number,
    score: row.score,
    status: row.status,
    late: row.late,
    submitted_at: row.submittedAt.toISOString(),
    questions: [...(row.reviews ?? [])],
  };
}

/** What decides whether another attempt may start (besides attempts left). */
function mayStartAgain(rules: TestRules, state: ActivityStatus | undefined): boolean {
  if (state === 'blocked') return false;
  // Passing a block or restart test ends it: its consequence is about failing; conventional tests and quizzes may
  // be taken again while attempts are left, to improve.
  if ((state === 'approved' || state === 'improved') && (rules.mode === 'block' || rules.mode === 'restart'))
    return false;
  return true;
}

/**
 * A test's overview for the learner: the rules (spec §3 Test), the attempts counted since the last restart, the
 * result (the activity's stored status: §4 results, `finished` for an unevaluated quiz), the best score, whether a
 * new attempt may start (or the open one be resumed), and the last submitted attempt with its review.
 */
export function testOverviewOf(input: {
  readonly activityId: number;
  readonly rules: TestRules;
  readonly document: TestDocument;
  readonly attempts: readonly TestAttemptRow[];
  readonly lastSubmitted: TestAttemptRow | undefined;
  readonly state: ActivityUserStateRow | undefined;
}): TestOverview {
  const { rules, attempts, state } = input;
  const open = attempts.find((attempt) => attempt.status === 'in_progress');
  const scores = attempts.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
  const left = attemptsLeft(attempts.length, rules.maximumAttempts);
  const status = state?.status;
  return {
    activity_id: input.activityId,
    mode: rules.mode,
    evaluated: rules.evaluated,
    general: rules.general,
    minimum_score: rules.minimumScore,
    qty_questions: rules.qtyQuestions,
    maximum_attempts: rules.maximumAttempts,
    qty_attempted: attempts.length,
    attempts_left: left,
    time_to_answer: rules.timeToAnswer,
    result: open ? 'in_progress' : (status ?? 'not_started'),
    best_score: scores.length === 0 ? null : Math.max(...scores),
    can_start: open !== undefined || ((left === null || left > 0) && mayStartAgain(rules, status)),
    in_progress: open ? { id: open.id, number: open.number, deadline: open.deadlineAt?.toISOString() ?? null } : null,
    last_result: input.lastSubmitted ? attemptResultOf(input.lastSubmitted) : null,
    support_materials: [...input.document.support_materials],
  };
}

/** Why no attempt may start, as the 409 code of the refusal. */
export function startRefusal(rules: TestRules, attempts: number, state: ActivityStatus | undefined) {
  if (state === 'blocked') return 'test_blocked' as const;
  if (!mayStartAgain(rules, state)) return 'test_already_passed' as const;
  const left = attemptsLeft(attempts, rules.maximumAttempts);
  return left === null || left > 0 ? null : ('no_attempts_left' as const);
}
