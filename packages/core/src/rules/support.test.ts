import { describe, expect, it } from 'vitest';
import { SUPPORT_RESPONSE_WORKING_DAYS, supportResponseDueDate } from './support.js';

describe('supportResponseDueDate', () => {
  it('is the 7th working day after the request, skipping weekends', () => {
    expect(SUPPORT_RESPONSE_WORKING_DAYS).toBe(7);
    // Monday 2024-06-03 → Wednesday 2024-06-12.
    expect(supportResponseDueDate('2024-06-03')).toBe('2024-06-12');
    // Friday 2024-06-07 → Tuesday 2024-06-18.
    expect(supportResponseDueDate('2024-06-07')).toBe('2024-06-18');
    // Saturday and Sunday count from the next Monday: → Tuesday 2024-06-18.
    expect(supportResponseDueDate('2024-06-08')).toBe('2024-06-18');
    expect(supportResponseDueDate('2024-06-09')).toBe('2024-06-18');
  });
});
