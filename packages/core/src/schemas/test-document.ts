import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';

/*
 * A test or quiz as it is imported (issue 21, docs/server.md "Tests and quizzes"): the JSON document an
 * administrator sends as the `content` of a test activity (`conventional_test`, `block_test`, `restart_test`,
 * `evaluated_quiz`, `unevaluated_quiz`, `block_general_test`, `restart_general_test`). The server keeps it whole,
 * answers included, and never sends the answers before an attempt is submitted (`testQuestionSchema` is what a
 * learner sees).
 */

/** Most questions a test's bank may hold. */
export const MAX_TEST_QUESTIONS = 200;

/** Most options of a choice question, or items of an ordering question. */
export const MAX_QUESTION_OPTIONS = 12;

/** Longest text of a question, an option, a feedback or an accepted answer. */
export const MAX_QUESTION_TEXT = 2000;

/** Longest time to answer a test, in seconds (a day). */
export const MAX_TIME_TO_ANSWER = 86_400;

/** The kinds of question a test holds. */
export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'true_false', 'short_text', 'ordering'] as const;

/** A kind of question. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

const textSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUESTION_TEXT));
const keySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/**
 * A picture beside a question: an `http(s)` address or a path on the API's origin (`/static/...`), with the text
 * that replaces it for people who cannot see it (required: a picture without one fails WCAG 1.1.1).
 */
export const questionImageSchema = lazySchema(() =>
  z.object({
    url: z.string().check(z.maxLength(2000), z.regex(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/)),
    alt: textSchema,
  }),
);

/** An option of a choice question, or an item of an ordering question. */
export const questionOptionSchema = lazySchema(() => z.object({ id: keySchema, text: textSchema }));

/** What a question says after submission: one text when answered right, another when wrong (either optional). */
export const questionFeedbackSchema = lazySchema(() =>
  z.object({
    correct: z.optional(textSchema),
    incorrect: z.optional(textSchema),
  }),
);

const questionBase = lazyShape(() => ({
  id: keySchema,
  text: textSchema,
  image: z.optional(questionImageSchema),
  feedback: z.optional(questionFeedbackSchema),
}));

const optionsSchema = lazySchema(() =>
  z.array(questionOptionSchema).check(z.minLength(2), z.maxLength(MAX_QUESTION_OPTIONS)),
);

/**
 * One question with its answer. In an `unevaluated_quiz` the answer keys (`correct`, `accepted`) may be left out:
 * nothing is scored there. Everywhere else the import refuses a question without one.
 */
export const testDocumentQuestionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      ...questionBase,
      type: z.literal('single_choice'),
      options: optionsSchema,
      correct: z.optional(keySchema),
    }),
    z.object({
      ...questionBase,
      type: z.literal('multiple_choice'),
      options: optionsSchema,
      correct: z.optional(z.array(keySchema).check(z.minLength(1), z.maxLength(MAX_QUESTION_OPTIONS))),
    }),
    z.object({ ...questionBase, type: z.literal('true_false'), correct: z.optional(z.boolean()) }),
    z.object({
      ...questionBase,
      type: z.literal('short_text'),
      /** Every answer taken as right (compared leniently: see core's `shortTextMatches`). */
      accepted: z.optional(z.array(textSchema).check(z.minLength(1), z.maxLength(20))),
    }),
    z.object({
      ...questionBase,
      type: z.literal('ordering'),
      /** The items in their right order; learners get them shuffled. */
      items: optionsSchema,
    }),
  ]),
);

/** A question of a test document. */
export type TestDocumentQuestion = z.infer<typeof testDocumentQuestionSchema>;

/** A support material shown beside the test: a title and an address. */
export const supportMaterialSchema = lazySchema(() =>
  z.object({
    title: textSchema,
    url: z.string().check(z.maxLength(2000), z.regex(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/)),
  }),
);

/** A support material of a test. */
export type SupportMaterial = z.infer<typeof supportMaterialSchema>;

/**
 * The test document (spec §3 Test): `minimum_score` 0–100 (ignored by an unevaluated quiz), `qty_questions` drawn
 * from the bank at each attempt (`null` or absent: all, in order), `maximum_attempts` (`null`: unlimited),
 * `time_to_answer` in seconds (`null`: no limit), `mandatory` and `mandatory_until` for a mandatory drill.
 */
export const testDocumentSchema = lazySchema(() =>
  z.object({
    minimum_score: z._default(z.int().check(z.minimum(0), z.maximum(100)), 70),
    qty_questions: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_TEST_QUESTIONS))), null),
    maximum_attempts: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(100))), null),
    time_to_answer: z._default(z.nullable(z.int().check(z.minimum(30), z.maximum(MAX_TIME_TO_ANSWER))), null),
    support_materials: z._default(z.array(supportMaterialSchema).check(z.maxLength(20)), []),
    /**
     * A mandatory drill (spec §3 session flags `has_mandatory_drills`, `has_close_banner_drills`): every learner of
     * the client must pass it; the site shows a banner until it is passed, which cannot be closed after
     * `mandatory_until` (a day, `YYYY-MM-DD`, product time), when the site leads the learner to it.
     */
    mandatory: z._default(z.boolean(), false),
    mandatory_until: z._default(z.nullable(z.iso.date()), null),
    questions: z.array(testDocumentQuestionSchema).check(z.minLength(1), z.maxLength(MAX_TEST_QUESTIONS)),
  }),
);

/** A test document as imported. */
export type TestDocument = z.infer<typeof testDocumentSchema>;

/** A question of a reaction evaluation: a rating from 1 to `scale`, or a comment (256 characters, spec §5). */
export const reactionQuestionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      id: keySchema,
      type: z.literal('rating'),
      text: textSchema,
      scale: z._default(z.int().check(z.minimum(2), z.maximum(10)), 5),
      required: z._default(z.boolean(), true),
    }),
    z.object({ id: keySchema, type: z.literal('comment'), text: textSchema, required: z._default(z.boolean(), false) }),
  ]),
);

/** A question of a reaction evaluation. */
export type ReactionQuestion = z.infer<typeof reactionQuestionSchema>;

/** A reaction evaluation (`reaction_evaluation`) as imported: its questions. */
export const reactionDocumentSchema = lazySchema(() =>
  z.object({
    questions: z.array(reactionQuestionSchema).check(z.minLength(1), z.maxLength(50)),
  }),
);

/** A reaction evaluation document. */
export type ReactionDocument = z.infer<typeof reactionDocumentSchema>;
