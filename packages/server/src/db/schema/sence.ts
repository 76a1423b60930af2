import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/*
 * SENCE training sessions (issue 26, SPECIFICATION §5 SENCE, §8 SENCE codes; docs/server.md "SENCE"). A Chilean
 * online course is flagged for SENCE by a `sence_courses` row holding its SENCE code, course code and training line;
 * its activities open only while the learner has a session open today. Each attempt at starting one is a
 * `sence_sessions` row: created `pending` with an unguessable `student_session_id` (SENCE's `IdSesionAlumno`, which
 * ties SENCE's form-POSTed answer to it), then `open` or `failed` by SENCE's answer, `closed` by a close.
 * The lengths are SENCE's rules (core's `validateSenceCode`, `validateCourseCode`), spelled out here since
 * drizzle-kit loads this file against core's build.
 */

/** Where an attempt stands (core's `SENCE_SESSION_STATUSES`). */
export const SENCE_SESSION_STATUS_VALUES = ['pending', 'open', 'failed', 'closed'] as const;

/** The SENCE codes of an online course flagged for SENCE. */
export const senceCourses = pgTable(
  'sence_courses',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    /** `CodSence`: at least 10 characters (SENCE answers 204 otherwise). */
    senceCode: text('sence_code').notNull(),
    /** `CodigoCurso`: at least 7 characters (SENCE answers 205 otherwise). */
    courseCode: text('course_code').notNull(),
    /** `LineaCapacitacion`: SENCE's training line, a small number (SENCE answers 206 for one it does not know). */
    trainingLine: text('training_line').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('sence_courses_sence_code_check', sql`char_length(btrim(${table.senceCode})) >= 10`),
    check('sence_courses_course_code_check', sql`char_length(btrim(${table.courseCode})) >= 7`),
    check('sence_courses_training_line_check', sql`${table.trainingLine} ~ '^[0-9]{1,2}$'`),
  ],
);

/** A row of `sence_courses`. */
export type SenceCourseRow = typeof senceCourses.$inferSelect;

/** Attempts at SENCE sessions, one row per start. */
export const senceSessions = pgTable(
  'sence_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    /** `IdSesionAlumno`: random, unguessable; SENCE's answer names it. */
    studentSessionId: text('student_session_id').notNull(),
    /** `RunAlumno` as sent to SENCE: body and check digit, no dots (`12345678-5`). */
    run: text('run').notNull(),
    status: text('status').$type<(typeof SENCE_SESSION_STATUS_VALUES)[number]>().notNull().default('pending'),
    /** SENCE's code of a failed attempt (its `GlosaError`). */
    errorCode: integer('error_code'),
    /** `IdSesionSence`: SENCE's id of the open session, needed to close it. */
    senceSessionId: text('sence_session_id'),
    /** `FechaHora` and `ZonaHoraria` as SENCE sent them. */
    senceDateTime: text('sence_date_time'),
    senceTimeZone: text('sence_time_zone'),
    /** The site page SENCE's answer brings the browser back to. */
    returnUrl: text('return_url').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    /** When the learner asked SENCE to close the session: SENCE's next success answer closes it. */
    closeRequestedAt: timestamp('close_requested_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /**
     * SENCE's code when it refused the latest close (CerrarSesion answered at `UrlError`): the session stays open and
     * the learner is shown the code's message; cleared by the next close asked for.
     */
    closeErrorCode: integer('close_error_code'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sence_sessions_student_session_id_idx').on(table.studentSessionId),
    index('sence_sessions_user_item_idx').on(table.userId, table.itemId, table.startedAt),
    check(
      'sence_sessions_status_check',
      sql`${table.status} in (${sql.raw(SENCE_SESSION_STATUS_VALUES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check('sence_sessions_error_check', sql`(${table.status} = 'failed') = (${table.errorCode} is not null)`),
  ],
);

/** A row of `sence_sessions`. */
export type SenceSessionRow = typeof senceSessions.$inferSelect;
