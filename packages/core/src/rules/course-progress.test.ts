import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from './statuses.js';
import { countsTowardsCourse, courseProgress, courseStatus, isCourseFinished } from './course-progress.js';
import type { CourseActivityState } from './course-progress.js';

const pdf = (status: CourseActivityState['status'], progress?: number): CourseActivityState =>
  progress === undefined ? { type: 'pdf', status } : { type: 'pdf', status, progress };
const reaction: CourseActivityState = { type: 'reaction_evaluation', status: 'not_started' };

describe('course progress (spec §4 Courses)', () => {
  it('leaves the reaction evaluation out: it comes after the training is finished', () => {
    expect(countsTowardsCourse('reaction_evaluation')).toBe(false);
    expect(countsTowardsCourse('scorm')).toBe(true);
    expect(courseProgress([pdf('finished'), reaction])).toBe(100);
    expect(isCourseFinished([pdf('finished'), reaction])).toBe(true);
  });

  it('averages the activities, done ones at 100, others at most 99, floored', () => {
    expect(courseProgress([pdf('finished'), pdf('in_progress', 50)])).toBe(75);
    expect(courseProgress([pdf('approved'), pdf('improved'), pdf('in_progress', 100)])).toBe(99);
    expect(courseProgress([pdf('finished'), pdf('not_started'), pdf('not_started')])).toBe(33);
    expect(courseProgress([pdf('in_progress', Number.NaN), pdf('in_progress', -5)])).toBe(0);
    expect(courseProgress([])).toBe(0);
    expect(courseProgress([reaction])).toBe(0);
  });
});

describe('course status (spec §4 Courses, Test modes)', () => {
  it('is not started, in progress, then finished', () => {
    expect(courseStatus([])).toBe('not_started');
    expect(courseStatus([pdf('not_started'), pdf('not_started')])).toBe('not_started');
    expect(courseStatus([pdf('not_started', 10), pdf('not_started')])).toBe('in_progress');
    expect(courseStatus([pdf('finished'), pdf('not_started')])).toBe('in_progress');
    expect(courseStatus([pdf('finished'), { type: 'conventional_test', status: 'approved' }, reaction])).toBe(
      'finished',
    );
  });

  it('is improved when every activity is done and a test was improved', () => {
    expect(courseStatus([pdf('finished'), { type: 'conventional_test', status: 'improved' }])).toBe('improved');
  });

  it('is blocked by a failed block test even when the rest is finished, not by an activity awaiting the instructor', () => {
    expect(
      courseStatus([pdf('finished'), { type: 'block_test', status: 'blocked', blocked_reason: 'block_test_failed' }]),
    ).toBe('blocked');
    expect(courseStatus([pdf('finished'), { type: 'block_test', status: 'blocked' }])).toBe('blocked');
    const awaiting: CourseActivityState = {
      type: 'live_class',
      status: 'blocked',
      blocked_reason: 'awaiting_instructor',
    };
    expect(courseStatus([pdf('finished'), awaiting])).toBe('in_progress');
    expect(courseStatus([awaiting, pdf('not_started')])).toBe('not_started');
  });

  it('is restarted after a restart test, reproved after a failed conventional test', () => {
    expect(courseStatus([pdf('in_progress', 10), { type: 'restart_test', status: 'restarted' }])).toBe('restarted');
    expect(courseStatus([pdf('finished'), { type: 'conventional_test', status: 'reproved' }])).toBe('reproved');
  });

  it('only ever answers a status of COURSE_STATUSES', () => {
    const statuses = new Set(
      (
        ['not_started', 'in_progress', 'finished', 'approved', 'reproved', 'improved', 'blocked', 'restarted'] as const
      ).map((status) => courseStatus([pdf(status)])),
    );
    for (const status of statuses) expect(COURSE_STATUSES).toContain(status);
  });
});
