import { describe, expect, it } from 'vitest';
import { blockedUntil, photoSlot, weekStartFromNextAllowed, weeksFromLimits } from './photo-limits.js';

describe('the weekly photo limit as the widget knows it', () => {
  const slot = photoSlot('31', '11');
  it('blocks the rest of the week of a known photo, until the next Monday', () => {
    // 2026-06-01 is a Monday.
    expect(blockedUntil({ [slot]: '2026-06-01' }, slot, '2026-06-07')).toBe('2026-06-08');
    expect(blockedUntil({ [slot]: '2026-06-01' }, slot, '2026-06-08')).toBeUndefined();
    expect(blockedUntil({}, slot, '2026-06-03')).toBeUndefined();
  });

  it('reads the week from a refusal’s next allowed date', () => {
    expect(weekStartFromNextAllowed('2026-06-08')).toBe('2026-06-01');
  });

  it('takes the weeks the server reports as sent, by type and store', () => {
    const weeks = weeksFromLimits({
      store: 11,
      week_start: '2026-06-01',
      photo_types: [
        { photo_type: 31, already_sent: true, next_allowed_date: '2026-06-08' },
        { photo_type: 32, already_sent: false, next_allowed_date: null },
      ],
    });
    expect(weeks).toEqual({ [slot]: '2026-06-01' });
    expect(blockedUntil(weeks, slot, '2026-06-03')).toBe('2026-06-08');
    expect(blockedUntil(weeks, photoSlot('32', '11'), '2026-06-03')).toBeUndefined();
  });
});
