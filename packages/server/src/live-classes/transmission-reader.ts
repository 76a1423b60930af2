import type { Locale } from '@campus/core';
import { transmissionPhase } from '@campus/core/rules';
import type { LiveClassStatus, TransmissionRecurrence } from '@campus/core/rules';
import type { Transmission } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { liveTransmissions } from '../db/schema';
import type { LiveTransmissionRow } from '../db/schema';
import { findItem } from '../catalogue/item-reader';
import type { ItemRecord } from '../catalogue/item-reader';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';
import { transmissionArea } from './transmission-realtime';

/** The kinds of item that have a transmission. */
export type TransmissionItemType = 'live_class' | 'webinar';

/** An hour: how long a class without an end lasts. */
const HOUR_MS = 3_600_000;

/** A class, its transmission row (or none) and what the phase rule needs. */
export interface TransmissionRecord {
  readonly item: ItemRecord;
  readonly row: LiveTransmissionRow | null;
}

/** Reads a visible live class or webinar of the caller's client with its transmission row; undefined when none. */
export async function readTransmissionRecord(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  type: TransmissionItemType,
  itemId: number,
): Promise<TransmissionRecord | undefined> {
  const item = await findItem(db, scope, type, itemId);
  if (!item) return undefined;
  const [row] = await db.select().from(liveTransmissions).where(eq(liveTransmissions.itemId, itemId));
  return { item, row: row ?? null };
}

/** The recurrence of a row, or null. */
export function recurrenceOf(row: LiveTransmissionRow | null): TransmissionRecurrence | null {
  return row?.recurrence ? { frequency: row.recurrence, count: row.recurrenceCount } : null;
}

/** The first occurrence of a class (its transmission date and end), or null when it has no date. */
export function firstOccurrence(item: Pick<ItemRecord, 'beginAt' | 'endAt'>): { start: number; end: number } | null {
  if (item.beginAt === null) return null;
  const start = item.beginAt.getTime();
  const end = item.endAt !== null && item.endAt.getTime() > start ? item.endAt.getTime() : start + HOUR_MS;
  return { start, end };
}

/** The phase of a class's transmission at `now` (core's `transmissionPhase`), with the occurrence concerned. */
export function phaseOf(record: TransmissionRecord, now: number) {
  const { item, row } = record;
  const moved =
    row?.status && row.statusOccurrenceAt
      ? { status: row.status, occurrenceStart: row.statusOccurrenceAt.getTime() }
      : null;
  const first = firstOccurrence(item);
  if (first === null) {
    const status = item.status === 'finished' ? 'finished' : moved?.status === 'live' ? 'live' : 'waiting';
    return { status, occurrence: null } as const;
  }
  return transmissionPhase({ first, recurrence: recurrenceOf(row), classStatus: item.status, moved }, now);
}

/**
 * A transmission on the wire, as the caller sees it: the stream only while live and the recording only when
 * finished, and both only to a subscriber or to someone who may move the transmission (`manager`).
 */
export function transmissionWire(
  record: TransmissionRecord,
  scope: Pick<RequestScope, 'clientId'>,
  locale: Locale,
  now: number,
  manager: boolean,
): Transmission {
  const { item, row } = record;
  const phase = phaseOf(record, now);
  const mayWatch = item.enrolled || manager;
  return {
    item_id: item.id,
    type: item.type === 'webinar' ? 'webinar' : 'live_class',
    title: translatedText(item.translations, locale, 'title', item.title),
    transmission_status: phase.status,
    live_class_status: (item.status ?? 'opened') as LiveClassStatus,
    subscribed: item.enrolled,
    starts_at: phase.occurrence
      ? new Date(phase.occurrence.start).toISOString()
      : (item.beginAt?.toISOString() ?? null),
    ends_at: phase.occurrence ? new Date(phase.occurrence.end).toISOString() : (item.endAt?.toISOString() ?? null),
    recurrence: recurrenceOf(row),
    has_recording: row?.recordingUrl != null,
    stream:
      mayWatch && phase.status === 'live' && row?.streamKind && row.streamUrl
        ? { kind: row.streamKind, url: row.streamUrl }
        : null,
    recording:
      mayWatch && phase.status === 'finished' && row?.recordingKind && row.recordingUrl
        ? { kind: row.recordingKind, url: row.recordingUrl }
        : null,
    realtime_area: transmissionArea(scope.clientId, item.id),
  };
}
