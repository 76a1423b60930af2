import { describe, expect, it } from 'vitest';
import { BADGE_RULE_KINDS, badgeKindsMovedBy, badgeProgress, isBadgeEarned } from './badges.js';
import type { BadgeFacts } from './badges.js';

const NOTHING: BadgeFacts = {
  coursesFinished: 0,
  trailsFinished: [],
  perfectTests: 0,
  pointsBalance: 0,
  pointsEarned: 0,
};

describe('badge rules', () => {
  it('earns the first-course badge on the first finished course', () => {
    expect(isBadgeEarned({ kind: 'first_course_finished' }, NOTHING)).toBe(false);
    expect(isBadgeEarned({ kind: 'first_course_finished' }, { ...NOTHING, coursesFinished: 1 })).toBe(true);
    expect(badgeProgress({ kind: 'first_course_finished' }, { ...NOTHING, coursesFinished: 4 })).toEqual({
      current: 1,
      target: 1,
    });
  });

  it('counts finished courses towards N, capped at N', () => {
    const rule = { kind: 'courses_finished', count: 5 } as const;
    expect(badgeProgress(rule, { ...NOTHING, coursesFinished: 3 })).toEqual({ current: 3, target: 5 });
    expect(isBadgeEarned(rule, { ...NOTHING, coursesFinished: 4 })).toBe(false);
    expect(isBadgeEarned(rule, { ...NOTHING, coursesFinished: 5 })).toBe(true);
    expect(badgeProgress(rule, { ...NOTHING, coursesFinished: 9 })).toEqual({ current: 5, target: 5 });
  });

  it('never earns a badge by nothing: a target below one counts as one', () => {
    expect(isBadgeEarned({ kind: 'courses_finished', count: 0 }, NOTHING)).toBe(false);
    expect(isBadgeEarned({ kind: 'points_earned', points: -10 }, NOTHING)).toBe(false);
    expect(isBadgeEarned({ kind: 'perfect_test_score' }, NOTHING)).toBe(false);
  });

  it('earns a trail badge for the named trail only, or for any trail without one', () => {
    const facts = { ...NOTHING, trailsFinished: [7] };
    expect(isBadgeEarned({ kind: 'trail_finished', trail_id: 7 }, facts)).toBe(true);
    expect(isBadgeEarned({ kind: 'trail_finished', trail_id: 8 }, facts)).toBe(false);
    expect(isBadgeEarned({ kind: 'trail_finished' }, facts)).toBe(true);
    expect(isBadgeEarned({ kind: 'trail_finished' }, NOTHING)).toBe(false);
  });

  it('reads perfect test scores, ready for when tests are taken', () => {
    expect(isBadgeEarned({ kind: 'perfect_test_score' }, { ...NOTHING, perfectTests: 1 })).toBe(true);
    expect(isBadgeEarned({ kind: 'perfect_test_score', count: 3 }, { ...NOTHING, perfectTests: 2 })).toBe(false);
  });

  it('tells the balance from the points earned in total', () => {
    const facts = { ...NOTHING, pointsBalance: 200, pointsEarned: 5000 };
    expect(isBadgeEarned({ kind: 'points_balance', points: 1000 }, facts)).toBe(false);
    expect(isBadgeEarned({ kind: 'points_earned', points: 1000 }, facts)).toBe(true);
    expect(badgeProgress({ kind: 'points_balance', points: 1000 }, facts)).toEqual({ current: 200, target: 1000 });
  });

  it('names, for every event, the kinds it moves, and every kind is moved by some event', () => {
    expect(badgeKindsMovedBy('points_posted')).toEqual(['points_balance', 'points_earned']);
    const moved = new Set(
      (['course_finished', 'test_passed', 'points_posted'] as const).flatMap((event) => badgeKindsMovedBy(event)),
    );
    expect([...moved].sort()).toEqual([...BADGE_RULE_KINDS].sort());
  });
});
