import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, isSurveyOpen, surveyQuestionErrors, surveyStatus } from './surveys.js';
import type { SurveyQuestionRule } from './surveys.js';

const text: SurveyQuestionRule = {
  id: 1,
  type: 'dissertative',
  mandatory: true,
  with_justification: false,
  options: [],
};
const many: SurveyQuestionRule = {
  id: 2,
  type: 'multiple_choice',
  mandatory: true,
  with_justification: true,
  options: [{ id: 10 }, { id: 11 }, { id: 12 }],
};
const one: SurveyQuestionRule = {
  id: 3,
  type: 'alternatives',
  mandatory: false,
  with_justification: false,
  options: [{ id: 20 }, { id: 21 }],
};

describe('surveyStatus', () => {
  const survey = { published: true, begin_at: '2026-03-01T12:00:00Z', end_at: '2026-03-31T12:00:00Z' };
  it('is unpublished first, then upcoming, open from the start, closed from the end', () => {
    expect(surveyStatus({ ...survey, published: false }, Date.parse('2026-03-10T00:00:00Z'))).toBe('unpublished');
    expect(surveyStatus(survey, Date.parse('2026-03-01T11:59:59Z'))).toBe('upcoming');
    expect(surveyStatus(survey, Date.parse('2026-03-01T12:00:00Z'))).toBe('open');
    expect(surveyStatus(survey, Date.parse('2026-03-31T11:59:59Z'))).toBe('open');
    expect(surveyStatus(survey, Date.parse('2026-03-31T12:00:00Z'))).toBe('closed');
    expect(isSurveyOpen({ ...survey, end_at: null }, Date.parse('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('surveyQuestionErrors', () => {
  it('asks for a mandatory answer: a text, or at least one option (spec §5)', () => {
    expect(surveyQuestionErrors(text, undefined)).toEqual({ answer: 'answer_required' });
    expect(surveyQuestionErrors(text, { text: '   ' })).toEqual({ answer: 'answer_required' });
    expect(surveyQuestionErrors(many, { options: [] })).toEqual({ answer: 'option_required' });
  });

  it('leaves an optional question alone, but a started answer must be whole', () => {
    expect(surveyQuestionErrors(one, undefined)).toEqual({});
    expect(surveyQuestionErrors(one, { options: [], text: '' })).toEqual({});
    expect(surveyQuestionErrors({ ...one, with_justification: true }, { justification: 'porque' })).toEqual({
      answer: 'option_required',
    });
  });

  it('takes one option for alternatives, only the question’s options, and a justification when asked', () => {
    expect(surveyQuestionErrors(one, { options: [20, 21] })).toEqual({ answer: 'single_option' });
    expect(surveyQuestionErrors(one, { options: [99] })).toEqual({ answer: 'unknown_option' });
    expect(surveyQuestionErrors(many, { options: [10, 12] })).toEqual({ justification: 'justification_required' });
    expect(surveyQuestionErrors(many, { options: [10, 12], justification: 'ok' })).toEqual({});
  });

  it('refuses texts over 256 characters, counting code points', () => {
    expect(surveyQuestionErrors(text, { text: '😀'.repeat(256) })).toEqual({});
    expect(surveyQuestionErrors(text, { text: 'a'.repeat(257) })).toEqual({ answer: 'text_too_long' });
    expect(surveyQuestionErrors(many, { options: [10], justification: 'b'.repeat(257) })).toEqual({
      justification: 'text_too_long',
    });
  });
});

describe('checkSurveyAnswers', () => {
  it('names each refusal by its field path, unknown questions included', () => {
    const check = checkSurveyAnswers([text, many, one], {
      '2': { options: [10] },
      '3': { options: [20, 21] },
      '9': {},
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        'answers.9': 'unknown_question',
        'answers.1': 'answer_required',
        'answers.2.justification': 'justification_required',
        'answers.3': 'single_option',
      },
    });
  });

  it('keeps what each question uses, trimmed, and leaves untouched optional questions out', () => {
    const check = checkSurveyAnswers([text, many, one], {
      '1': { text: '  Gostei  ', options: [10] },
      '2': { options: [11, 11, 12], justification: ' Úteis ', text: 'ignored' },
    });
    expect(check).toEqual({
      ok: true,
      answers: {
        '1': { options: [], text: 'Gostei', justification: null },
        '2': { options: [11, 12], text: null, justification: 'Úteis' },
      },
    });
  });
});
