import {
  answerFits,
  isAnswerCorrect,
  resolveAttempt,
  rightAnswer,
  scoreAnswers,
  VIEW_ONLY_LOCKS,
} from '@campus/core/rules';
import type {
  QuestionAnswer,
  QuestionReview,
  SavedAnswer,
  SubmitAttemptResponse,
  TestAttempt,
  TestOverview,
} from '@campus/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { testAttempts } from '../db/schema';
import type { StoredAttemptStatus, TestAttemptRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { updateCourseState } from '../activities/progress/course-state';
import { findOpenableActivity } from '../activities/runtime/runtime-access';
import type { OpenableActivity } from '../activities/runtime/runtime-access';
import { awardBadges } from '../achievements/badge-awards';
import {
  activityStateAfter,
  markActivityStarted,
  storedActivityState,
  writeActivityState,
} from '../shared/activity-outcome';
import { newLease } from '../shared/attempt-lease';
import { attemptQuestions, drawAttempt, questionForLearner } from './attempt-draw';
import { countedAttempts, lastSubmittedAttempt, lockLearnerTest } from './attempt-store';
import { readTestDocument } from './test-document-store';
import { attemptResultOf, startRefusal, testOverviewOf } from './test-overview';
import { testRulesOf } from './test-rules';
import type { TestRules } from './test-rules';
import { coursesToReset, resetTrainingProgress } from './training-reset';
import { lateRecordTime } from '../activities/progress/late-record';

/*
 * The attempt API (docs/server.md "Tests and quizzes"). The server decides: it draws the questions, keeps the
 * answers with the time they were saved, fixes the deadline when the attempt starts, scores with core's rules and
 * applies the test's mode to the activity and the training, all in the caller's transaction.
 */

/**
 * The test activity `activityId` if the caller may open it (the player's rule), else 404 for other types. With
 * `readable`, a failed block test too (core's `VIEW_ONLY_LOCKS`), so its overview can say why no attempt starts.
 */
async function openTest(tx: CampusTransaction, scope: RequestScope, activityId: number, readable = false) {
  const activity = await findOpenableActivity(tx, scope, activityId, readable ? VIEW_ONLY_LOCKS : []);
  const document = await readTestDocument(tx, activity.id);
  return { activity, document, rules: testRulesOf(activity.type, document) };
}

/** Whether an attempt's time is over at `now` (never for an attempt without a deadline). */
const isOverdue = (attempt: TestAttemptRow, now: Date) => attempt.deadlineAt !== null && now > attempt.deadlineAt;

/** The attempt as the tab holding `lease` sees it: its questions, its answers, and the seconds left by the server's clock. */
function attemptWire(
  attempt: TestAttemptRow,
  document: Parameters<typeof attemptQuestions>[0],
  now: Date,
): TestAttempt {
  return {
    id: attempt.id,
    number: attempt.number,
    lease: attempt.lease,
    started_at: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt?.toISOString() ?? null,
    seconds_left:
      attempt.deadlineAt === null
        ? null
        : Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
    questions: attemptQuestions(document, attempt.questionIds).map((question) =>
      questionForLearner(question, attempt.optionOrders[question.id]),
    ),
    answers: Object.fromEntries(Object.entries(attempt.answers).map(([id, saved]) => [id, saved.answer])),
  };
}

/** The overview after whatever just happened, read in the same transaction. */
async function overviewOf(
  tx: CampusTransaction,
  userId: number,
  activity: OpenableActivity,
  document: Parameters<typeof attemptQuestions>[0],
  rules: TestRules,
): Promise<TestOverview> {
  return testOverviewOf({
    activityId: activity.id,
    rules,
    document,
    attempts: await countedAttempts(tx, userId, activity.id),
    lastSubmitted: await lastSubmittedAttempt(tx, userId, activity.id),
    state: await storedActivityState(tx, userId, activity.id),
  });
}

/**
 * Scores an attempt with what was saved (answers are only ever saved by the deadline) and applies the mode: the
 * attempt's row, the activity's state, a restart's reset, the course's state (certificates and course badges follow
 * from it), and the perfect-score badge. The caller holds the learner's test lock.
 */
async function finishAttempt(
  tx: CampusTransaction,
  scope: RequestScope,
  attempt: TestAttemptRow,
  activity: OpenableActivity,
  document: Parameters<typeof attemptQuestions>[0],
  rules: TestRules,
  locale: string,
  now: Date,
) {
  const questions = attemptQuestions(document, attempt.questionIds);
  const reviews: QuestionReview[] = questions.map((question) => {
    const answer = attempt.answers[question.id]?.answer;
    const correct = rules.evaluated ? isAnswerCorrect(question, answer, locale) : null;
    const feedback =
      correct === null ? null : ((correct ? question.feedback?.correct : question.feedback?.incorrect) ?? null);
    return {
      question_id: question.id,
      correct,
      answer: answer ?? null,
      right_answer: rules.evaluated ? rightAnswer(question) : null,
      feedback,
    };
  });
  const score = rules.evaluated ? scoreAnswers(reviews.map((review) => review.correct)) : null;
  const earlier = (await countedAttempts(tx, scope.userId, activity.id)).filter((row) => row.id !== attempt.id);
  const earlierScores = earlier.flatMap((row) => (row.score === null ? [] : [row.score]));
  const status: StoredAttemptStatus =
    rules.mode === null || score === null
      ? 'finished'
      : resolveAttempt({
          mode: rules.mode,
          score,
          minimumScore: rules.minimumScore,
          attemptsUsed: attempt.number,
          maximumAttempts: rules.maximumAttempts,
        }).status;
  const previous = await storedActivityState(tx, scope.userId, activity.id);
  const passedBefore = previous?.status === 'approved' || previous?.status === 'improved';
  // A failed last attempt after a pass changes nothing: the pass stands.
  const decided = passedBefore && (status === 'blocked' || status === 'restarted') ? 'reproved' : status;
  const [stored] = await tx
    .update(testAttempts)
    .set({ status: decided, score, submittedAt: now, late: isOverdue(attempt, now), reviews })
    .where(eq(testAttempts.id, attempt.id))
    .returning();
  if (!stored) throw new Error('attempt vanished under its lock');
  const resetCourses = decided === 'restarted' ? await coursesToReset(tx, activity.courseId, rules.general) : [];
  if (resetCourses.length > 0) await resetTrainingProgress(tx, scope.userId, resetCourses);
  const state = activityStateAfter(
    decided,
    score,
    previous,
    earlierScores.length === 0 ? null : Math.max(...earlierScores),
  );
  await writeActivityState(tx, scope.userId, activity.id, state);
  for (const courseId of resetCourses)
    if (courseId !== activity.courseId) await updateCourseState(tx, scope.userId, courseId);
  const course = await updateCourseState(tx, scope.userId, activity.courseId);
  if (score === 100) await awardBadges(tx, scope.userId, scope.clientId, 'test_passed');
  return { stored, state, course };
}

/** Closes the learner's open attempt at a test when its time is over (scored with what was saved), under the lock. */
async function closeOverdue(
  tx: CampusTransaction,
  scope: RequestScope,
  test: Awaited<ReturnType<typeof openTest>>,
  locale: string,
  now: Date,
) {
  const open = (await countedAttempts(tx, scope.userId, test.activity.id)).find((row) => row.status === 'in_progress');
  if (open && isOverdue(open, now)) {
    await finishAttempt(tx, scope, open, test.activity, test.document, test.rules, locale, now);
  }
}

/** `GET .../test/`: the overview, an overdue attempt closed first. */
export async function readTestOverview(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
  locale: string,
): Promise<TestOverview> {
  const test = await openTest(tx, scope, activityId, true);
  await lockLearnerTest(tx, scope.userId, test.activity.id);
  await closeOverdue(tx, scope, test, locale, new Date());
  return overviewOf(tx, scope.userId, test.activity, test.document, test.rules);
}

/**
 * `POST .../test/attempts/`: resumes the open attempt with a new lease (the same questions, answers and deadline:
 * nothing resets the clock), or starts one when the test allows (else 409 with the reason). Starting counts as an
 * attempt at once, so leaving never grants a free one.
 */
export async function startOrResumeAttempt(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
  locale: string,
): Promise<TestAttempt> {
  const test = await openTest(tx, scope, activityId);
  const { activity, document, rules } = test;
  await lockLearnerTest(tx, scope.userId, activity.id);
  const now = new Date();
  await closeOverdue(tx, scope, test, locale, now);
  const attempts = await countedAttempts(tx, scope.userId, activity.id);
  const open = attempts.find((row) => row.status === 'in_progress');
  if (open) {
    const [resumed] = await tx
      .update(testAttempts)
      .set({ lease: newLease() })
      .where(eq(testAttempts.id, open.id))
      .returning();
    if (!resumed) throw new Error('attempt vanished under its lock');
    return attemptWire(resumed, document, now);
  }
  const state = await storedActivityState(tx, scope.userId, activity.id);
  const refusal = startRefusal(rules, attempts.length, state?.status);
  if (refusal !== null) throw new ApiError(409, refusal);
  const draw = drawAttempt(document);
  const [created] = await tx
    .insert(testAttempts)
    .values({
      userId: scope.userId,
      activityId: activity.id,
      courseId: activity.courseId,
      number: attempts.length + 1,
      questionIds: draw.questionIds,
      optionOrders: draw.optionOrders,
      lease: newLease(),
      startedAt: now,
      deadlineAt: rules.timeToAnswer === null ? null : new Date(now.getTime() + rules.timeToAnswer * 1000),
    })
    .returning();
  if (!created) throw new Error('attempt not created');
  if (await markActivityStarted(tx, scope.userId, activity.id)) {
    await updateCourseState(tx, scope.userId, activity.courseId);
  }
  return attemptWire(created, document, now);
}

/**
 * The learner's attempt `attemptId`, locked, if it may still take answers from the tab holding `lease`: 404
 * `attempt_not_found` for an unknown id or another person's attempt (alike), 409 `attempt_closed` once submitted,
 * 409 `attempt_moved` when another tab resumed it.
 */
async function heldAttempt(tx: CampusTransaction, scope: RequestScope, attemptId: string, lease: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(attemptId)) {
    throw new ApiError(404, 'attempt_not_found');
  }
  const [attempt] = await tx
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, scope.userId)))
    .for('update');
  if (!attempt) throw new ApiError(404, 'attempt_not_found');
  if (attempt.status !== 'in_progress') throw new ApiError(409, 'attempt_closed');
  if (attempt.lease !== lease) throw new ApiError(409, 'attempt_moved');
  return attempt;
}

/**
 * `PUT .../answers/{question_id}/`: saves one answer of the attempt (the last made counts). After the deadline
 * nothing is saved (409 `attempt_time_over`): the attempt is scored with what was saved by then. A late answer
 * (kept offline, `recorded_at`) counts at the time it was made: made by the deadline it is saved even if it
 * arrives after it (the deadline fixed at the start holds offline), and it never replaces an answer to the same
 * question made after it.
 */
export async function saveAttemptAnswer(
  tx: CampusTransaction,
  scope: RequestScope,
  input: { attemptId: string; questionId: string; lease: string; answer: QuestionAnswer; recordedAt?: string },
): Promise<SavedAnswer> {
  const attempt = await heldAttempt(tx, scope, input.attemptId, input.lease);
  const now = lateRecordTime(input.recordedAt, attempt.startedAt);
  if (isOverdue(attempt, now)) throw new ApiError(409, 'attempt_time_over');
  if (!attempt.questionIds.includes(input.questionId)) throw new ApiError(404, 'question_not_in_attempt');
  const document = await readTestDocument(tx, attempt.activityId);
  const [question] = attemptQuestions(document, [input.questionId]);
  if (!question) throw new ApiError(404, 'question_not_in_attempt');
  if (!answerFits(questionForLearner(question, attempt.optionOrders[question.id]), input.answer)) {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.answer'] });
  }
  const savedAt = now.toISOString();
  const newer = attempt.answers[input.questionId];
  if (newer !== undefined && new Date(newer.savedAt) > now) {
    return { question_id: input.questionId, saved_at: newer.savedAt };
  }
  await tx
    .update(testAttempts)
    .set({
      answers: sql`${testAttempts.answers} || ${JSON.stringify({ [input.questionId]: { answer: input.answer, savedAt } })}::jsonb`,
    })
    .where(eq(testAttempts.id, attempt.id));
  return { question_id: input.questionId, saved_at: savedAt };
}

/**
 * `POST .../submit/`: scores the attempt held by `lease` and applies the mode. A submission after the deadline is
 * accepted and scored with what was saved by then (`late`). The test lock is taken before the attempt's row, like
 * every other writer of the test.
 */
export async function submitAttempt(
  tx: CampusTransaction,
  scope: RequestScope,
  input: { attemptId: string; lease: string; recordedAt?: string },
  locale: string,
): Promise<SubmitAttemptResponse> {
  const [owner] = /^[0-9a-f-]{36}$/i.test(input.attemptId)
    ? await tx
        .select({ activityId: testAttempts.activityId })
        .from(testAttempts)
        .where(and(eq(testAttempts.id, input.attemptId), eq(testAttempts.userId, scope.userId)))
    : [];
  if (!owner) throw new ApiError(404, 'attempt_not_found');
  await lockLearnerTest(tx, scope.userId, owner.activityId);
  const attempt = await heldAttempt(tx, scope, input.attemptId, input.lease);
  const test = await openTest(tx, scope, attempt.activityId);
  // A submission kept offline counts when it was made: made by the deadline, it is not late.
  const now = lateRecordTime(input.recordedAt, attempt.startedAt);
  const { stored, state, course } = await finishAttempt(
    tx,
    scope,
    attempt,
    test.activity,
    test.document,
    test.rules,
    locale,
    now,
  );
  return {
    result: attemptResultOf(stored),
    test: await overviewOf(tx, scope.userId, test.activity, test.document, test.rules),
    activity: { id: test.activity.id, status: state.status, progress: state.progress },
    course: { id: course.id, status: course.status, progress: course.progress },
  };
}
