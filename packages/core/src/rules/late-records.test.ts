import { describe, expect, it } from 'vitest';
import { RECORD_CLOCK_SKEW_MS, recordTime, recordTimeProblem } from './late-records.js';

const now = new Date('2026-11-29T12:00:00Z');

describe('late records', () => {
  it('accepts a time between the start and now, with a small skew either way', () => {
    const notBefore = new Date('2026-11-29T11:00:00Z');
    expect(recordTimeProblem(new Date('2026-11-29T11:30:00Z'), { now, notBefore })).toBeNull();
    expect(recordTimeProblem(new Date(now.getTime() + RECORD_CLOCK_SKEW_MS), { now, notBefore })).toBeNull();
    expect(recordTimeProblem(new Date(notBefore.getTime() - RECORD_CLOCK_SKEW_MS), { now, notBefore })).toBeNull();
    expect(recordTimeProblem(new Date('2020-01-01T00:00:00Z'), { now })).toBeNull();
  });

  it('refuses a time in the future beyond the skew, or before the start', () => {
    const notBefore = new Date('2026-11-29T11:00:00Z');
    expect(recordTimeProblem(new Date(now.getTime() + RECORD_CLOCK_SKEW_MS + 1), { now, notBefore })).toBe(
      'recorded_at_in_future',
    );
    expect(recordTimeProblem(new Date(Number.NaN), { now })).toBe('recorded_at_in_future');
    expect(recordTimeProblem(new Date(notBefore.getTime() - RECORD_CLOCK_SKEW_MS - 1), { now, notBefore })).toBe(
      'recorded_at_before_start',
    );
  });

  it('counts a record at its own time, never later than now', () => {
    expect(recordTime(undefined, now)).toEqual(now);
    expect(recordTime('2026-11-29T11:59:00Z', now)).toEqual(new Date('2026-11-29T11:59:00Z'));
    expect(recordTime('2026-11-29T12:03:00Z', now)).toEqual(now);
  });
});
