import { recordTime, recordTimeProblem } from '@campus/core/rules';
import { eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { courseActivities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashJson } from '../../http/idempotency';

/*
 * Late records (docs/server.md "Late records"): a learner's write that the player's progress journal kept on the
 * device while offline arrives later with `recorded_at`, the time it was made. Every learner write route checks
 * that time here and counts the write at it.
 */

/**
 * The time a write counts at: its `recorded_at` (checked: not in the future beyond core's clock skew, not before
 * `notBefore` — the attempt's start, the activity's creation), or now for a write sent at once.
 * @throws ApiError 422 `recorded_at_in_future` / `recorded_at_before_start` (field `body.recorded_at`)
 */
export function lateRecordTime(recordedAt: string | undefined, notBefore: Date | null, now = new Date()): Date {
  if (recordedAt === undefined) return now;
  const problem = recordTimeProblem(new Date(recordedAt), { now, notBefore });
  if (problem !== null) throw new ApiError(422, problem, {}, { fields: ['body.recorded_at'] });
  return recordTime(recordedAt, now);
}

/** When an activity was created: no record of it can be older. */
export async function activityCreatedAt(tx: CampusTransaction, activityId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: courseActivities.createdAt })
    .from(courseActivities)
    .where(eq(courseActivities.id, activityId));
  return row?.createdAt ?? null;
}

/**
 * The idempotency hash of a write without its `recorded_at`: a write first sent at once (no time) whose answer was
 * lost, then sent again from the journal (with its time), is the same write and replays its first answer.
 */
export function hashLateRecord(parts: { readonly params: unknown; readonly body: object }): string {
  return hashJson({ params: parts.params, body: { ...parts.body, recorded_at: undefined } });
}
