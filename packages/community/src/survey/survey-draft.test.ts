import type { SurveyQuestion } from '@campus/core/schemas';
import { describe, expect, it } from 'vitest';
import { answersBody, draftErrors, serverErrors } from './survey-draft.js';

const QUESTIONS: SurveyQuestion[] = [
  { id: 1, type: 'dissertative', text: 'O que achou?', mandatory: true, with_justification: false, options: [] },
  {
    id: 2,
    type: 'multiple_choice',
    text: 'Quais temas?',
    mandatory: false,
    with_justification: true,
    options: [
      { id: 5, text: 'Vendas' },
      { id: 6, text: 'Produtos' },
    ],
  },
];

describe('the survey draft', () => {
  it('finds each question’s errors with core’s rule', () => {
    expect(draftErrors(QUESTIONS, {})).toEqual({ '1': { answer: 'answer_required' } });
    expect(draftErrors(QUESTIONS, { '2': { options: [5], text: '', justification: '' } })).toEqual({
      '1': { answer: 'answer_required' },
      '2': { justification: 'justification_required' },
    });
  });

  it('sends the answered questions with the parts their type uses', () => {
    expect(
      answersBody(QUESTIONS, {
        '1': { options: [6], text: 'Bom', justification: 'x' },
        '2': { options: [], text: '', justification: '' },
      }),
    ).toEqual({ answers: { '1': { text: 'Bom' } } });
    expect(answersBody(QUESTIONS, { '2': { options: [5, 6], text: 'x', justification: 'Úteis' } })).toEqual({
      answers: { '2': { options: [5, 6], justification: 'Úteis' } },
    });
  });

  it('places the server’s field errors at their questions', () => {
    expect(
      serverErrors(QUESTIONS, {
        'answers.1': 'text_too_long',
        'answers.2.justification': 'justification_required',
        'answers.9': 'unknown_question',
      }),
    ).toEqual({ '1': { answer: 'text_too_long' }, '2': { justification: 'justification_required' } });
  });
});
