import { describe, expect, it } from 'vitest';
import { scorm2004Outcome } from './scorm-completion.js';
import { SCORM_ORGANIZATION_SCO, sequencedScormActivityState } from './scorm-sequencing.js';

const done = scorm2004Outcome({ completionStatus: 'completed' });
const failed = scorm2004Outcome({ completionStatus: 'completed', successStatus: 'failed' });
const halfway = scorm2004Outcome({ completionStatus: 'incomplete', progressMeasure: '0.5' });

describe('sequencedScormActivityState', () => {
  it('follows the package’s rollup over the SCO count', () => {
    // A remediation package: a failed pretest and a skipped lesson, yet the post-test passed the package.
    const passed = scorm2004Outcome({ completionStatus: 'completed', successStatus: 'passed' });
    expect(sequencedScormActivityState(passed, [failed, null, done])).toEqual({ status: 'approved', progress: 100 });
    expect(sequencedScormActivityState(scorm2004Outcome({ successStatus: 'failed' }), [done])).toEqual({
      status: 'reproved',
      progress: 100,
    });
    expect(sequencedScormActivityState(done, [done, null])).toEqual({ status: 'finished', progress: 100 });
  });

  it('stays in progress below 100 while the rollup is not done, and counts SCOs before any rollup', () => {
    const unfinished = scorm2004Outcome({ completionStatus: 'incomplete' });
    expect(sequencedScormActivityState(unfinished, [done, done])).toEqual({ status: 'in_progress', progress: 99 });
    expect(sequencedScormActivityState(unfinished, [done, halfway])).toEqual({ status: 'in_progress', progress: 75 });
    expect(sequencedScormActivityState(null, [done, failed])).toEqual({ status: 'reproved', progress: 100 });
    expect(SCORM_ORGANIZATION_SCO.startsWith('#')).toBe(true);
  });
});
