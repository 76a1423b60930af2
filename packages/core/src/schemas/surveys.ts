import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { SURVEY_QUESTION_TYPES, SURVEY_STATUSES } from '../rules/surveys.js';

/*
 * Wire contract of the surveys (spec §3 Survey, §4, §5; issue 24; docs/server.md "Surveys"): the caller's open
 * surveys, one survey with the caller's answer state, and the answers, once per person. Titles, descriptions,
 * questions and options come in the request's language (the client's translation, else its Portuguese).
 */

const idSchema = z.int().check(z.minimum(1));
const instantSchema = z.iso.datetime({ offset: true });

/** An option of a choice question. */
export const surveyOptionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    text: z.string(),
  }),
);

/** An option of a choice question. */
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

/**
 * A question (spec §3): its type, whether it must be answered and whether it asks for a justification; `options`
 * is empty for a dissertative question. Questions come in their order.
 */
export const surveyQuestionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: z.enum(SURVEY_QUESTION_TYPES),
    text: z.string(),
    mandatory: z.boolean(),
    with_justification: z.boolean(),
    options: z.array(surveyOptionSchema),
  }),
);

/** A survey question. */
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** A survey as the caller's list shows it. */
export const surveySummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    begin_at: instantSchema,
    /** `null`: no end. */
    end_at: z.nullable(instantSchema),
    /** Answered before anything else (the session's `has_mandatory_surveys`). */
    mandatory: z.boolean(),
    /** When the caller answered it; `null` before (a survey is answered once). */
    answered_at: z.nullable(instantSchema),
  }),
);

/** A survey in the caller's list. */
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** `GET /api/surveys/`: the caller's open surveys not answered yet, mandatory ones first, then by end date. */
export const surveysResponseSchema = lazySchema(() =>
  z.object({
    results: z.array(surveySummarySchema),
  }),
);

/** The caller's open surveys. */
export type SurveysResponse = z.infer<typeof surveysResponseSchema>;

/**
 * `GET /api/surveys/{survey_id}/`: one survey for the caller: its standing (`upcoming`, `open`, `closed`; an
 * unpublished one is not found) and its questions, with `answered_at` once the caller answered.
 */
export const surveySchema = lazySchema(() =>
  z.extend(surveySummarySchema, {
    status: z.enum(SURVEY_STATUSES),
    questions: z.array(surveyQuestionSchema),
  }),
);

/** One survey with the caller's answer state. */
export type Survey = z.infer<typeof surveySchema>;

/**
 * One answer as sent: the chosen option ids (choice questions), the text (dissertative ones), the justification.
 * Texts are held to 256 characters by core's rule (`checkSurveyAnswers`, a 422 per field); the schema only bounds
 * the request's size.
 */
export const surveyAnswerSchema = lazySchema(() =>
  z.object({
    options: z.optional(z.array(idSchema).check(z.maxLength(100))),
    text: z.optional(z.string().check(z.maxLength(4000))),
    justification: z.optional(z.string().check(z.maxLength(4000))),
  }),
);

/** One answer as sent. */
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** `POST /api/surveys/{survey_id}/answers/`: the answers by question id. */
export const surveyAnswersBodySchema = lazySchema(() =>
  z.object({
    answers: z.record(z.string().check(z.regex(/^\d{1,10}$/)), surveyAnswerSchema),
  }),
);

/** The answers of a survey. */
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBodySchema>;

/**
 * The answer of a submission: the survey (now with `answered_at`) and whether the caller still has a mandatory
 * survey to answer, for the session's `has_mandatory_surveys`.
 */
export const surveyAnsweredSchema = lazySchema(() =>
  z.object({
    survey: surveySchema,
    has_mandatory_surveys: z.boolean(),
  }),
);

/** The answer of a submission. */
export type SurveyAnswered = z.infer<typeof surveyAnsweredSchema>;
