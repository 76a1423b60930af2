import { describe, expect, it } from 'vitest';
import {
  isScormValue,
  isStorableText,
  scormCmiSchema,
  scormCommitSchema,
  SCORM_CMI_MAX_DEPTH,
} from './scorm-runtime.js';

/** `levels` objects wrapped around a leaf. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { inner: value };
  return value;
}

describe('SCORM run-time schemas', () => {
  it('tells storable text from text with U+0000 or a lone surrogate', () => {
    expect(isStorableText('ção 😀 "\\" \n')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
  });

  it('accepts values up to the nesting bound, walking without recursion', () => {
    expect(isScormValue(nested(3), 3)).toBe(true);
    expect(isScormValue(nested(4), 3)).toBe(false);
    expect(isScormValue([1, 'a', true, null, { b: [2] }], 3)).toBe(true);
    expect(isScormValue({ 'a\ud800': 1 }, 3)).toBe(false);
    expect(isScormValue(Number.NaN, 3)).toBe(false);
    expect(isScormValue(undefined, 3)).toBe(false);
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(isScormValue(deep, SCORM_CMI_MAX_DEPTH)).toBe(false);
  });

  it('accepts SCORM 1.2 and 2004 data models, with collections as arrays or keyed by index', () => {
    const scorm12 = {
      core: { lesson_status: 'incomplete', lesson_location: '3', score: { raw: '80', min: '', max: '100' } },
      suspend_data: 'x'.repeat(70_000),
      objectives: { '0': { id: 'o1', status: 'passed', score: { raw: '1' } } },
      interactions: [{ id: 'q1', objectives: [{ id: 'o1' }], correct_responses: [{ pattern: 'a' }] }],
      student_data: { mastery_score: '80' },
      // SCORM 1.2's comments are text (2004's are collections).
      comments: 'Gostei',
      comments_from_lms: '',
    };
    expect(scormCmiSchema.safeParse(scorm12).success).toBe(true);
    const scorm2004 = {
      completion_status: 'incomplete',
      success_status: 'unknown',
      progress_measure: 0.25,
      location: null,
      learner_preference: { audio_level: 1, language: '', delivery_speed: 1, audio_captioning: 0 },
      comments_from_learner: [{ comment: 'ok', location: '', timestamp: '2026-11-26T09:00:00' }],
      'adl.nav.request': 'continue',
    };
    expect(scormCmiSchema.safeParse(scorm2004).success).toBe(true);
  });

  it('refuses shapes the server cannot read or store', () => {
    for (const cmi of [
      'suspend',
      [],
      { interactions: 'q1' },
      { interactions: ['q1'] },
      { objectives: { first: { id: 'a' } } },
      { suspend_data: { a: 1 } },
      { core: 'passed' },
      { comments_from_lms: 5 },
      { extension: nested(SCORM_CMI_MAX_DEPTH) },
      { 'name\ud800': 1 },
    ]) {
      expect(scormCmiSchema.safeParse(cmi).success, JSON.stringify(cmi)).toBe(false);
    }
    expect(scormCmiSchema.safeParse({ extension: nested(SCORM_CMI_MAX_DEPTH - 1) }).success).toBe(true);
    const commit = { sco: 'item_1', version: 'scorm2004', attempt: 1, sequence: 1, cmi: {} };
    expect(scormCommitSchema.safeParse(commit).success).toBe(true);
    for (const change of [{ sequence: 0 }, { attempt: 1.5 }, { version: 'aicc' }, { sequence: 2 ** 31 }, { sco: '' }]) {
      expect(scormCommitSchema.safeParse({ ...commit, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });
});
