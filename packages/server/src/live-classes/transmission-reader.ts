import type { Locale } from '@campus/core';
import { transmissionPhase } from '@campus/core/rules';
import type { LiveClassStatus, PresentialClassStatus, TransmissionRecurrence } from '@campus/core/rules';
import type { Transmission } from '@campus/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { liveTransmissions, presentialEvents } from '../db/schema';
import type { LiveTransmissionRow, PresentialEventRow } from '../db/schema';
import { findItem } from '../catalogue/item-reader';
import type { ItemRecord } from '../catalogue/item-reader';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';
import { transmissionArea } from './transmission-realtime';

/** The kinds of item that have a transmission. */
export type TransmissionItemType = 'live_class' | 'webinar';

/**
 * What a transmission is attached to: a live class or webinar (by its item), or a live class or webinar event of an
 * in-person course (by the event: spec §2 presential-courses/{id}/event/{live-class|webinar}/{event_id}).
 */
export type TransmissionHolder =
  | { readonly type: TransmissionItemType; readonly itemId: number }
  | { readonly type: 'presential_event'; readonly eventId: number };

/** An hour: how long a class without an end lasts. */
const HOUR_MS = 3_600_000;

/**
 * A holder, its transmission row (or none) and what the phase rule needs: the item (for an event, its in-person
 * course: client, publication, the caller's enrolment) and, for an event, the event.
 */
export interface TransmissionRecord {
  readonly item: ItemRecord;
  readonly event: PresentialEventRow | null;
  readonly row: LiveTransmissionRow | null;
}

/** The keys of a record's row in `live_transmissions`. */
export function holderKeys(record: Pick<TransmissionRecord, 'item' | 'event'>): {
  itemId: number;
  eventId: number | null;
} {
  return { itemId: record.item.id, eventId: record.event?.id ?? null };
}

/** The row of a holder (`event_id` null: the item as a whole). */
async function transmissionRow(db: CampusDb | CampusTransaction, itemId: number, eventId: number | null) {
  const [row] = await db
    .select()
    .from(liveTransmissions)
    .where(
      and(
        eq(liveTransmissions.itemId, itemId),
        eventId === null ? isNull(liveTransmissions.eventId) : eq(liveTransmissions.eventId, eventId),
      ),
    );
  return row ?? null;
}

/**
 * Reads a visible holder of the caller's client with its transmission row; undefined when none: an unknown,
 * unpublished or another client's item, or an event that is an in-person class (it has no transmission).
 */
export async function readTransmissionRecord(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  holder: TransmissionHolder,
): Promise<TransmissionRecord | undefined> {
  if (holder.type !== 'presential_event') {
    const item = await findItem(db, scope, holder.type, holder.itemId);
    if (!item) return undefined;
    return { item, event: null, row: await transmissionRow(db, item.id, null) };
  }
  const [event] = await db.select().from(presentialEvents).where(eq(presentialEvents.id, holder.eventId));
  if (!event || event.type === 'presential_class') return undefined;
  const course = await findItem(db, scope, 'presential_course', event.itemId);
  if (!course) return undefined;
  return { item: course, event, row: await transmissionRow(db, course.id, event.id) };
}

/**
 * The schedule of a holder: the item's (a live class's or webinar's own status of §4) or the event's (a finished
 * or canceled event is over, whatever its dates say).
 */
export function scheduleOf(record: Pick<TransmissionRecord, 'item' | 'event'>): {
  beginAt: Date | null;
  endAt: Date | null;
  classStatus: string | null;
} {
  const { item, event } = record;
  if (event === null) return { beginAt: item.beginAt, endAt: item.endAt, classStatus: item.status };
  const over = event.status === 'finished' || event.status === 'canceled';
  return { beginAt: event.beginAt, endAt: event.endAt, classStatus: over ? 'finished' : event.status };
}

/**
 * The class status of spec §4 Live classes a holder shows: the item's own; for an event, from its in-person status
 * (canceled: closed; finished or awaiting results: finished; otherwise opened — its seats are the course's).
 */
export function liveClassStatusOf(record: Pick<TransmissionRecord, 'item' | 'event'>): LiveClassStatus {
  const { item, event } = record;
  if (event === null) return (item.status ?? 'opened') as LiveClassStatus;
  if (event.status === 'canceled') return 'closed';
  if (event.status === 'finished' || event.status === 'awaiting_results') return 'finished';
  return 'opened';
}

/** The recurrence of a row, or null. */
export function recurrenceOf(row: LiveTransmissionRow | null): TransmissionRecurrence | null {
  return row?.recurrence ? { frequency: row.recurrence, count: row.recurrenceCount } : null;
}

/** The first occurrence of a class (its transmission date and end), or null when it has no date. */
export function firstOccurrence(item: {
  beginAt: Date | null;
  endAt: Date | null;
}): { start: number; end: number } | null {
  if (item.beginAt === null) return null;
  const start = item.beginAt.getTime();
  const end = item.endAt !== null && item.endAt.getTime() > start ? item.endAt.getTime() : start + HOUR_MS;
  return { start, end };
}

/** The phase of a class's transmission at `now` (core's `transmissionPhase`), with the occurrence concerned. */
export function phaseOf(record: TransmissionRecord, now: number) {
  const { row } = record;
  const schedule = scheduleOf(record);
  const moved =
    row?.status && row.statusOccurrenceAt
      ? { status: row.status, occurrenceStart: row.statusOccurrenceAt.getTime() }
      : null;
  const first = firstOccurrence(schedule);
  if (first === null) {
    const status = schedule.classStatus === 'finished' ? 'finished' : moved?.status === 'live' ? 'live' : 'waiting';
    return { status, occurrence: null } as const;
  }
  return transmissionPhase({ first, recurrence: recurrenceOf(row), classStatus: schedule.classStatus, moved }, now);
}

/**
 * A transmission on the wire, as the caller sees it: the stream only while live and the recording only when
 * finished, and both only to a subscriber (for an event: a learner enrolled in its course) or to someone who may
 * move the transmission (`manager`).
 */
export function transmissionWire(
  record: TransmissionRecord,
  scope: Pick<RequestScope, 'clientId'>,
  locale: Locale,
  now: number,
  manager: boolean,
): Transmission {
  const { item, event, row } = record;
  const phase = phaseOf(record, now);
  const schedule = scheduleOf(record);
  // An event's viewers are its course's enrolled learners.
  const mayWatch = item.enrolled || manager;
  const type = (event?.type ?? item.type) === 'webinar' ? 'webinar' : 'live_class';
  return {
    item_id: item.id,
    event_id: event?.id ?? null,
    type,
    title: event?.title ?? translatedText(item.translations, locale, 'title', item.title),
    transmission_status: phase.status,
    live_class_status: liveClassStatusOf(record),
    event_status: event ? (event.status as PresentialClassStatus) : null,
    subscribed: item.enrolled,
    starts_at: phase.occurrence
      ? new Date(phase.occurrence.start).toISOString()
      : (schedule.beginAt?.toISOString() ?? null),
    ends_at: phase.occurrence ? new Date(phase.occurrence.end).toISOString() : (schedule.endAt?.toISOString() ?? null),
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
    realtime_area: transmissionArea(scope.clientId, holderKeys(record)),
  };
}
