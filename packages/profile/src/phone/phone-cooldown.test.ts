import { describe, expect, it } from 'vitest';
import { cooldownAfterSend, cooldownFromRetryAfter, formatCountdown } from './phone-cooldown.js';

describe('phone verification cooldown', () => {
  it('starts on this device’s clock with the server’s duration', () => {
    expect(cooldownAfterSend({ duration: 300 }, 1_000_000)).toEqual({ startTime: 1_000_000, duration: 300 });
  });

  it('rebuilds the start from the seconds the server says are left', () => {
    expect(cooldownFromRetryAfter(120, 1_000_000)).toEqual({ startTime: 1_000_000 - 180_000, duration: 300 });
    expect(cooldownFromRetryAfter(999, 1_000_000)).toEqual({ startTime: 1_000_000, duration: 300 });
    expect(cooldownFromRetryAfter(undefined, 1_000_000)).toBeUndefined();
    expect(cooldownFromRetryAfter(0, 1_000_000)).toBeUndefined();
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
