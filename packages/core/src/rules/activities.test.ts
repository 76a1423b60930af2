import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, activityTypeGroup, canOpenActivity, isActivityDone } from './activities.js';
import { testModeForActivityType } from './attempts.js';

describe('activities (SPECIFICATION §3 Activity types, §4 Test modes, §6 Instructors)', () => {
  it('lists every type of §3 once, in its group', () => {
    expect(ACTIVITY_TYPES).toHaveLength(34);
    expect(new Set(ACTIVITY_TYPES).size).toBe(ACTIVITY_TYPES.length);
    expect(activityTypeGroup('linkedin_slidshare')).toBe('media');
    expect(activityTypeGroup('block_general_test')).toBe('test');
    expect(activityTypeGroup('presential_event')).toBe('other');
    expect(activityTypeGroup('enigma')).toBe('game');
  });

  it('gives every test type of the list a test mode or none (unevaluated quiz)', () => {
    for (const type of ACTIVITY_TYPES.filter((entry) => activityTypeGroup(entry) === 'test')) {
      expect(['block', 'restart', 'conventional', null]).toContain(testModeForActivityType(type));
    }
  });

  it('counts finished, approved and improved activities as done', () => {
    expect(ACTIVITY_STATUSES.filter(isActivityDone)).toEqual(['finished', 'approved', 'improved']);
  });

  it('opens an activity only for an enrolled learner and only when it is not blocked', () => {
    expect(canOpenActivity({ enrolled: true }, { status: 'in_progress' })).toBe(true);
    expect(canOpenActivity({ enrolled: true }, { status: 'reproved' })).toBe(true);
    expect(canOpenActivity({ enrolled: true }, { status: 'blocked' })).toBe(false);
    expect(canOpenActivity({ enrolled: false }, { status: 'not_started' })).toBe(false);
  });
});
