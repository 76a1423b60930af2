import type { QuestionAnswer, TestQuestion } from '../schemas/test-attempts.js';
import type { TestDocument, TestDocumentQuestion } from '../schemas/test-document.js';

/*
 * How a test's answers are checked and scored (issue 21). The server scores with these; the player uses
 * `answerFits` to tell a learner an answer cannot be saved before sending it.
 */

/** A number as people type it: `0,5`, `0.5`, `-3`, `1 000,25` (no thousands separator but spaces). */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A short answer folded for comparison: surrounding and repeated spaces, case (in the locale's rules) and accents
 * ignored. `São  Paulo ` and `sao paulo` fold alike.
 * @example foldShortText(' Ação ', 'pt-BR') // 'acao'
 */
export function foldShortText(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase(locale);
}

/** A typed number's value, or `null` when the text is not a plain number (`0,5` and `0.5` are both ½). */
function typedNumber(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '');
  return NUMBER.test(compact) ? Number(compact.replace(',', '.')) : null;
}

/**
 * Whether a typed answer matches an accepted one, leniently: case, accents and surrounding spaces ignored; numbers
 * compared by value whichever decimal separator is typed.
 * @example shortTextMatches('0,5', '0.5', 'en-US') // true
 * @example shortTextMatches('sao paulo', 'São Paulo', 'pt-BR') // true
 */
export function shortTextMatches(typed: string, accepted: string, locale: string): boolean {
  const typedValue = typedNumber(typed);
  const acceptedValue = typedNumber(accepted);
  if (typedValue !== null && acceptedValue !== null) return typedValue === acceptedValue;
  const folded = foldShortText(typed, locale);
  return folded !== '' && folded === foldShortText(accepted, locale);
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && new Set(a).size === a.length && a.every((key) => b.includes(key));

/**
 * Whether an answer is right: `null` when the question has no answer key (an unevaluated quiz), `false` when it is
 * unanswered or of the wrong shape.
 */
export function isAnswerCorrect(
  question: TestDocumentQuestion,
  answer: QuestionAnswer | undefined,
  locale: string,
): boolean | null {
  switch (question.type) {
    case 'single_choice':
      return question.correct === undefined ? null : answer === question.correct;
    case 'multiple_choice':
      return question.correct === undefined ? null : Array.isArray(answer) && sameSet(answer, question.correct);
    case 'true_false':
      return question.correct === undefined ? null : answer === question.correct;
    case 'short_text':
      if (question.accepted === undefined) return null;
      return (
        typeof answer === 'string' && question.accepted.some((accepted) => shortTextMatches(answer, accepted, locale))
      );
    case 'ordering':
      return (
        Array.isArray(answer) &&
        answer.length === question.items.length &&
        question.items.every((item, index) => answer[index] === item.id)
      );
  }
}

/** The right answer of a question as the review shows it (`null` when it has none). */
export function rightAnswer(question: TestDocumentQuestion): QuestionAnswer | null {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'true_false':
      return question.correct ?? null;
    case 'short_text':
      return question.accepted?.[0] ?? null;
    case 'ordering':
      return question.items.map((item) => item.id);
  }
}

/**
 * The score of answered questions, 0–100, rounded down (so 69.9 never passes a minimum of 70): the share of
 * questions answered right. An unanswered question counts as wrong.
 * @example scoreAnswers([true, false, true, true]) // 75
 */
export function scoreAnswers(correct: readonly (boolean | null)[]): number {
  if (correct.length === 0) return 0;
  return Math.floor((correct.filter((right) => right === true).length * 100) / correct.length);
}

/**
 * Whether an answer has the shape its question takes: an option of a single choice; distinct options of a
 * multiple choice; a boolean for true or false; a text of at most 256 characters for a short answer; every item
 * once for an ordering. The server refuses (400) what does not fit; the player never sends it.
 */
export function answerFits(question: TestQuestion, answer: QuestionAnswer): boolean {
  switch (question.type) {
    case 'single_choice':
      return typeof answer === 'string' && question.options.some((option) => option.id === answer);
    case 'multiple_choice':
      return (
        Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((key) => question.options.some((option) => option.id === key))
      );
    case 'true_false':
      return typeof answer === 'boolean';
    case 'short_text':
      return typeof answer === 'string' && answer.length <= 256;
    case 'ordering':
      return (
        Array.isArray(answer) &&
        sameSet(
          answer,
          question.items.map((item) => item.id),
        )
      );
  }
}

/** A problem of a test document beyond its schema, as the import reports it (`path` in the document). */
export interface TestDocumentProblem {
  readonly path: string;
  readonly code:
    | 'duplicate_question_id'
    | 'duplicate_option_id'
    | 'unknown_correct_option'
    | 'missing_answer_key'
    | 'too_many_questions_drawn';
}

const duplicates = (keys: readonly string[]): boolean => new Set(keys).size !== keys.length;

/**
 * What makes a schema-valid test document unusable: duplicate question or option ids, an answer key naming no
 * option, a question without an answer key in a scored test (`evaluated`), or more questions drawn than the bank
 * holds. Empty when the document is sound.
 */
export function testDocumentProblems(document: TestDocument, evaluated: boolean): TestDocumentProblem[] {
  const problems: TestDocumentProblem[] = [];
  if (duplicates(document.questions.map((question) => question.id))) {
    problems.push({ path: 'questions', code: 'duplicate_question_id' });
  }
  if (document.qty_questions !== null && document.qty_questions > document.questions.length) {
    problems.push({ path: 'qty_questions', code: 'too_many_questions_drawn' });
  }
  document.questions.forEach((question, index) => {
    const path = `questions.${String(index)}`;
    const options = question.type === 'ordering' ? question.items : 'options' in question ? question.options : [];
    if (duplicates(options.map((option) => option.id))) problems.push({ path, code: 'duplicate_option_id' });
    const key = rightAnswer(question);
    if (question.type !== 'ordering' && evaluated && key === null) problems.push({ path, code: 'missing_answer_key' });
    if (question.type === 'single_choice' || question.type === 'multiple_choice') {
      const keys =
        question.type === 'single_choice'
          ? question.correct === undefined
            ? []
            : [question.correct]
          : (question.correct ?? []);
      if (keys.some((id) => !options.some((option) => option.id === id))) {
        problems.push({ path: `${path}.correct`, code: 'unknown_correct_option' });
      }
    }
  });
  return problems;
}
