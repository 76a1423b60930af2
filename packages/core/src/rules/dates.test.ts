import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayNumber,
  daysBetween,
  isIsoDate,
  isoDateAt,
  isoFromDayNumber,
  isoWeekday,
  parseIsoDate,
} from './dates.js';

/** Any real date between 1900 and 2199 as an ISO string. */
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isIsoDate / parseIsoDate', () => {
  it('accepts real dates, including 29 February of a leap year', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(parseIsoDate('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('refuses days that do not exist and malformed text', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '',
      '2024-01-01T00:00',
      ' 2024-01-01',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
    expect(() => parseIsoDate('2023-02-29')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('counts calendar days across month, year and leap boundaries', () => {
    expect(daysBetween('2024-01-01', '2024-01-16')).toBe(15);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2023-12-31', '2024-01-01')).toBe(1);
    expect(daysBetween('2024-01-16', '2024-01-01')).toBe(-15);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoFromDayNumber(19_723)).toBe('2024-01-01');
  });

  it('adds days and months, clamping to the end of a shorter month', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-15');
  });

  it('gives ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2024-06-03')).toBe(1);
    expect(isoWeekday('2024-06-09')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });

  it('property: addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });

  it('property: a day number round-trips to the same ISO date', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(isoFromDayNumber(dayNumber(date))).toBe(date);
      }),
    );
  });
});

describe('isoDateAt', () => {
  it('gives the calendar date in the requested time zone, not the host one', () => {
    const instant = Date.UTC(2024, 0, 1, 2, 30);
    expect(isoDateAt(instant, 'America/Sao_Paulo')).toBe('2023-12-31');
    expect(isoDateAt(instant, 'UTC')).toBe('2024-01-01');
    expect(isoDateAt(instant, 'Asia/Tokyo')).toBe('2024-01-01');
  });
});
