import { isSurveyAnswerGiven, surveyQuestionErrors } from '@campus/core/rules';
import type { SurveyAnswerError, SurveyQuestionErrors } from '@campus/core/rules';
import type { SurveyAnswersBody, SurveyQuestion } from '@campus/core/schemas';

/*
 * The survey form's state apart from its components: what the person has chosen and typed per question, the body
 * it becomes, and the errors core's rules (or the server's 422) find, per question.
 */

/** What the person gave for one question so far. */
export interface SurveyDraftAnswer {
  readonly options: readonly number[];
  readonly text: string;
  readonly justification: string;
}

/** The person's answers so far, by question id. */
export type SurveyDraft = Readonly<Record<string, SurveyDraftAnswer>>;

/** The errors shown, by question id. */
export type SurveyDraftErrors = Readonly<Record<string, SurveyQuestionErrors>>;

/** A question not touched yet. */
export const EMPTY_ANSWER: SurveyDraftAnswer = { options: [], text: '', justification: '' };

/** The draft's answer to a question. */
export const answerOf = (draft: SurveyDraft, id: number): SurveyDraftAnswer => draft[String(id)] ?? EMPTY_ANSWER;

/** The parts of a draft answer its question uses, as core's rules and the wire read them. */
function inputOf(question: SurveyQuestion, answer: SurveyDraftAnswer) {
  return {
    ...(question.type === 'dissertative' ? { text: answer.text } : { options: [...answer.options] }),
    ...(question.with_justification ? { justification: answer.justification } : {}),
  };
}

/** The errors of one question's draft answer (core's rule, the one the server applies). */
export function questionErrors(question: SurveyQuestion, draft: SurveyDraft): SurveyQuestionErrors {
  return surveyQuestionErrors(question, inputOf(question, answerOf(draft, question.id)));
}

/** The errors of every question, keeping only the questions that have one. */
export function draftErrors(questions: readonly SurveyQuestion[], draft: SurveyDraft): SurveyDraftErrors {
  const errors: Record<string, SurveyQuestionErrors> = {};
  for (const question of questions) {
    const found = questionErrors(question, draft);
    if (found.answer !== undefined || found.justification !== undefined) errors[String(question.id)] = found;
  }
  return errors;
}

/** The body of a submission: the questions answered, each with the parts its type uses. */
export function answersBody(questions: readonly SurveyQuestion[], draft: SurveyDraft): SurveyAnswersBody {
  const answers: Record<string, ReturnType<typeof inputOf>> = {};
  for (const question of questions) {
    const input = inputOf(question, answerOf(draft, question.id));
    if (isSurveyAnswerGiven(input)) answers[String(question.id)] = input;
  }
  return { answers };
}

/**
 * The server's `field_errors` of a 422 (`answers.<id>`, `answers.<id>.justification`) by question id, so each
 * shows at its question; paths of no question shown are dropped.
 */
export function serverErrors(
  questions: readonly SurveyQuestion[],
  fieldErrors: Readonly<Record<string, string>> | undefined,
): SurveyDraftErrors {
  const known = new Set(questions.map((question) => String(question.id)));
  const errors: Record<string, { answer?: SurveyAnswerError; justification?: SurveyAnswerError }> = {};
  for (const [path, code] of Object.entries(fieldErrors ?? {})) {
    const match = /^answers\.(\d+)(\.justification)?$/.exec(path);
    const id = match?.[1];
    if (id === undefined || !known.has(id)) continue;
    const entry = (errors[id] ??= {});
    entry[match?.[2] === undefined ? 'answer' : 'justification'] = code as SurveyAnswerError;
  }
  return errors;
}
