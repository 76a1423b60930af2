/*
 * Records sent late (docs/server.md "Late records"): a write the progress journal kept on the device while offline
 * carries `recorded_at`, the time the learner made it, and the server orders and judges it by that time. The time
 * is the device's claim, so it is bounded.
 */

/** How far ahead of the server's clock a record's time may be (device clocks drift), in ms: 5 minutes. */
export const RECORD_CLOCK_SKEW_MS = 5 * 60_000;

/** Why a record's time is refused. */
export type RecordTimeProblem = 'recorded_at_in_future' | 'recorded_at_before_start';

/** The codes of {@link RecordTimeProblem}, each an `errors.<code>` message. */
export const RECORD_TIME_PROBLEMS: readonly RecordTimeProblem[] = ['recorded_at_in_future', 'recorded_at_before_start'];

/**
 * Whether a record's time can be true: not later than `now` by more than {@link RECORD_CLOCK_SKEW_MS}, and not
 * earlier than what it belongs to started (the attempt, the activity) by more than the same skew.
 * @returns the problem, or null when the time is acceptable
 */
export function recordTimeProblem(
  recordedAt: Date,
  bounds: { readonly now: Date; readonly notBefore?: Date | null },
): RecordTimeProblem | null {
  const at = recordedAt.getTime();
  if (Number.isNaN(at) || at > bounds.now.getTime() + RECORD_CLOCK_SKEW_MS) return 'recorded_at_in_future';
  if (bounds.notBefore != null && at < bounds.notBefore.getTime() - RECORD_CLOCK_SKEW_MS) {
    return 'recorded_at_before_start';
  }
  return null;
}

/**
 * The time a record counts at: its own (clamped to `now`, so a device a little ahead never writes the future),
 * or `now` for a record sent at once.
 */
export function recordTime(recordedAt: string | undefined, now: Date): Date {
  if (recordedAt === undefined) return now;
  const at = new Date(recordedAt);
  return at.getTime() > now.getTime() ? now : at;
}
