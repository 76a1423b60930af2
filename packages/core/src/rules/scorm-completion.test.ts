import { describe, expect, it } from 'vitest';
import { scorm12Outcome, scorm2004Outcome, scormActivityState, scormOutcomeFromCmi } from './scorm-completion.js';

const single = (outcome: Parameters<typeof scormActivityState>[0][number]) => scormActivityState([outcome]);

describe('SCORM 1.2 cmi.core.lesson_status', () => {
  it('maps each vocabulary value to an activity status', () => {
    expect(single(scorm12Outcome({ lessonStatus: 'passed' }))).toEqual({ status: 'approved', progress: 100 });
    expect(single(scorm12Outcome({ lessonStatus: 'completed' }))).toEqual({ status: 'finished', progress: 100 });
    expect(single(scorm12Outcome({ lessonStatus: 'failed' }))).toEqual({ status: 'reproved', progress: 100 });
    expect(single(scorm12Outcome({ lessonStatus: 'incomplete' }))).toEqual({ status: 'in_progress', progress: 0 });
    expect(single(scorm12Outcome({ lessonStatus: 'browsed' }))).toEqual({ status: 'in_progress', progress: 0 });
    expect(single(scorm12Outcome({ lessonStatus: 'not attempted' }))).toEqual({ status: 'in_progress', progress: 0 });
  });

  it('reads the values sloppy content writes: any case, padding, underscores', () => {
    expect(scorm12Outcome({ lessonStatus: 'Completed' }).completion).toBe('completed');
    expect(scorm12Outcome({ lessonStatus: ' PASSED ' }).success).toBe('passed');
    expect(scorm12Outcome({ lessonStatus: 'Not_Attempted' }).completion).toBe('not_attempted');
    expect(scorm12Outcome({ lessonStatus: 'done' })).toEqual({
      completion: 'unknown',
      success: 'unknown',
      progressMeasure: null,
    });
    expect(scorm12Outcome({ lessonStatus: null }).completion).toBe('unknown');
    expect(scorm12Outcome({}).completion).toBe('unknown');
  });

  it('judges a finished SCO against the mastery score, not an unfinished one', () => {
    expect(scorm12Outcome({ lessonStatus: 'completed', scoreRaw: '80', masteryScore: '70' }).success).toBe('passed');
    expect(scorm12Outcome({ lessonStatus: 'completed', scoreRaw: '60', masteryScore: 70 }).success).toBe('failed');
    expect(scorm12Outcome({ lessonStatus: 'passed', scoreRaw: 60, masteryScore: 70 }).success).toBe('failed');
    expect(scorm12Outcome({ lessonStatus: 'incomplete', scoreRaw: '10', masteryScore: '70' }).success).toBe('unknown');
    expect(scorm12Outcome({ lessonStatus: 'completed', scoreRaw: '', masteryScore: '70' }).success).toBe('unknown');
    expect(scorm12Outcome({ lessonStatus: 'completed', scoreRaw: 'abc', masteryScore: '70' }).success).toBe('unknown');
  });
});

describe('SCORM 2004 cmi.completion_status and cmi.success_status', () => {
  it('maps the pair to an activity status, success first', () => {
    const state = (completionStatus: string, successStatus: string) =>
      single(scorm2004Outcome({ completionStatus, successStatus })).status;
    expect(state('completed', 'passed')).toBe('approved');
    expect(state('completed', 'unknown')).toBe('finished');
    expect(state('completed', 'failed')).toBe('reproved');
    expect(state('incomplete', 'failed')).toBe('reproved');
    expect(state('unknown', 'passed')).toBe('approved');
    expect(state('incomplete', 'unknown')).toBe('in_progress');
    expect(state('not attempted', 'unknown')).toBe('in_progress');
    expect(state('unknown', 'unknown')).toBe('in_progress');
  });

  it('treats values outside the vocabulary as unknown, in any case', () => {
    expect(scorm2004Outcome({ completionStatus: 'COMPLETED', successStatus: 'Passed' })).toEqual({
      completion: 'completed',
      success: 'passed',
      progressMeasure: null,
    });
    expect(scorm2004Outcome({ completionStatus: 'finished', successStatus: 'ok' })).toEqual({
      completion: 'unknown',
      success: 'unknown',
      progressMeasure: null,
    });
  });

  it('judges completion from completion_threshold and progress_measure when both are given (RTE 4.2.4.1)', () => {
    expect(
      scorm2004Outcome({ completionStatus: 'incomplete', completionThreshold: '0.8', progressMeasure: '0.8' })
        .completion,
    ).toBe('completed');
    expect(
      scorm2004Outcome({ completionStatus: 'completed', completionThreshold: 0.8, progressMeasure: 0.5 }).completion,
    ).toBe('incomplete');
    expect(scorm2004Outcome({ completionStatus: 'completed', completionThreshold: '0.8' }).completion).toBe(
      'completed',
    );
    expect(scorm2004Outcome({ completionStatus: 'incomplete', progressMeasure: '1' }).completion).toBe('incomplete');
    expect(
      scorm2004Outcome({ completionStatus: 'incomplete', completionThreshold: '2', progressMeasure: '1' }).completion,
    ).toBe('incomplete');
  });

  it('judges success from scaled_passing_score and score.scaled when both are given (RTE 4.2.22)', () => {
    expect(scorm2004Outcome({ successStatus: 'failed', scaledPassingScore: '0.7', scoreScaled: '0.7' }).success).toBe(
      'passed',
    );
    expect(scorm2004Outcome({ successStatus: 'passed', scaledPassingScore: '0.7', scoreScaled: '-0.2' }).success).toBe(
      'failed',
    );
    expect(scorm2004Outcome({ successStatus: 'unknown', scaledPassingScore: '0.7' }).success).toBe('unknown');
  });

  it('reports progress_measure as the progress of an unfinished SCO, never 100', () => {
    expect(single(scorm2004Outcome({ completionStatus: 'incomplete', progressMeasure: '0.456' }))).toEqual({
      status: 'in_progress',
      progress: 45,
    });
    expect(single(scorm2004Outcome({ completionStatus: 'incomplete', progressMeasure: '1' })).progress).toBe(99);
    expect(scorm2004Outcome({ progressMeasure: '1.5' }).progressMeasure).toBeNull();
  });
});

describe('scormActivityState (multi-SCO rollup)', () => {
  const completed = scorm2004Outcome({ completionStatus: 'completed' });
  const passed = scorm2004Outcome({ completionStatus: 'completed', successStatus: 'passed' });
  const failed = scorm2004Outcome({ completionStatus: 'completed', successStatus: 'failed' });
  const half = scorm2004Outcome({ completionStatus: 'incomplete', progressMeasure: '0.5' });

  it('is not started before any SCO is launched', () => {
    expect(scormActivityState([])).toEqual({ status: 'not_started', progress: 0 });
    expect(scormActivityState([null, null])).toEqual({ status: 'not_started', progress: 0 });
  });

  it('is done only when every SCO is', () => {
    expect(scormActivityState([completed, null, null])).toEqual({ status: 'in_progress', progress: 33 });
    expect(scormActivityState([completed, half])).toEqual({ status: 'in_progress', progress: 75 });
    expect(scormActivityState([completed, completed])).toEqual({ status: 'finished', progress: 100 });
  });

  it('rolls success up: approved when one passed and none failed, reproved when one failed', () => {
    expect(scormActivityState([completed, passed])).toEqual({ status: 'approved', progress: 100 });
    expect(scormActivityState([passed, failed])).toEqual({ status: 'reproved', progress: 100 });
    expect(scormActivityState([failed, half]).status).toBe('in_progress');
  });

  it('rolls SCORM 1.2 SCOs up the same way', () => {
    const scos = [scorm12Outcome({ lessonStatus: 'completed' }), scorm12Outcome({ lessonStatus: 'Passed' })];
    expect(scormActivityState(scos)).toEqual({ status: 'approved', progress: 100 });
  });
});

describe('scormOutcomeFromCmi (the stored cmi object)', () => {
  it('reads SCORM 1.2 nested elements, the manifest mastery score first', () => {
    const cmi = { core: { lesson_status: 'Completed', score: { raw: '65' } }, student_data: { mastery_score: '60' } };
    expect(scormOutcomeFromCmi('scorm12', cmi).success).toBe('passed');
    expect(scormOutcomeFromCmi('scorm12', cmi, { masteryScore: 80 }).success).toBe('failed');
    expect(scormOutcomeFromCmi('scorm12', {}).completion).toBe('unknown');
    expect(scormOutcomeFromCmi('scorm12', { core: 'broken' }).completion).toBe('unknown');
  });

  it('reads SCORM 2004 elements, the manifest threshold and passing score first', () => {
    const cmi = {
      completion_status: 'incomplete',
      success_status: 'unknown',
      progress_measure: '0.9',
      completion_threshold: '0.95',
      score: { scaled: 0.75 },
      scaled_passing_score: '0.8',
    };
    expect(scormOutcomeFromCmi('scorm2004', cmi)).toEqual({
      completion: 'incomplete',
      success: 'failed',
      progressMeasure: 0.9,
    });
    expect(scormOutcomeFromCmi('scorm2004', cmi, { completionThreshold: '0.9', scaledPassingScore: 0.7 })).toEqual({
      completion: 'completed',
      success: 'passed',
      progressMeasure: 0.9,
    });
    expect(scormOutcomeFromCmi('scorm2004', { completion_status: ['completed'] }).completion).toBe('unknown');
  });
});
