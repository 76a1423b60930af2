import { describe, expect, it } from 'vitest';
import { testDocumentSchema } from '../schemas/test-document.js';
import type { TestDocumentQuestion } from '../schemas/test-document.js';
import type { TestQuestion } from '../schemas/test-attempts.js';
import {
  answerFits,
  foldShortText,
  isAnswerCorrect,
  rightAnswer,
  scoreAnswers,
  shortTextMatches,
  testDocumentProblems,
} from './test-answers.js';

const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
  { id: 'c', text: 'C' },
];

describe('short answers', () => {
  it('ignore case, accents and surrounding or repeated spaces in the locale', () => {
    expect(foldShortText('  São   Paulo ', 'pt-BR')).toBe('sao paulo');
    expect(shortTextMatches('sao paulo', 'São Paulo', 'pt-BR')).toBe(true);
    expect(shortTextMatches('ÉTÉ', 'été', 'fr-FR')).toBe(true);
    expect(shortTextMatches('Sao Paul', 'São Paulo', 'pt-BR')).toBe(false);
  });

  it('compare numbers by value with either decimal separator', () => {
    expect(shortTextMatches('0,5', '0.5', 'en-US')).toBe(true);
    expect(shortTextMatches(' 0.50 ', '0,5', 'pt-BR')).toBe(true);
    expect(shortTextMatches('0,6', '0.5', 'pt-BR')).toBe(false);
    expect(shortTextMatches('', '', 'pt-BR')).toBe(false);
  });
});

describe('isAnswerCorrect', () => {
  const single: TestDocumentQuestion = { id: 'q', type: 'single_choice', text: 'Q', options, correct: 'b' };
  const multiple: TestDocumentQuestion = { id: 'q', type: 'multiple_choice', text: 'Q', options, correct: ['a', 'c'] };
  const ordering: TestDocumentQuestion = { id: 'q', type: 'ordering', text: 'Q', items: options };

  it('checks each type against its key', () => {
    expect(isAnswerCorrect(single, 'b', 'pt-BR')).toBe(true);
    expect(isAnswerCorrect(single, 'a', 'pt-BR')).toBe(false);
    expect(isAnswerCorrect(multiple, ['c', 'a'], 'pt-BR')).toBe(true);
    expect(isAnswerCorrect(multiple, ['a'], 'pt-BR')).toBe(false);
    expect(isAnswerCorrect(multiple, ['a', 'a'], 'pt-BR')).toBe(false);
    expect(isAnswerCorrect({ id: 'q', type: 'true_false', text: 'Q', correct: false }, false, 'pt-BR')).toBe(true);
    expect(isAnswerCorrect(ordering, ['a', 'b', 'c'], 'pt-BR')).toBe(true);
    expect(isAnswerCorrect(ordering, ['b', 'a', 'c'], 'pt-BR')).toBe(false);
    expect(isAnswerCorrect(single, undefined, 'pt-BR')).toBe(false);
  });

  it('is null for a question without a key (an unevaluated quiz)', () => {
    expect(isAnswerCorrect({ id: 'q', type: 'single_choice', text: 'Q', options }, 'a', 'pt-BR')).toBeNull();
    expect(rightAnswer({ id: 'q', type: 'short_text', text: 'Q' })).toBeNull();
  });
});

describe('scoreAnswers', () => {
  it('is the share of right answers, rounded down', () => {
    expect(scoreAnswers([true, false, true])).toBe(66);
    expect(scoreAnswers([true, true])).toBe(100);
    expect(scoreAnswers([])).toBe(0);
  });
});

describe('answerFits', () => {
  const single: TestQuestion = { id: 'q', type: 'single_choice', text: 'Q', options };
  const ordering: TestQuestion = { id: 'q', type: 'ordering', text: 'Q', items: options };

  it('refuses answers of another shape or naming no option', () => {
    expect(answerFits(single, 'a')).toBe(true);
    expect(answerFits(single, 'z')).toBe(false);
    expect(answerFits(single, true)).toBe(false);
    expect(answerFits({ ...single, type: 'multiple_choice' }, ['a', 'a'])).toBe(false);
    expect(answerFits(ordering, ['c', 'a', 'b'])).toBe(true);
    expect(answerFits(ordering, ['c', 'a'])).toBe(false);
    expect(answerFits({ id: 'q', type: 'short_text', text: 'Q' }, 'x'.repeat(257))).toBe(false);
  });
});

describe('testDocumentProblems', () => {
  it('finds duplicate ids, keys naming no option, missing keys in scored tests and overdrawn banks', () => {
    const document = testDocumentSchema.parse({
      qty_questions: 3,
      questions: [
        { id: 'q1', type: 'single_choice', text: 'Q', options, correct: 'z' },
        { id: 'q1', type: 'true_false', text: 'Q' },
      ],
    });
    expect(testDocumentProblems(document, true)).toEqual([
      { path: 'questions', code: 'duplicate_question_id' },
      { path: 'qty_questions', code: 'too_many_questions_drawn' },
      { path: 'questions.0.correct', code: 'unknown_correct_option' },
      { path: 'questions.1', code: 'missing_answer_key' },
    ]);
    expect(testDocumentProblems(document, false)).not.toContainEqual({
      path: 'questions.1',
      code: 'missing_answer_key',
    });
  });

  it('fills the defaults of spec §3', () => {
    const document = testDocumentSchema.parse({
      questions: [{ id: 'q', type: 'true_false', text: 'Q', correct: true }],
    });
    expect(document).toMatchObject({
      minimum_score: 70,
      qty_questions: null,
      maximum_attempts: null,
      time_to_answer: null,
    });
    expect(testDocumentProblems(document, true)).toEqual([]);
  });
});
