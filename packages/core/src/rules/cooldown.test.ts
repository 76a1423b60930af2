import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_VERIFICATION_COOLDOWN_SECONDS, cooldownRemaining } from './cooldown.js';

describe('cooldownRemaining', () => {
  const start = 1_700_000_000_000;

  it('defaults to 300 seconds', () => {
    expect(PHONE_VERIFICATION_COOLDOWN_SECONDS).toBe(300);
    expect(cooldownRemaining(start, start)).toBe(300);
  });

  it('counts whole elapsed seconds and reaches 0 exactly at the duration', () => {
    expect(cooldownRemaining(start, start + 999)).toBe(300);
    expect(cooldownRemaining(start, start + 1_000)).toBe(299);
    expect(cooldownRemaining(start, start + 299_999)).toBe(1);
    expect(cooldownRemaining(start, start + 300_000)).toBe(0);
    expect(cooldownRemaining(start, start + 1_000_000)).toBe(0);
  });

  it('takes another duration', () => {
    expect(cooldownRemaining(start, start + 30_000, 60)).toBe(30);
    expect(cooldownRemaining(start, start + 60_000, 60)).toBe(0);
  });

  it('treats a clock moved back as no time elapsed', () => {
    expect(cooldownRemaining(start, start - 5_000)).toBe(300);
  });

  it('property: never negative, never above the duration, and never increasing with time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.nat(5_000),
        fc.integer({ min: 1, max: 600 }),
        (elapsed, later, duration) => {
          const now = cooldownRemaining(start, start + elapsed, duration);
          expect(now).toBeGreaterThanOrEqual(0);
          expect(now).toBeLessThanOrEqual(duration);
          expect(cooldownRemaining(start, start + elapsed + later, duration)).toBeLessThanOrEqual(now);
        },
      ),
    );
  });
});
