import type { ReactionAnswersBody, ReactionQuestion } from '@campus/core/schemas';

/** Longest comment of a reaction evaluation, in characters (spec §5: free texts of 256 characters). */
export const MAX_REACTION_COMMENT = 256;

/**
 * Why one answer of a reaction evaluation is refused, sent per field in `field_errors` of a 400 so the player can
 * show each inline: an unknown question id, a required question left empty, a rating outside 1..scale, a comment
 * over {@link MAX_REACTION_COMMENT} characters, or a rating sent as text (a comment as a number).
 */
export type ReactionAnswerError = 'unknown_question' | 'required' | 'out_of_range' | 'too_long' | 'wrong_type';

/** The answers to store, by question id: ratings as numbers, comments trimmed; empty comments left out. */
export type StoredReactionAnswers = Readonly<Record<string, number | string>>;

/** The outcome of {@link checkReactionAnswers}: the answers to store, or the refusal of each failing field. */
export type ReactionAnswersCheck =
  | { readonly ok: true; readonly answers: StoredReactionAnswers }
  | { readonly ok: false; readonly errors: Readonly<Record<string, ReactionAnswerError>> };

/** The error of one question's answer, or `null` when it may be stored (an absent optional answer included). */
function answerError(question: ReactionQuestion, value: number | string | undefined): ReactionAnswerError | null {
  if (question.type === 'rating') {
    if (value === undefined) return question.required ? 'required' : null;
    if (typeof value !== 'number') return 'wrong_type';
    return Number.isInteger(value) && value >= 1 && value <= question.scale ? null : 'out_of_range';
  }
  if (value === undefined) return question.required ? 'required' : null;
  if (typeof value !== 'string') return 'wrong_type';
  const text = value.trim();
  if (text === '') return question.required ? 'required' : null;
  return text.length > MAX_REACTION_COMMENT ? 'too_long' : null;
}

/**
 * Checks a learner's answers against the evaluation's questions. The server checks them itself, whatever the
 * player did: every answer must name a question of the document, fit its type and range, and every required
 * question must be answered. Field names are the request paths (`body.answers.<question id>`).
 */
export function checkReactionAnswers(
  questions: readonly ReactionQuestion[],
  answers: ReactionAnswersBody['answers'],
): ReactionAnswersCheck {
  const errors: Record<string, ReactionAnswerError> = {};
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[`body.answers.${id}`] = 'unknown_question';
  const stored: Record<string, number | string> = {};
  for (const question of questions) {
    const value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const error = answerError(question, value);
    if (error !== null) errors[`body.answers.${question.id}`] = error;
    else if (typeof value === 'number') stored[question.id] = value;
    else if (typeof value === 'string' && value.trim() !== '') stored[question.id] = value.trim();
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: stored };
}
