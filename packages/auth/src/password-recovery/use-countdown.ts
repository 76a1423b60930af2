import { useEffect, useState } from 'react';
import { cooldownRemaining } from '@campus/core/rules';

/**
 * Whole seconds left of a cooldown started at `startedAt` (epoch ms) lasting `duration` seconds (core's
 * `cooldownRemaining`, spec §4 "Phone verification cooldown"), re-rendering every second until it ends.
 * @param now the clock. @default Date.now
 */
export function useCountdown(startedAt: number | null, duration: number, now: () => number = Date.now): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (cooldownRemaining(startedAt, now(), duration) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, duration, now]);
  return startedAt === null ? 0 : cooldownRemaining(startedAt, now(), duration);
}

/** `299` → `4:59`: minutes and seconds, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
