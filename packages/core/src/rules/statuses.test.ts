import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  COURSE_STATUSES,
  LIVE_CLASS_STATUSES,
  ORDER_STATUSES,
  PRESENTIAL_CLASS_STATUSES,
  nextOrderStatuses,
} from './statuses.js';

describe('statuses', () => {
  it('lists the statuses of the specification', () => {
    expect(ORDER_STATUSES).toEqual(['awaiting_approval', 'approved', 'shipped', 'delivered', 'reproved']);
    expect(ACCOUNT_STATUSES).toEqual(['awaiting_approval', 'approved', 'blocked']);
    expect(COURSE_STATUSES).toHaveLength(7);
    expect(LIVE_CLASS_STATUSES).toContain('no_vacancy');
    expect(PRESENTIAL_CLASS_STATUSES).toHaveLength(9);
  });

  it('moves an order through audit, shipping and delivery', () => {
    expect(nextOrderStatuses('awaiting_approval')).toEqual(['approved', 'reproved']);
    expect(nextOrderStatuses('approved')).toEqual(['shipped']);
    expect(nextOrderStatuses('shipped')).toEqual(['delivered']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('reproved')).toEqual([]);
  });
});
