import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE, AGE_RANGES, ageOn, ageRange, isAdult } from './age.js';

describe('ageOn / isAdult', () => {
  it('is adult from the 18th birthday itself', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isAdult('2006-05-10', '2024-05-10')).toBe(true);
    expect(isAdult('2006-05-11', '2024-05-10')).toBe(false);
    expect(isAdult('2006-05-09', '2024-05-10')).toBe(true);
    expect(isAdult('2007-01-01', '2024-12-31')).toBe(false);
  });

  it('counts completed years', () => {
    expect(ageOn('2000-06-15', '2024-06-14')).toBe(23);
    expect(ageOn('2000-06-15', '2024-06-15')).toBe(24);
    expect(ageOn('2024-06-15', '2024-06-14')).toBe(-1);
  });

  it('completes a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(isAdult('2004-02-29', '2022-02-28')).toBe(false);
    expect(isAdult('2004-02-29', '2022-03-01')).toBe(true);
    expect(isAdult('2000-02-29', '2018-02-28')).toBe(false);
    expect(isAdult('2000-02-29', '2018-03-01')).toBe(true);
    // In a leap year the birthday itself exists.
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
  });

  it('refuses a malformed date', () => {
    expect(() => ageOn('2000-02-30', '2024-01-01')).toThrow(RangeError);
  });

  it('property: adult exactly when the 18th anniversary (1 March for 29 February) is on or before today', () => {
    const date = fc
      .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2050-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, (birthday, today) => {
        const [y, m, d] = birthday.split('-');
        let anniversary = `${Number(y) + 18}-${m}-${d}`;
        const leapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        if (`${m}-${d}` === '02-29' && !leapYear(Number(y) + 18)) anniversary = `${Number(y) + 18}-03-01`;
        expect(isAdult(birthday, today)).toBe(anniversary <= today);
      }),
    );
  });
});

describe('ageRange', () => {
  it('lists the ranges of the specification', () => {
    expect(AGE_RANGES).toEqual(['18-24', '25-30', '31-40', '41-50', '51-60', '60+']);
  });

  it('puts each boundary age in its range', () => {
    const expected: [number, string | null][] = [
      [0, null],
      [17, null],
      [18, '18-24'],
      [24, '18-24'],
      [25, '25-30'],
      [30, '25-30'],
      [31, '31-40'],
      [40, '31-40'],
      [41, '41-50'],
      [50, '41-50'],
      [51, '51-60'],
      [60, '51-60'],
      [61, '60+'],
      [120, '60+'],
    ];
    for (const [age, range] of expected) expect(ageRange(age), String(age)).toBe(range);
  });

  it('rounds a fractional age down and refuses nonsense', () => {
    expect(ageRange(17.9)).toBeNull();
    expect(ageRange(60.5)).toBe('51-60');
    expect(ageRange(Number.NaN)).toBeNull();
    expect(ageRange(-5)).toBeNull();
  });

  it('property: every age from 18 has exactly one range, and ranges never go backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 150 }), (age) => {
        const range = ageRange(age);
        expect(range).not.toBeNull();
        const index = AGE_RANGES.indexOf(range ?? '18-24');
        expect(AGE_RANGES.indexOf(ageRange(age + 1) ?? '18-24')).toBeGreaterThanOrEqual(index);
      }),
    );
  });
});
