import { describe, expect, it } from 'vitest';
import { loyaltyEvent } from '../testing/checkin-fixtures.test-util.js';
import { orderEvents, reachesLevel } from './order-events.js';

describe('orderEvents', () => {
  it('puts what happens now first, then the next ones soonest first, then the past ones latest first', () => {
    const events = [
      loyaltyEvent({ id: 1, status: 'finished', begin_at: '2026-01-01T10:00:00Z' }),
      loyaltyEvent({ id: 2, status: 'upcoming', begin_at: '2026-05-01T10:00:00Z' }),
      loyaltyEvent({ id: 3, status: 'open', begin_at: '2026-03-01T10:00:00Z' }),
      loyaltyEvent({ id: 4, status: 'upcoming', begin_at: '2026-04-01T10:00:00Z' }),
      loyaltyEvent({ id: 5, status: 'finished', begin_at: '2026-02-01T10:00:00Z' }),
    ];
    expect(orderEvents(events).map((event) => event.id)).toEqual([3, 4, 2, 5, 1]);
  });

  it('compares levels lowest first', () => {
    expect(reachesLevel('basic', 'intermediate')).toBe(false);
    expect(reachesLevel('intermediate', 'intermediate')).toBe(true);
    expect(reachesLevel('highest', 'intermediate')).toBe(true);
    expect(reachesLevel('intermediate', 'highest')).toBe(false);
  });
});
