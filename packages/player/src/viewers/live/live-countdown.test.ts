import { describe, expect, it } from 'vitest';
import { countdownParts, shownUnits } from './live-countdown.js';

describe('countdown', () => {
  it('splits the time left into whole units, seconds rounded up', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(1_500, 1_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(1_000, 1_000)).toBeNull();
    expect(countdownParts(0, 5_000)).toBeNull();
    expect(countdownParts(Number.NaN, 0)).toBeNull();
  });

  it('shows days and hours while far, minutes and seconds in the last hour', () => {
    expect(shownUnits({ days: 2, hours: 0, minutes: 5, seconds: 9 })).toEqual(['days', 'hours', 'minutes']);
    expect(shownUnits({ days: 0, hours: 3, minutes: 0, seconds: 9 })).toEqual(['hours', 'minutes']);
    expect(shownUnits({ days: 0, hours: 0, minutes: 12, seconds: 9 })).toEqual(['minutes', 'seconds']);
  });
});
