import type { TransmissionStatus } from '@campus/core/rules';
import { liveTransmissions } from '../db/schema';
import type { CampusTransaction } from '../db/database';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { firstOccurrence, holderKeys, phaseOf, readTransmissionRecord, scheduleOf } from './transmission-reader';
import type { TransmissionHolder, TransmissionRecord } from './transmission-reader';

/*
 * Who moves a transmission (docs/server.md "Live classes"): the class's instructor, or staff, from waiting to live
 * (the stream shows to the subscribers) and to finished (the recording shows). Nobody has to move it for it to end:
 * a class past its end reads as finished (core's `transmissionPhase`). A move is stored with the occurrence it was
 * made for, so finishing this week's session of a weekly class leaves next week's waiting.
 */

/** What a move did: the class as it is now, and whether anything changed (an event to announce). */
export interface TransmissionMoveResult {
  readonly record: TransmissionRecord;
  readonly changed: boolean;
}

/**
 * Moves a holder's transmission (a live class's, a webinar's or an in-person course's live event's) to `status` at `now`: `live` and `finished` are stored for the occurrence concerned
 * (the current or next one); `waiting` forgets the last move, so the phase follows the clock again. Moving to the
 * phase it already has changes nothing.
 * @throws ApiError 404 `not_found_or_forbidden` for an unknown, unpublished or another client's class (or an event
 *   that is an in-person class);
 *   409 `class_finished` to take a finished class (spec §4) live again
 */
export async function moveTransmission(
  tx: CampusTransaction,
  scope: RequestScope,
  holder: TransmissionHolder,
  status: TransmissionStatus,
  now: Date,
): Promise<TransmissionMoveResult> {
  const record = await readTransmissionRecord(tx, scope, holder);
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  const schedule = scheduleOf(record);
  if (schedule.classStatus === 'finished' && status !== 'finished') throw new ApiError(409, 'class_finished');
  const phase = phaseOf(record, now.getTime());
  if (phase.status === status) return { record, changed: false };
  const occurrenceStart = phase.occurrence?.start ?? firstOccurrence(schedule)?.start ?? now.getTime();
  const move =
    status === 'waiting'
      ? { status: null, statusOccurrenceAt: null }
      : { status, statusOccurrenceAt: new Date(occurrenceStart) };
  const values = { ...move, statusChangedBy: scope.userId, statusChangedAt: now, updatedAt: now };
  const [row] = await tx
    .insert(liveTransmissions)
    .values({ ...holderKeys(record), ...values })
    .onConflictDoUpdate({ target: [liveTransmissions.itemId, liveTransmissions.eventId], set: values })
    .returning();
  return { record: { ...record, row: row ?? null }, changed: true };
}
