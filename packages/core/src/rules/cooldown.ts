/**
 * Seconds before a new phone verification code may be requested.
 * @see SPECIFICATION §3 User session state, §4 Phone verification cooldown, §9
 * @default 300
 */
export const PHONE_VERIFICATION_COOLDOWN_SECONDS = 300;

/**
 * Whole seconds left in a cooldown started at `startTime` (ms timestamps in): 0 once the elapsed whole
 * seconds reach the duration. A `now` before `startTime` (a clock moved back) counts as no time elapsed.
 * @see SPECIFICATION §4 Phone verification cooldown
 * @example
 * cooldownRemaining(0, 299_999) // 1
 * cooldownRemaining(0, 300_000) // 0
 */
export function cooldownRemaining(
  startTime: number,
  now: number,
  durationSeconds: number = PHONE_VERIFICATION_COOLDOWN_SECONDS,
): number {
  const elapsedSeconds = Math.max(0, Math.floor((now - startTime) / 1000));
  return Math.max(0, durationSeconds - elapsedSeconds);
}
