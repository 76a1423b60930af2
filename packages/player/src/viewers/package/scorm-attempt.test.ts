import { describe, expect, it } from 'vitest';
import type { ScormRuntime } from '@campus/core/schemas';
import { planScoSession, scoStatusOf } from './scorm-attempt.js';
import { startIndexOf } from './scorm-start.js';
import type { ScormTocItem } from '@campus/core/schemas';

const runtime = (fields: Partial<ScormRuntime>): ScormRuntime => ({
  sco: 'sco-1',
  version: 'scorm12',
  attempt: 1,
  sequence: 4,
  cmi: {},
  ...fields,
});

describe('planScoSession', () => {
  it('starts a first launch from the beginning of attempt 1', () => {
    expect(planScoSession(runtime({ version: null, sequence: 0 }), 'scorm12')).toEqual({
      attempt: 1,
      sequence: 0,
      cmi: {},
      entry: 'ab-initio',
      newAttempt: false,
    });
  });

  it('resumes an unfinished attempt with its data, suspended or not (SCORM 1.2)', () => {
    const cmi = { core: { lesson_status: 'incomplete', exit: 'suspend', lesson_location: 'p3' }, suspend_data: 'x' };
    expect(planScoSession(runtime({ cmi }), 'scorm12')).toEqual({
      attempt: 1,
      sequence: 4,
      cmi,
      entry: 'resume',
      newAttempt: false,
    });
    const unsuspended = { core: { lesson_status: 'incomplete', exit: '' } };
    expect(planScoSession(runtime({ cmi: unsuspended }), 'scorm12').entry).toBe('resume');
  });

  it('starts a new attempt when the stored one ended done without suspend, and resumes a suspended done one', () => {
    const done = planScoSession(
      runtime({ attempt: 2, cmi: { core: { lesson_status: 'passed', exit: '' } } }),
      'scorm12',
    );
    expect(done).toEqual({ attempt: 3, sequence: 0, cmi: {}, entry: 'ab-initio', newAttempt: true });
    const failed = runtime({ cmi: { core: { lesson_status: 'failed', exit: 'logout' } } });
    expect(planScoSession(failed, 'scorm12').newAttempt).toBe(true);
    const suspended = runtime({ cmi: { core: { lesson_status: 'completed', exit: 'suspend' } } });
    expect(planScoSession(suspended, 'scorm12')).toMatchObject({ attempt: 1, entry: 'resume', newAttempt: false });
  });

  it('follows SCORM 2004’s cmi.exit and statuses', () => {
    const completed = runtime({ version: 'scorm2004', cmi: { completion_status: 'completed', exit: 'normal' } });
    expect(planScoSession(completed, 'scorm2004')).toMatchObject({ attempt: 2, entry: 'ab-initio', newAttempt: true });
    const suspended = runtime({
      version: 'scorm2004',
      cmi: { completion_status: 'completed', exit: 'suspend', location: 'p9' },
    });
    expect(planScoSession(suspended, 'scorm2004')).toMatchObject({ attempt: 1, sequence: 4, entry: 'resume' });
    const incomplete = runtime({ version: 'scorm2004', cmi: { completion_status: 'incomplete', exit: 'normal' } });
    expect(planScoSession(incomplete, 'scorm2004')).toMatchObject({ attempt: 1, entry: 'resume' });
  });

  it('starts a new attempt when the stored data is of the other SCORM version (a re-imported package)', () => {
    const stored = runtime({ version: 'scorm12', cmi: { core: { lesson_status: 'incomplete' } } });
    expect(planScoSession(stored, 'scorm2004')).toMatchObject({ attempt: 2, sequence: 0, newAttempt: true });
  });
});

describe('scoStatusOf', () => {
  it('reads the table of contents status from the stored model', () => {
    expect(scoStatusOf(undefined)).toBe('not_started');
    expect(scoStatusOf(runtime({ version: null, sequence: 0 }))).toBe('not_started');
    expect(scoStatusOf(runtime({ cmi: { core: { lesson_status: 'incomplete' } } }))).toBe('in_progress');
    expect(scoStatusOf(runtime({ cmi: { core: { lesson_status: 'completed' } } }))).toBe('completed');
    // The mastery score the player loaded judges the score (1.2).
    const scored = {
      core: { lesson_status: 'completed', score: { raw: '50' } },
      student_data: { mastery_score: '80' },
    };
    expect(scoStatusOf(runtime({ cmi: scored }))).toBe('failed');
    expect(scoStatusOf(runtime({ version: 'scorm2004', cmi: { success_status: 'passed' } }))).toBe('passed');
  });
});

const item = (identifier: string, fields: Partial<ScormTocItem> = {}): ScormTocItem => ({
  identifier,
  title: identifier,
  level: 0,
  visible: true,
  scorm_type: 'sco',
  launch_url: `${identifier}.html`,
  data_from_lms: null,
  mastery_score: null,
  ...fields,
});

describe('startIndexOf', () => {
  const items = [
    item('intro', { scorm_type: 'asset' }),
    item('group', { scorm_type: null, launch_url: null }),
    item('a', { level: 1 }),
    item('b', { level: 1 }),
    item('c'),
  ];
  const stored = (statuses: Record<string, string>) =>
    new Map(
      Object.entries(statuses).map(([sco, status]) => [
        sco,
        runtime({ sco, cmi: { core: { lesson_status: status } } }),
      ]),
    );

  it('opens the first launchable item for a learner who has not started, and when everything is done', () => {
    expect(startIndexOf(items, new Map())).toBe(0);
    expect(startIndexOf(items, stored({ a: 'completed', b: 'passed', c: 'completed' }))).toBe(0);
  });

  it('resumes the first unfinished SCO, else the first not started one', () => {
    expect(startIndexOf(items, stored({ a: 'completed', b: 'incomplete' }))).toBe(3);
    expect(startIndexOf(items, stored({ a: 'completed' }))).toBe(3);
    expect(startIndexOf(items, stored({ a: 'completed', b: 'completed' }))).toBe(4);
  });
});
