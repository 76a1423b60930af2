import type { TransmissionStatus } from '@campus/core/rules';
import { liveTransmissions } from '../db/schema';
import type { CampusTransaction } from '../db/database';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { firstOccurrence, phaseOf, readTransmissionRecord } from './transmission-reader';
import type { TransmissionItemType, TransmissionRecord } from './transmission-reader';

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
 * Moves a class's transmission to `status` at `now`: `live` and `finished` are stored for the occurrence concerned
 * (the current or next one); `waiting` forgets the last move, so the phase follows the clock again. Moving to the
 * phase it already has changes nothing.
 * @throws ApiError 404 `not_found_or_forbidden` for an unknown, unpublished or another client's class;
 *   409 `class_finished` to take a finished class (spec §4) live again
 */
export async function moveTransmission(
  tx: CampusTransaction,
  scope: RequestScope,
  target: { readonly type: TransmissionItemType; readonly itemId: number; readonly status: TransmissionStatus },
  now: Date,
): Promise<TransmissionMoveResult> {
  const record = await readTransmissionRecord(tx, scope, target.type, target.itemId);
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  if (record.item.status === 'finished' && target.status !== 'finished') throw new ApiError(409, 'class_finished');
  const phase = phaseOf(record, now.getTime());
  if (phase.status === target.status) return { record, changed: false };
  const occurrenceStart = phase.occurrence?.start ?? firstOccurrence(record.item)?.start ?? now.getTime();
  const move =
    target.status === 'waiting'
      ? { status: null, statusOccurrenceAt: null }
      : { status: target.status, statusOccurrenceAt: new Date(occurrenceStart) };
  const values = { ...move, statusChangedBy: scope.userId, statusChangedAt: now, updatedAt: now };
  const [row] = await tx
    .insert(liveTransmissions)
    .values({ itemId: record.item.id, ...values })
    .onConflictDoUpdate({ target: liveTransmissions.itemId, set: values })
    .returning();
  return { record: { item: record.item, row: row ?? null }, changed: true };
}
