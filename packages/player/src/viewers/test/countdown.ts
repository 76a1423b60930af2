/*
 * The attempt's countdown (issue 21): the time left is the server's `seconds_left` when it answered, less the time
 * this page has measured since (a monotonic clock), never the client clock against `deadline`, which may be wrong
 * by minutes on a learner's device.
 */

/** A monotonic clock in milliseconds (`performance.now`), replaceable in tests. */
export type MonotonicClock = () => number;

/** The page's monotonic clock. */
export const pageClock: MonotonicClock = () => performance.now();

/**
 * Whole seconds left, rounded up (so the display reaches 0:00 only when the time is really over), never negative.
 * @param secondsLeft the server's `seconds_left` when it answered
 * @param receivedAt the monotonic time the answer arrived
 * @example secondsRemaining(120, 1_000, 31_500) // 90
 */
export function secondsRemaining(secondsLeft: number, receivedAt: number, now: number): number {
  return Math.max(0, Math.ceil(secondsLeft - (now - receivedAt) / 1000));
}

/**
 * The moments a screen reader hears the time left (seconds left): a handful, not every second. A countdown
 * announces each one it crosses, once.
 */
export const ANNOUNCED_SECONDS = [600, 300, 60, 30, 10] as const;

/**
 * The announcement due when the time left went from `before` to `after` seconds: the smallest mark crossed (a
 * sleeping tab that wakes past several marks says only the latest), or `undefined`.
 * @example crossedMark(301, 299) // 300
 */
export function crossedMark(before: number, after: number): number | undefined {
  const crossed = ANNOUNCED_SECONDS.filter((mark) => before > mark && after <= mark);
  return crossed.length === 0 ? undefined : Math.min(...crossed);
}

/**
 * The time left as the clock shows it: `m:ss`, or `h:mm:ss` from an hour.
 * @example clockText(3725) // '1:02:05'
 */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
