import type { ReactionAnswersBody, ReactionQuestion } from '@campus/core/schemas';

/** Longest comment, in characters (spec §5; the server refuses a longer one). */
export const MAX_REACTION_COMMENT = 256;

/** What the learner typed or chose, by question id: a rating as its number's text, a comment as typed. */
export type ReactionDraft = Readonly<Record<string, string>>;

/** Why an answer cannot be sent, as the message keys under `player.reaction` name it. */
export type ReactionFieldError = 'required' | 'out_of_range' | 'too_long' | 'invalid';

/** The errors of a draft before it is sent: required questions left empty, a comment over the limit. */
export function draftErrors(
  questions: readonly ReactionQuestion[],
  draft: ReactionDraft,
): Readonly<Record<string, ReactionFieldError>> {
  const errors: Record<string, ReactionFieldError> = {};
  for (const question of questions) {
    const value = (draft[question.id] ?? '').trim();
    if (value === '') {
      if (question.required) errors[question.id] = 'required';
    } else if (question.type === 'comment' && value.length > MAX_REACTION_COMMENT) errors[question.id] = 'too_long';
  }
  return errors;
}

/** The body of `answerReaction`: ratings as numbers, comments trimmed, empty answers left out. */
export function answersBody(questions: readonly ReactionQuestion[], draft: ReactionDraft): ReactionAnswersBody {
  const answers: Record<string, number | string> = {};
  for (const question of questions) {
    const value = (draft[question.id] ?? '').trim();
    if (value === '') continue;
    answers[question.id] = question.type === 'rating' ? Number(value) : value;
  }
  return { answers };
}

/**
 * The server's refusal of a 400 (`field_errors` by `body.answers.<question id>`, or only `fields` when its schema
 * refused the body) as errors by question id, so each shows beside its question.
 */
export function serverFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  fields: readonly string[],
): Readonly<Record<string, ReactionFieldError>> {
  const errors: Record<string, ReactionFieldError> = {};
  const prefix = 'body.answers.';
  for (const path of fields) if (path.startsWith(prefix)) errors[path.slice(prefix.length)] = 'invalid';
  for (const [path, code] of Object.entries(fieldErrors)) {
    if (!path.startsWith(prefix)) continue;
    errors[path.slice(prefix.length)] =
      code === 'required' || code === 'out_of_range' || code === 'too_long' ? code : 'invalid';
  }
  return errors;
}
