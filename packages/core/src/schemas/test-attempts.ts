import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { lateRecordShape } from './late-record.js';
import { ACTIVITY_STATUSES } from '../rules/activities.js';
import { TEST_MODES } from '../rules/attempts.js';
import { COURSE_STATUSES } from '../rules/statuses.js';
import {
  questionImageSchema,
  questionOptionSchema,
  reactionQuestionSchema,
  supportMaterialSchema,
} from './test-document.js';

/*
 * The attempt API of tests and quizzes (issue 21, docs/server.md "Tests and quizzes"). The server decides
 * everything: it draws the questions, holds the answers and the deadline, scores the attempt and applies the
 * test mode. A learner sees the questions without their answers until the attempt is submitted.
 */

const idSchema = z.int().check(z.minimum(1));
const instantSchema = z.iso.datetime({ offset: true });
const scoreSchema = z.nullable(z.int().check(z.minimum(0), z.maximum(100)));
const answerKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/** A question as a learner sees it in an attempt: no answer key; options and ordering items in the attempt's order. */
export const testQuestionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      id: z.string(),
      type: z.enum(['single_choice', 'multiple_choice']),
      text: z.string(),
      image: z.optional(questionImageSchema),
      options: z.array(questionOptionSchema),
    }),
    z.object({
      id: z.string(),
      type: z.literal('true_false'),
      text: z.string(),
      image: z.optional(questionImageSchema),
    }),
    z.object({
      id: z.string(),
      type: z.literal('short_text'),
      text: z.string(),
      image: z.optional(questionImageSchema),
    }),
    z.object({
      id: z.string(),
      type: z.literal('ordering'),
      text: z.string(),
      image: z.optional(questionImageSchema),
      items: z.array(questionOptionSchema),
    }),
  ]),
);

/** A question of an attempt. */
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/**
 * A learner's answer to one question: an option id (single choice), option ids (multiple choice), a boolean (true
 * or false), a text of at most 256 characters (short text, spec §5), or every item id in the chosen order.
 */
export const questionAnswerSchema = lazySchema(() =>
  z.union([z.string().check(z.maxLength(256)), z.array(answerKeySchema).check(z.maxLength(12)), z.boolean()]),
);

/** An answer to one question. */
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** An attempt in progress, as `POST .../test/attempts/` answers it (a start, or the same attempt resumed). */
export const testAttemptSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** 1 for the first attempt (counted since the last restart of the training). */
    number: idSchema,
    /**
     * This tab's hold on the attempt: every answer and the submission carry it. Resuming the attempt elsewhere (a
     * new tab, another device) gives a new lease, and the old one is refused with 409 `attempt_moved`, so two tabs
     * never answer one attempt.
     */
    lease: z.string(),
    started_at: instantSchema,
    /** When answering ends (`null`: no time limit), fixed by the server when the attempt started. */
    deadline: z.nullable(instantSchema),
    /** Seconds left when the server answered (`null`: no time limit): a refresh resumes with the time really left. */
    seconds_left: z.nullable(z.int().check(z.minimum(0))),
    questions: z.array(testQuestionSchema),
    /** The answers saved so far, by question id. */
    answers: z.record(z.string(), questionAnswerSchema),
  }),
);

/** An attempt in progress. */
export type TestAttempt = z.infer<typeof testAttemptSchema>;

/** `PUT .../answers/{question_id}/`: saves one answer of the attempt held by `lease`. */
export const saveAnswerBodySchema = lazySchema(() =>
  z.object({
    lease: z.string().check(z.minLength(1), z.maxLength(100)),
    answer: questionAnswerSchema,
    ...lateRecordShape,
  }),
);

/** An answer to save. */
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

/** The answer of a saved answer. */
export const savedAnswerSchema = lazySchema(() => z.object({ question_id: z.string(), saved_at: instantSchema }));

/** A saved answer. */
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** `POST .../submit/`: submits the attempt held by `lease` (with an `Idempotency-Key`, so a retry replays). */
export const submitAttemptBodySchema = lazySchema(() =>
  z.object({
    lease: z.string().check(z.minLength(1), z.maxLength(100)),
    ...lateRecordShape,
  }),
);

/** One question's review after submission: the learner's answer, the right one, and the question's feedback. */
export const questionReviewSchema = lazySchema(() =>
  z.object({
    question_id: z.string(),
    /** `null` in an unevaluated quiz (nothing is right or wrong there). */
    correct: z.nullable(z.boolean()),
    answer: z.nullable(questionAnswerSchema),
    /** The right answer (an option id, ids, a boolean, the first accepted text, or the items' order); `null` unscored. */
    right_answer: z.nullable(questionAnswerSchema),
    feedback: z.nullable(z.string()),
  }),
);

/** A question's review. */
export type QuestionReview = z.infer<typeof questionReviewSchema>;

/** How an attempt ended: its score (0–100, `null` unscored), what it decided, and each question reviewed. */
export const attemptResultSchema = lazySchema(() =>
  z.object({
    attempt_id: z.string(),
    number: idSchema,
    score: scoreSchema,
    /** `approved`, `reproved`, `blocked`, `restarted`, or `finished` for an unevaluated quiz. */
    status: z.enum(['approved', 'reproved', 'blocked', 'restarted', 'finished']),
    /** Submitted after the deadline: scored with what was saved by then. */
    late: z.boolean(),
    submitted_at: instantSchema,
    questions: z.array(questionReviewSchema),
  }),
);

/** How an attempt ended. */
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * `GET /api/activities/{activity_id}/test/`: the test's rules (spec §3 Test), the learner's standing in it, the
 * attempt in progress if any (without questions: resuming it is a `POST`), and the last finished attempt.
 */
export const testOverviewSchema = lazySchema(() =>
  z.object({
    activity_id: idSchema,
    /** `null` for an unevaluated quiz (nothing to pass). */
    mode: z.nullable(z.enum(TEST_MODES)),
    evaluated: z.boolean(),
    /** Covers a whole trail (`block_general_test`, `restart_general_test`): the mode's consequence reaches it all. */
    general: z.boolean(),
    minimum_score: z.int().check(z.minimum(0), z.maximum(100)),
    qty_questions: idSchema,
    /** `null`: unlimited. */
    maximum_attempts: z.nullable(idSchema),
    qty_attempted: z.int().check(z.minimum(0)),
    /** `null`: unlimited. */
    attempts_left: z.nullable(z.int().check(z.minimum(0))),
    /** Seconds to answer once started; `null`: no limit. */
    time_to_answer: z.nullable(idSchema),
    /** The test's result (§4: not started, in progress, approved, reproved, improved, blocked, restarted), `finished` for an unevaluated quiz answered. */
    result: z.enum(ACTIVITY_STATUSES),
    best_score: scoreSchema,
    /** Whether a new attempt may be started now (attempts left, not blocked, not approved in a block or restart test). */
    can_start: z.boolean(),
    in_progress: z.nullable(z.object({ id: z.string(), number: idSchema, deadline: z.nullable(instantSchema) })),
    last_result: z.nullable(attemptResultSchema),
    support_materials: z.array(supportMaterialSchema),
  }),
);

/** A test's overview. */
export type TestOverview = z.infer<typeof testOverviewSchema>;

/** The answer of a submission: the attempt's result, the test's overview after it, and the activity and course. */
export const submitAttemptResponseSchema = lazySchema(() =>
  z.object({
    result: attemptResultSchema,
    test: testOverviewSchema,
    activity: z.object({
      id: idSchema,
      status: z.enum(ACTIVITY_STATUSES),
      progress: z.int().check(z.minimum(0), z.maximum(100)),
    }),
    course: z.object({
      id: idSchema,
      status: z.enum(COURSE_STATUSES),
      progress: z.int().check(z.minimum(0), z.maximum(100)),
    }),
  }),
);

/** The answer of a submission. */
export type SubmitAttemptResponse = z.infer<typeof submitAttemptResponseSchema>;

/**
 * `GET /api/activities/{activity_id}/reaction/`: a reaction evaluation's questions, whether the learner may answer
 * (the training is finished, spec §4), and when they answered (`null`: not yet; it is answered once).
 */
export const reactionOverviewSchema = lazySchema(() =>
  z.object({
    activity_id: idSchema,
    questions: z.array(reactionQuestionSchema),
    available: z.boolean(),
    answered_at: z.nullable(instantSchema),
  }),
);

/** A reaction evaluation as the learner sees it. */
export type ReactionOverview = z.infer<typeof reactionOverviewSchema>;

/** `POST /api/activities/{activity_id}/reaction/`: a rating (1–scale) or a comment (≤ 256 characters) by question id. */
export const reactionAnswersBodySchema = lazySchema(() =>
  z.object({
    answers: z.record(
      z.string().check(z.maxLength(40)),
      z.union([z.int().check(z.minimum(1), z.maximum(10)), z.string().check(z.maxLength(256))]),
    ),
  }),
);

/** A reaction evaluation's answers. */
export type ReactionAnswersBody = z.infer<typeof reactionAnswersBodySchema>;

/** A mandatory drill the learner has not passed yet, as `GET /api/mandatory-tests/` lists it. */
export const pendingDrillSchema = lazySchema(() =>
  z.object({
    activity_id: idSchema,
    title: z.string(),
    course_id: idSchema,
    course_title: z.string(),
    /** The activity's position in its course (the player's route: `courses/{course_id}/activities/{hierarchy_order}`). */
    hierarchy_order: idSchema,
    /** The last day to pass it before the banner can no longer be closed; `null`: no limit. */
    until: z.nullable(z.iso.date()),
    /** The day is past: the site leads the learner to it. */
    overdue: z.boolean(),
  }),
);

/** A pending mandatory drill. */
export type PendingDrill = z.infer<typeof pendingDrillSchema>;

/** `GET /api/mandatory-tests/`: the caller's pending mandatory drills in the client, overdue first. */
export const pendingDrillsResponseSchema = lazySchema(() => z.object({ results: z.array(pendingDrillSchema) }));

/** The caller's pending mandatory drills. */
export type PendingDrillsResponse = z.infer<typeof pendingDrillsResponseSchema>;
