import { describe, expect, it } from 'vitest';
import { cmiOfCommit, cmiToLoad, runtimeVersionOf } from './scorm-cmi.js';
import type { ScoLaunchFacts } from './scorm-cmi.js';
import { loadScormRuntime } from './scorm-runtime-loader.js';
import { scormCommitSchema } from '@campus/core/schemas';

/** Whether the server would take `cmi` in a commit (core's wire schema). */
const scormCmiSchemaParses = (cmi: unknown) =>
  scormCommitSchema.safeParse({ sco: 's', version: 'scorm12', attempt: 1, sequence: 1, cmi }).success;

const FACTS: ScoLaunchFacts = {
  learnerId: '7',
  learnerName: 'Ana Souza',
  entry: 'resume',
  credit: 'credit',
  mode: 'normal',
  launchData: 'level=2',
  masteryScore: 80,
  completionThreshold: 0.75,
};

/** A stored SCORM 1.2 model as the database gives it back: jsonb sorts keys (shortest first), interactions keyed by index. */
const STORED_12 = {
  core: {
    exit: 'suspend',
    entry: 'ab-initio',
    credit: 'no-credit',
    student_id: '999',
    lesson_mode: 'browse',
    total_time: '00:10:00',
    session_time: '00:04:00',
    lesson_status: 'incomplete',
    lesson_location: 'slide-7',
    score: { raw: '40', min: '', max: '100' },
  },
  launch_data: 'stale',
  suspend_data: 'x'.repeat(20_000),
  student_data: { mastery_score: '10', max_time_allowed: '' },
  interactions: {
    '0': { result: 'correct', type: 'choice', id: 'q1', student_response: 'a' },
    '1': { result: 'wrong', type: 'choice', id: 'q2', student_response: 'b' },
  },
};

describe('cmiToLoad', () => {
  it('drops the last session’s elements and sets the learner, entry, credit, mode, launch data and mastery score (1.2)', () => {
    const cmi = cmiToLoad('1.2', STORED_12, FACTS);
    expect(cmi['core']).toEqual({
      total_time: '00:10:00',
      lesson_status: 'incomplete',
      lesson_location: 'slide-7',
      score: { raw: '40', min: '', max: '100' },
      student_id: '7',
      student_name: 'Ana Souza',
      credit: 'credit',
      lesson_mode: 'normal',
      entry: 'resume',
    });
    expect(cmi['launch_data']).toBe('level=2');
    expect(cmi['student_data']).toEqual({ max_time_allowed: '', mastery_score: '80' });
    // Interactions as an array with id and type first, whatever order the database kept.
    const interactions = cmi['interactions'] as Record<string, unknown>[];
    expect(interactions.map((entry) => Object.keys(entry).slice(0, 2))).toEqual([
      ['id', 'type'],
      ['id', 'type'],
    ]);
    expect(interactions[1]).toMatchObject({ id: 'q2', student_response: 'b' });
  });

  it('sets SCORM 2004’s learner, entry, credit, mode, launch data and completion threshold', () => {
    const cmi = cmiToLoad(
      '2004',
      {
        location: 'p4',
        exit: 'suspend',
        session_time: 'PT5M',
        learner_id: 'x',
        completion_threshold: '0.1',
        suspend_data: 'abc',
      },
      { ...FACTS, entry: '', launchData: null },
    );
    expect(cmi).toEqual({
      location: 'p4',
      suspend_data: 'abc',
      learner_id: '7',
      learner_name: 'Ana Souza',
      credit: 'credit',
      mode: 'normal',
      entry: '',
      completion_threshold: '0.75',
    });
  });

  it('resumes a SCO in scorm-again: the bookmark, suspend data, interactions and previous total time come back', async () => {
    const modules = await loadScormRuntime('1.2');
    const api = modules.createApi({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
    api.loadFromJSON(cmiToLoad('1.2', STORED_12, FACTS), '');
    const sco = api as unknown as Record<string, (...args: string[]) => string>;
    expect(sco['LMSInitialize']?.('')).toBe('true');
    expect(sco['LMSGetValue']?.('cmi.core.entry')).toBe('resume');
    expect(sco['LMSGetValue']?.('cmi.core.lesson_location')).toBe('slide-7');
    expect(sco['LMSGetValue']?.('cmi.suspend_data')).toHaveLength(20_000);
    expect(sco['LMSGetValue']?.('cmi.core.student_name')).toBe('Ana Souza');
    expect(sco['LMSGetValue']?.('cmi.launch_data')).toBe('level=2');
    expect(sco['LMSGetValue']?.('cmi.student_data.mastery_score')).toBe('80');
    expect(sco['LMSGetValue']?.('cmi.interactions._count')).toBe('2');
    expect(sco['LMSSetValue']?.('cmi.core.session_time', '00:05:00')).toBe('true');
    // The next commit's total time adds this session to the stored total, never the old session again.
    const cmi = cmiOfCommit('1.2', api.renderCommitCMI(false, true));
    // What the server's schema takes: SCORM 1.2's comments_from_lms (LMS text) is not sent back.
    expect(scormCmiSchemaParses(cmi)).toBe(true);
    expect(cmi).not.toHaveProperty('comments_from_lms');
    expect((cmi['core'] as Record<string, unknown>)['total_time']).toBe('00:15:00');
    expect((cmi['interactions'] as Record<string, Record<string, unknown>>)['1']?.['id']).toBe('q2');
  });

  it('resumes a SCORM 2004 SCO with its location and interactions', async () => {
    const modules = await loadScormRuntime('2004');
    const api = modules.createApi({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
    const stored = {
      location: 'p2',
      suspend_data: 's'.repeat(64_000),
      completion_status: 'incomplete',
      interactions: { '0': { learner_response: 'a', result: 'correct', type: 'choice', id: 'q1' } },
    };
    api.loadFromJSON(cmiToLoad('2004', stored, FACTS), '');
    const sco = api as unknown as Record<string, (...args: string[]) => string>;
    expect(sco['Initialize']?.('')).toBe('true');
    expect(sco['GetValue']?.('cmi.entry')).toBe('resume');
    expect(sco['GetValue']?.('cmi.location')).toBe('p2');
    expect(sco['GetValue']?.('cmi.suspend_data')).toHaveLength(64_000);
    expect(sco['GetValue']?.('cmi.interactions.0.learner_response')).toBe('a');
    expect(sco['GetValue']?.('cmi.completion_threshold')).toBe('0.75');
    expect(sco['SetValue']?.('cmi.comments_from_learner.0.comment', 'Bom')).toBe('true');
    const cmi = cmiOfCommit('2004', api.renderCommitCMI(true, true));
    expect(scormCommitSchema.safeParse({ sco: 's', version: 'scorm2004', attempt: 1, sequence: 1, cmi }).success).toBe(
      true,
    );
  });
});

describe('cmiOfCommit', () => {
  it('takes the cmi of a rendered commit and makes its text storable', () => {
    expect(
      cmiOfCommit('2004', { cmi: { suspend_data: 'a\u0000b\uD800c', core: { lesson_status: 'passed' } } }),
    ).toEqual({
      suspend_data: 'ab\uFFFDc',
      core: { lesson_status: 'passed' },
    });
    // A well-formed pair stays as it is.
    expect(cmiOfCommit('2004', { cmi: { suspend_data: '😀' } })).toEqual({ suspend_data: '😀' });
    expect(cmiOfCommit('1.2', undefined)).toEqual({});
    expect(runtimeVersionOf('1.2')).toBe('scorm12');
    expect(runtimeVersionOf('2004')).toBe('scorm2004');
  });
});
