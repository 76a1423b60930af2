import { ACTIVITY_TYPE_GROUPS, activityTypeGroup } from '@campus/core/rules';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './demo-courses';
import { demoActivitySpecs, demoActivityStates } from './demo-course-activities';

const withIds = (number: number, status?: Parameters<typeof demoActivitySpecs>[1]) =>
  demoActivitySpecs(number, status).map((activity, index) => ({ ...activity, id: 100 + index }));

describe('demo course activities', () => {
  it('gives every demo course a test and the reaction assessment, and shows every group of activity types', () => {
    const groups = new Set<string>();
    for (const number of DEMO_COURSES.keys()) {
      const specs = demoActivitySpecs(number + 1, undefined);
      expect(specs.filter((activity) => activity.isTest)).toHaveLength(1);
      expect(specs.at(-1)?.type).toBe('reaction_evaluation');
      for (const activity of specs) groups.add(activityTypeGroup(activity.type));
    }
    expect([...groups].sort()).toEqual(Object.keys(ACTIVITY_TYPE_GROUPS).sort());
  });

  it('puts the test a course status needs: block for blocked, restart for restarted, conventional for reproved', () => {
    const test = (status: Parameters<typeof demoActivitySpecs>[1]) =>
      demoActivitySpecs(33, status).find((activity) => activity.isTest)?.type;
    expect(test('blocked')).toBe('block_test');
    expect(test('restarted')).toBe('restart_test');
    expect(test('reproved')).toBe('conventional_test');
  });

  it('derives activity states that agree with the course status', () => {
    const states = (number: number, status: Parameters<typeof demoActivitySpecs>[1] & string, progress: number) =>
      demoActivityStates(1, withIds(number, status), status, progress).map((row) => [
        row.activityId,
        row.status,
        row.blockedReason,
      ]);
    expect(states(1, 'not_started', 0)).toEqual([]);
    expect(states(1, 'finished', 100).map(([, status]) => status)).toEqual([
      'finished',
      'finished',
      'finished',
      'approved',
      'finished',
    ]);
    expect(states(33, 'blocked', 50)).toEqual([
      [100, 'finished', null],
      [101, 'finished', null],
      [102, 'finished', null],
      [103, 'blocked', 'block_test_failed'],
    ]);
    // Course 20 needs the instructor after its practice: in progress, the authorisation activity stays blocked.
    expect(states(20, 'in_progress', 80)).toEqual([
      [100, 'finished', null],
      [101, 'finished', null],
      [102, 'finished', null],
    ]);
    expect(states(2, 'in_progress', 45)).toEqual([
      [100, 'finished', null],
      [101, 'in_progress', null],
    ]);
  });
});
