import { describe, expect, it } from 'vitest';
import { badges } from '../testing/achievements-fixtures.test-util.js';
import { orderBadges } from './order-badges.js';

describe('orderBadges', () => {
  it('puts earned badges first (newest first), then the nearest to being earned', () => {
    const [first, points, five] = badges().results;
    if (!first || !points || !five) throw new Error('fixtures changed');
    const older = { ...first, id: 9, code: 'older', earned_at: '2026-01-01T00:00:00Z' };
    expect(orderBadges([points, older, five, first]).map((badge) => badge.code)).toEqual([
      'first-course',
      'older',
      'five-courses',
      'points-1000',
    ]);
  });
});
