import { describe, expect, it } from 'vitest';
import { clockText, crossedMark, secondsRemaining } from './countdown.js';

describe('countdown', () => {
  it('counts from the server’s seconds left and the page’s own elapsed time, rounding up, never below zero', () => {
    expect(secondsRemaining(120, 1_000, 1_000)).toBe(120);
    expect(secondsRemaining(120, 1_000, 31_500)).toBe(90);
    expect(secondsRemaining(120, 1_000, 120_900)).toBe(1);
    expect(secondsRemaining(120, 1_000, 500_000)).toBe(0);
  });

  it('announces a few marks only, the latest when several were crossed at once', () => {
    expect(crossedMark(61, 60)).toBe(60);
    expect(crossedMark(60, 59)).toBeUndefined();
    expect(crossedMark(59, 58)).toBeUndefined();
    expect(crossedMark(301, 299)).toBe(300);
    expect(crossedMark(700, 20)).toBe(30);
  });

  it('shows m:ss, and h:mm:ss from an hour', () => {
    expect(clockText(70)).toBe('1:10');
    expect(clockText(5)).toBe('0:05');
    expect(clockText(3725)).toBe('1:02:05');
  });
});
