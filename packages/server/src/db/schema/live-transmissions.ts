import { CALENDAR_RECURRENCES, STREAM_KINDS, TRANSMISSION_STATUSES } from '@campus/core/rules';
import type { CalendarRecurrence, StreamKind, TransmissionStatus } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { catalogueItems, presentialEvents } from './catalogue';
import { updatedAt } from './columns';
import { users } from './users';

/*
 * The transmission of a live class or webinar, or of a live class or webinar event of an in-person course (issue 26;
 * docs/server.md "Live classes"): where it streams, where its recording is, how it repeats, and the instructor's last
 * move. Its schedule is its holder's own (the item's or the event's `begin_at`, `end_at`: the first occurrence); a
 * holder without a row has no stream, no recording and no recurrence, and its phase follows the clock alone (core's
 * `transmissionPhase`).
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One row per holder that has transmission data: a live class or webinar (`event_id` null), or one event of an
 * in-person course (`item_id` is the event's course).
 */
export const liveTransmissions = pgTable(
  'live_transmissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => presentialEvents.id, { onDelete: 'cascade' }),
    streamKind: text('stream_kind').$type<StreamKind>(),
    streamUrl: text('stream_url'),
    recordingKind: text('recording_kind').$type<StreamKind>(),
    recordingUrl: text('recording_url'),
    /** Calendar recurrence (spec §9): every day, week, month or year, `recurrence_count` times (null: no end). */
    recurrence: text('recurrence').$type<CalendarRecurrence>(),
    recurrenceCount: integer('recurrence_count'),
    /** The instructor's last move (null: nobody moved it), and the start of the occurrence it was made for. */
    status: text('status').$type<TransmissionStatus>(),
    statusOccurrenceAt: timestamp('status_occurrence_at', { withTimezone: true, mode: 'date' }),
    statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('live_transmissions_holder_unique').on(table.itemId, table.eventId).nullsNotDistinct(),
    check(
      'live_transmissions_stream_check',
      sql`(${table.streamKind} is null) = (${table.streamUrl} is null) and (${table.streamKind} is null or ${table.streamKind} in (${quoted(STREAM_KINDS)}))`,
    ),
    check(
      'live_transmissions_recording_check',
      sql`(${table.recordingKind} is null) = (${table.recordingUrl} is null) and (${table.recordingKind} is null or ${table.recordingKind} in (${quoted(STREAM_KINDS)}))`,
    ),
    check(
      'live_transmissions_recurrence_check',
      sql`(${table.recurrence} is null or ${table.recurrence} in (${quoted(CALENDAR_RECURRENCES)})) and (${table.recurrenceCount} is null or ${table.recurrenceCount} >= 1)`,
    ),
    check(
      'live_transmissions_status_check',
      sql`(${table.status} is null) = (${table.statusOccurrenceAt} is null) and (${table.status} is null or ${table.status} in (${quoted(TRANSMISSION_STATUSES)}))`,
    ),
  ],
);

/** A row of `live_transmissions`. */
export type LiveTransmissionRow = typeof liveTransmissions.$inferSelect;
