import { describe, expect, it } from 'vitest';
import type { CourseActivities } from '@campus/core/schemas';
import { demoActivities } from '../testing/player-fixtures.test-util.js';
import { playerView } from './player-view.js';

const course = (sequential = false, enrolled = true): CourseActivities => ({
  course_id: 42,
  sequential,
  enrolled,
  activities: demoActivities(),
});

describe('playerView', () => {
  it('opens the first activity not done when none is asked for, with its neighbours and the course progress', () => {
    const view = playerView({ data: course(), hierarchyOrder: undefined });
    expect(view.current?.activity.id).toBe(102);
    expect(view.previous?.activity.id).toBe(101);
    expect(view.next?.activity.id).toBe(103);
    expect(view.courseProgress).toBe(28);
  });

  it('keeps a locked next as the next (shown disabled), and offers the first open one after it', () => {
    const view = playerView({ data: course(true), hierarchyOrder: 2 });
    expect(view.next?.activity.id).toBe(103);
    expect(view.next?.access).toMatchObject({ open: false, reason: 'previous_activity_pending' });
    expect(view.nextOpen).toBeUndefined();
    expect(playerView({ data: course(false), hierarchyOrder: 4 }).nextOpen?.activity.id).toBe(105);
  });

  it('applies the states answered by reports, which unlock what follows in a sequential course', () => {
    const overrides = new Map([['102', { status: 'finished' as const, progress: 100 }]]);
    const view = playerView({ data: course(true), hierarchyOrder: 3, overrides, courseProgress: 40 });
    expect(view.entries[1]?.activity.status).toBe('finished');
    expect(view.current?.access.open).toBe(true);
    expect(view.courseProgress).toBe(40);
  });

  it('locks every other activity while a started quiz holds the menu', () => {
    const view = playerView({ data: course(), hierarchyOrder: 2, blockActivitiesMenu: true });
    expect(view.entries.map((entry) => entry.access.open)).toEqual([false, true, false, false, false]);
    expect(view.previous?.access.reason).toBe('activities_menu_blocked');
  });

  it('has no current activity for an order not in the course', () => {
    const view = playerView({ data: course(), hierarchyOrder: 9 });
    expect(view.current).toBeUndefined();
    expect(view.next).toBeUndefined();
  });

  it('locks every activity of a course the learner is not enrolled in', () => {
    const view = playerView({ data: course(false, false), hierarchyOrder: 1 });
    expect(view.entries.map((entry) => entry.access.open)).toEqual([false, false, false, false, false]);
    expect(view.entries[0]?.access).toMatchObject({ open: false, reason: 'not_enrolled' });
  });

  it('locks every activity of a SENCE course until today’s SENCE session is open (issue 26)', () => {
    const locked = playerView({ data: { ...course(), sence_session_required: true }, hierarchyOrder: undefined });
    expect(locked.entries.every((entry) => entry.access.reason === 'sence_session_required')).toBe(true);
    const open = playerView({ data: { ...course(), sence_session_required: false }, hierarchyOrder: 1 });
    expect(open.current?.access.open).toBe(true);
  });
});
