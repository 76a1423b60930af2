import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LOCK_REASONS,
  activityAccess,
  entryActivity,
  opensToView,
  nextOpenActivity,
  previousOpenActivity,
} from './activity-access.js';
import type { AccessActivity, ActivityAccessInput } from './activity-access.js';
import { presentialStatusRules } from './presential-events.js';
import { PRESENTIAL_CLASS_STATUSES } from './statuses.js';

const activity = (
  hierarchy_order: number,
  type: string,
  status: AccessActivity['status'],
  blocked_reason: AccessActivity['blocked_reason'] = null,
): AccessActivity => ({
  hierarchy_order,
  type,
  status,
  blocked_reason,
});
const reasons = (input: ActivityAccessInput) => activityAccess(input).map((entry) => entry.reason);

describe('activityAccess (spec §3 Activity state, §4 Test modes, §6 Instructors)', () => {
  const course = [
    activity(1, 'pdf', 'finished'),
    activity(2, 'video', 'in_progress'),
    activity(3, 'scorm', 'not_started'),
    activity(4, 'reaction_evaluation', 'not_started'),
  ];

  it('opens everything but the reaction evaluation while the training is not finished', () => {
    expect(reasons({ enrolled: true, activities: course })).toEqual([null, null, null, 'training_not_finished']);
    const done = course.map((entry) =>
      entry.type === 'reaction_evaluation' ? entry : { ...entry, status: 'finished' as const },
    );
    expect(reasons({ enrolled: true, activities: done })).toEqual([null, null, null, null]);
  });

  it('opens nothing to a learner who is not enrolled', () => {
    expect(reasons({ enrolled: false, activities: course })).toEqual(Array(4).fill('not_enrolled'));
  });

  it('in a sequential course, opens done activities and the first one not done, not the ones after', () => {
    expect(reasons({ enrolled: true, sequential: true, activities: course })).toEqual([
      null,
      null,
      'previous_activity_pending',
      'training_not_finished',
    ]);
    const reopened = [activity(1, 'pdf', 'not_started'), activity(2, 'video', 'finished')];
    expect(reasons({ enrolled: true, sequential: true, activities: reopened })).toEqual([null, null]);
  });

  it('lets the other activities be finished after a failed block test, sequential or not, but not the test', () => {
    const blocked = [activity(1, 'block_test', 'blocked', 'block_test_failed'), activity(2, 'pdf', 'not_started')];
    expect(reasons({ enrolled: true, sequential: true, activities: blocked })).toEqual(['block_test_failed', null]);
    expect(reasons({ enrolled: true, activities: [activity(1, 'block_test', 'blocked')] })).toEqual([
      'block_test_failed',
    ]);
  });

  it('opens a failed block test to be looked at, and nothing else that is locked', () => {
    const blocked = [activity(1, 'block_test', 'blocked', 'block_test_failed'), activity(2, 'pdf', 'not_started')];
    expect(activityAccess({ enrolled: true, activities: blocked }).map(opensToView)).toEqual([true, true]);
    const locked = [
      activity(1, 'pdf', 'not_started'),
      activity(2, 'live_class', 'blocked', 'awaiting_instructor'),
      activity(3, 'reaction_evaluation', 'not_started'),
    ];
    expect(activityAccess({ enrolled: true, sequential: true, activities: locked }).map(opensToView)).toEqual([
      true,
      false,
      false,
    ]);
    expect(activityAccess({ enrolled: false, activities: blocked }).map(opensToView)).toEqual([false, false]);
  });

  it('keeps an activity awaiting the instructor closed, and the later ones of a sequential course', () => {
    const awaiting = [activity(1, 'live_class', 'blocked', 'awaiting_instructor'), activity(2, 'pdf', 'not_started')];
    expect(reasons({ enrolled: true, activities: awaiting })).toEqual(['awaiting_instructor', null]);
    expect(reasons({ enrolled: true, sequential: true, activities: awaiting })).toEqual([
      'awaiting_instructor',
      'previous_activity_pending',
    ]);
  });

  it('holds the learner in a started quiz while the menu is blocked', () => {
    const quiz = [
      activity(1, 'pdf', 'finished'),
      activity(2, 'conventional_test', 'in_progress'),
      activity(3, 'pdf', 'not_started'),
    ];
    expect(reasons({ enrolled: true, blockActivitiesMenu: true, current: 2, activities: quiz })).toEqual([
      'activities_menu_blocked',
      null,
      'activities_menu_blocked',
    ]);
    expect(reasons({ enrolled: true, blockActivitiesMenu: false, current: 2, activities: quiz })).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('locks every activity of a SENCE course without a session open today, done ones too (issue 26)', () => {
    const input = { enrolled: true, activities: course, senceSessionRequired: true };
    expect(reasons(input)).toEqual(course.map(() => 'sence_session_required'));
    expect(entryActivity(course, activityAccess(input), 'continue')).toBeNull();
    // Not being enrolled comes first; with the session open, the other rules apply as before.
    expect(reasons({ ...input, enrolled: false })).toEqual(course.map(() => 'not_enrolled'));
    expect(reasons({ ...input, senceSessionRequired: false })).toEqual(reasons({ enrolled: true, activities: course }));
  });

  it('locks every activity of an in-person course whose status does not open them (issue 26, §4)', () => {
    const opening = PRESENTIAL_CLASS_STATUSES.filter((status) => presentialStatusRules(status).canOpenActivities);
    expect([...PRESENTIAL_CLASS_STATUSES].filter((status) => !opening.includes(status)).sort()).toEqual([
      'canceled',
      'pre_scheduled',
      'scheduled',
    ]);
    for (const status of PRESENTIAL_CLASS_STATUSES) {
      const input = { enrolled: true, activities: course, presentialStatus: status };
      if (opening.includes(status)) {
        expect(reasons(input), status).toEqual(reasons({ enrolled: true, activities: course }));
      } else {
        expect(reasons(input), status).toEqual(course.map(() => 'presential_event_closed'));
        expect(entryActivity(course, activityAccess(input), 'continue'), status).toBeNull();
      }
    }
    // Not being enrolled, and a SENCE session to start, come first; no status (another kind of course): no lock.
    const closed = { enrolled: true, activities: course, presentialStatus: 'scheduled' as const };
    expect(reasons({ ...closed, enrolled: false })).toEqual(course.map(() => 'not_enrolled'));
    expect(reasons({ ...closed, senceSessionRequired: true })).toEqual(course.map(() => 'sence_session_required'));
    expect(reasons({ ...closed, presentialStatus: null })).toEqual(reasons({ enrolled: true, activities: course }));
  });

  it('only answers reasons of ACTIVITY_LOCK_REASONS', () => {
    expect(ACTIVITY_LOCK_REASONS).toContain('previous_activity_pending');
    expect(new Set(ACTIVITY_LOCK_REASONS).size).toBe(ACTIVITY_LOCK_REASONS.length);
  });
});

describe('next and previous in the player', () => {
  const activities = [
    activity(1, 'pdf', 'finished'),
    activity(2, 'live_class', 'blocked', 'awaiting_instructor'),
    activity(3, 'video', 'not_started'),
    activity(4, 'reaction_evaluation', 'not_started'),
  ];
  const access = activityAccess({ enrolled: true, activities });

  it('skips the activities that cannot be opened', () => {
    expect(nextOpenActivity(access, 1)).toBe(3);
    expect(previousOpenActivity(access, 3)).toBe(1);
    expect(nextOpenActivity(access, 3)).toBeNull();
    expect(previousOpenActivity(access, 1)).toBeNull();
  });

  it('answers null for an unknown current activity and while a quiz holds the menu', () => {
    expect(nextOpenActivity(access, 9)).toBeNull();
    const held = activityAccess({ enrolled: true, activities, blockActivitiesMenu: true, current: 3 });
    expect(nextOpenActivity(held, 3)).toBeNull();
    expect(previousOpenActivity(held, 3)).toBeNull();
  });

  it("works with the menu's string hierarchy orders", () => {
    const menu = activityAccess({
      enrolled: true,
      activities: [
        { hierarchy_order: '1.1', type: 'pdf', status: 'finished' },
        { hierarchy_order: '1.2', type: 'pdf', status: 'not_started' },
      ],
    });
    expect(nextOpenActivity(menu, '1.1')).toBe('1.2');
  });
});

describe('entryActivity (Iniciar, Continuar, Revisar)', () => {
  const course = (statuses: AccessActivity['status'][], sequential = true) => {
    const activities = statuses.map((status, index): AccessActivity => ({
      hierarchy_order: index + 1,
      type: 'pdf',
      status,
    }));
    return { activities, access: activityAccess({ enrolled: true, sequential, activities }) };
  };

  it('continues at the first activity not done', () => {
    const { activities, access } = course(['finished', 'finished', 'in_progress', 'not_started']);
    expect(entryActivity(activities, access, 'continue')).toBe(3);
    expect(entryActivity(activities, access, 'start')).toBe(3);
  });

  it('reviews from the first activity, and continues there when everything is done', () => {
    const { activities, access } = course(['finished', 'finished']);
    expect(entryActivity(activities, access, 'review')).toBe(1);
    expect(entryActivity(activities, access, 'continue')).toBe(1);
  });

  it('skips locked activities and opens nothing when all are locked', () => {
    const activities: AccessActivity[] = [
      { hierarchy_order: 1, type: 'pdf', status: 'blocked', blocked_reason: 'awaiting_instructor' },
      { hierarchy_order: 2, type: 'pdf', status: 'not_started' },
    ];
    expect(entryActivity(activities, activityAccess({ enrolled: true, activities }), 'start')).toBe(2);
    expect(entryActivity(activities, activityAccess({ enrolled: false, activities }), 'start')).toBeNull();
  });
});
