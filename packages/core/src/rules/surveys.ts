import { TEXT_MAX_LENGTH, isTextWithinLimit } from './text.js';

/*
 * Surveys (spec §3 Survey, §4 published/unpublished, §5 "a survey needs at least one option selected", "any text
 * longer than 256 characters is rejected"; issue 24). One set of rules for the widget (as the person types and on
 * submit) and the server (which decides): whether a survey is open, and whether a person's answers may be stored.
 */

/**
 * The question types of a survey (spec §3): a free text (`dissertative`), several options (`multiple_choice`), one
 * option (`alternatives`). Each may ask for a justification.
 */
export const SURVEY_QUESTION_TYPES = ['dissertative', 'multiple_choice', 'alternatives'] as const;

/** A survey question type. */
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/**
 * Where a survey stands for the people it is for (spec §3 start and end date, §4 published/unpublished):
 * `unpublished` (nobody sees it), `upcoming` (before its start), `open`, `closed` (its end has passed).
 */
export const SURVEY_STATUSES = ['unpublished', 'upcoming', 'open', 'closed'] as const;

/** A survey's standing. */
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** What {@link surveyStatus} reads of a survey: ISO instants (`end_at` null: no end). */
export interface SurveySchedule {
  readonly published: boolean;
  readonly begin_at: string;
  readonly end_at: string | null;
}

/**
 * A survey's standing at `now`: unpublished first, then by its dates (the start is included, the end is not).
 * @see SPECIFICATION §3 Survey, §4 Survey
 * @example surveyStatus({ published: true, begin_at: '2026-01-01T00:00:00Z', end_at: null }, Date.parse('2026-02-01')) // 'open'
 */
export function surveyStatus(survey: SurveySchedule, now: number = Date.now()): SurveyStatus {
  if (!survey.published) return 'unpublished';
  if (now < Date.parse(survey.begin_at)) return 'upcoming';
  if (survey.end_at !== null && now >= Date.parse(survey.end_at)) return 'closed';
  return 'open';
}

/** Whether a survey may be answered at `now`: published and within its dates. */
export function isSurveyOpen(survey: SurveySchedule, now: number = Date.now()): boolean {
  return surveyStatus(survey, now) === 'open';
}

/**
 * Why an answer is refused, per field:
 * - `answer_required`: a mandatory dissertative question left blank;
 * - `option_required`: a choice question answered with no option (spec §5), or a mandatory one left alone;
 * - `single_option`: more than one option chosen for an `alternatives` question;
 * - `unknown_option`: an option that is not the question's;
 * - `justification_required`: a question that asks for a justification answered without one;
 * - `text_too_long`: a text or justification over 256 characters (spec §5);
 * - `unknown_question`: an answer to a question the survey does not have.
 */
export const SURVEY_ANSWER_ERROR_CODES = [
  'answer_required',
  'option_required',
  'single_option',
  'unknown_option',
  'justification_required',
  'text_too_long',
  'unknown_question',
] as const;

/** A refusal of one answer's field. */
export type SurveyAnswerError = (typeof SURVEY_ANSWER_ERROR_CODES)[number];

/** What the answer rules read of a question. */
export interface SurveyQuestionRule {
  readonly id: number | string;
  readonly type: SurveyQuestionType;
  readonly mandatory: boolean;
  readonly with_justification: boolean;
  readonly options: readonly { readonly id: number | string }[];
}

/** A person's answer to one question as sent: options chosen, a text, a justification (each as the type needs). */
export interface SurveyAnswerInput {
  readonly options?: readonly (number | string)[] | undefined;
  readonly text?: string | undefined;
  readonly justification?: string | undefined;
}

/** An answer as stored: the parts its question uses, texts trimmed (a blank justification is none). */
export interface SurveyStoredAnswer {
  readonly options: readonly (number | string)[];
  readonly text: string | null;
  readonly justification: string | null;
}

/** The refusals of one question's answer: its own (`answer`: the text or the options) and its justification's. */
export interface SurveyQuestionErrors {
  readonly answer?: SurveyAnswerError;
  readonly justification?: SurveyAnswerError;
}

/** The field path of a question's answer in a submission, as the server's `field_errors` name it. */
export const surveyAnswerPath = (questionId: number | string): string => `answers.${questionId}`;

/** The field path of a question's justification in a submission. */
export const surveyJustificationPath = (questionId: number | string): string => `answers.${questionId}.justification`;

const isBlank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

/** Whether the person gave anything for the question (an optional question left alone is no answer). */
export function isSurveyAnswerGiven(answer: SurveyAnswerInput | undefined): boolean {
  if (answer === undefined) return false;
  return (answer.options?.length ?? 0) > 0 || !isBlank(answer.text) || !isBlank(answer.justification);
}

/**
 * The refusals of one question's answer (none: `{}`). An optional question left alone is fine; once anything is
 * given, the answer must be whole: options for a choice question (exactly one for `alternatives`), a text for a
 * dissertative one, a justification when the question asks for it; every text at most 256 characters.
 * @see SPECIFICATION §3 Survey, §5 "A survey needs at least one option selected", "Any text longer than 256 characters is rejected"
 */
export function surveyQuestionErrors(
  question: SurveyQuestionRule,
  answer: SurveyAnswerInput | undefined,
): SurveyQuestionErrors {
  const given = isSurveyAnswerGiven(answer);
  const errors: { answer?: SurveyAnswerError; justification?: SurveyAnswerError } = {};
  if (!given) {
    if (question.mandatory) errors.answer = question.type === 'dissertative' ? 'answer_required' : 'option_required';
    return errors;
  }
  if (question.type === 'dissertative') {
    const text = answer?.text ?? '';
    if (isBlank(text)) errors.answer = 'answer_required';
    else if (!isTextWithinLimit(text.trim(), TEXT_MAX_LENGTH)) errors.answer = 'text_too_long';
  } else {
    const chosen = answer?.options ?? [];
    const known = new Set(question.options.map((option) => String(option.id)));
    if (chosen.length === 0) errors.answer = 'option_required';
    else if (chosen.some((id) => !known.has(String(id)))) errors.answer = 'unknown_option';
    else if (question.type === 'alternatives' && new Set(chosen.map(String)).size > 1) errors.answer = 'single_option';
  }
  const justification = answer?.justification ?? '';
  if (!isTextWithinLimit(justification.trim(), TEXT_MAX_LENGTH)) errors.justification = 'text_too_long';
  else if (question.with_justification && isBlank(justification)) errors.justification = 'justification_required';
  return errors;
}

/** The outcome of {@link checkSurveyAnswers}: the answers to store by question id, or the refusals by field path. */
export type SurveyAnswersCheck =
  | { readonly ok: true; readonly answers: Readonly<Record<string, SurveyStoredAnswer>> }
  | { readonly ok: false; readonly errors: Readonly<Record<string, SurveyAnswerError>> };

/**
 * Checks a person's answers to a survey's questions: the one decision of the widget (on submit) and of the server
 * (before storing). Refusals are keyed by field path (`answers.<id>`, `answers.<id>.justification`), so each shows
 * at its question. Accepted answers keep only what their question uses, trimmed; optional questions left alone
 * are left out.
 * @example checkSurveyAnswers([{ id: 1, type: 'alternatives', mandatory: true, with_justification: false, options: [{ id: 3 }] }], {})
 *   // { ok: false, errors: { 'answers.1': 'option_required' } }
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestionRule[],
  answers: Readonly<Record<string, SurveyAnswerInput | undefined>>,
): SurveyAnswersCheck {
  const errors: Record<string, SurveyAnswerError> = {};
  const known = new Set(questions.map((question) => String(question.id)));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[surveyAnswerPath(id)] = 'unknown_question';
  const stored: Record<string, SurveyStoredAnswer> = {};
  for (const question of questions) {
    const id = String(question.id);
    const answer = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const found = surveyQuestionErrors(question, answer);
    if (found.answer !== undefined) errors[surveyAnswerPath(id)] = found.answer;
    if (found.justification !== undefined) errors[surveyJustificationPath(id)] = found.justification;
    if (found.answer !== undefined || found.justification !== undefined || !isSurveyAnswerGiven(answer)) continue;
    const justification = answer?.justification?.trim() ?? '';
    stored[id] = {
      options: question.type === 'dissertative' ? [] : [...new Set(answer?.options ?? [])],
      text: question.type === 'dissertative' ? (answer?.text?.trim() ?? null) : null,
      justification: question.with_justification && justification !== '' ? justification : null,
    };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: stored };
}
