import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { catalogueItems, courseActivities, presentialEvents } from './catalogue';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { loyaltyEvents } from './loyalty-events';
import { users } from './users';

/*
 * Instructors of live classes, webinars and in-person events (spec §6 Instructors: they validate presence and
 * authorise activities), the learners' presence, the link between an in-person event and the programme event
 * whose check-in marks presence, the results an instructor publishes, and the audit of every instructor action.
 * A "class" is a catalogue item (a live class, webinar or presential course) with, for an in-person event, the
 * event: `event_id` null means the whole item.
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Who teaches what. `event_id` null: the whole item (a live class, a webinar, or every event of a presential
 * course); set: that in-person event only (`item_id` is the event's course). Read through
 * `src/instructors/instructor-access.ts` (`isInstructorOf`).
 */
export const classInstructors = pgTable(
  'class_instructors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => presentialEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('class_instructors_unique').on(table.itemId, table.eventId, table.userId).nullsNotDistinct(),
    index('class_instructors_user_idx').on(table.userId),
  ],
);

/** How a presence was validated: by the instructor, or by the learner's check-in at the event. */
export const ATTENDANCE_SOURCES = ['instructor', 'check_in'] as const;

/** How a presence was validated. */
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/**
 * A learner's presence in a class (one row per class and learner; no row: not validated yet). `present` false
 * is an instructor's explicit "absent".
 */
export const classAttendances = pgTable(
  'class_attendances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => presentialEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    source: text('source').$type<AttendanceSource>().notNull(),
    /** The instructor who validated it (null for a check-in, or once the instructor's account is gone). */
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('class_attendances_unique').on(table.itemId, table.eventId, table.userId).nullsNotDistinct(),
    check('class_attendances_source_check', sql`${table.source} in (${quoted(ATTENDANCE_SOURCES)})`),
    index('class_attendances_user_idx').on(table.userId),
  ],
);

/** A row of `class_attendances`. */
export type ClassAttendanceRow = typeof classAttendances.$inferSelect;

/**
 * The programme event (spec §3 Event: check-in code) whose check-in, by QR code or six-digit code, marks presence
 * at an in-person event: one each way.
 */
export const presentialEventCheckIns = pgTable('presential_event_check_ins', {
  presentialEventId: integer('presential_event_id')
    .primaryKey()
    .references(() => presentialEvents.id, { onDelete: 'cascade' }),
  loyaltyEventId: integer('loyalty_event_id')
    .notNull()
    .unique('presential_event_check_ins_loyalty_unique')
    .references(() => loyaltyEvents.id, { onDelete: 'cascade' }),
});

/** Results of an in-person event published by its instructor (spec §4 awaiting results → finished). */
export const presentialEventResults = pgTable('presential_event_results', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => presentialEvents.id, { onDelete: 'cascade' }),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What an instructor did (the audit of `instructor_actions`). */
export const INSTRUCTOR_ACTIONS = [
  'presence_validated',
  'absence_marked',
  'activity_authorized',
  'results_published',
] as const;

/** An instructor's action. */
export type InstructorAction = (typeof INSTRUCTOR_ACTIONS)[number];

/**
 * The audit of instructors' actions, append-only: who did what in which class, to which learner (null: the whole
 * class) and which activity.
 */
export const instructorActions = pgTable(
  'instructor_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<InstructorAction>().notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => presentialEvents.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id').references(() => users.id, { onDelete: 'set null' }),
    activityId: integer('activity_id').references(() => courseActivities.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('instructor_actions_action_check', sql`${table.action} in (${quoted(INSTRUCTOR_ACTIONS)})`),
    index('instructor_actions_item_idx').on(table.itemId, table.createdAt),
  ],
);

/** A row of `instructor_actions`. */
export type InstructorActionRow = typeof instructorActions.$inferSelect;
