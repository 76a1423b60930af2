import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/*
 * Wire contract of the SENCE training sessions (issue 26, SPECIFICATION §5 SENCE, §8 SENCE codes; docs/server.md
 * "SENCE"): a Chilean online course flagged for SENCE opens its activities only while the learner has a SENCE session
 * open today. The learner starts one through SENCE's own pages: the API answers the form the browser POSTs to SENCE,
 * and SENCE POSTs the outcome back to the API, which records it and sends the browser back to the course.
 */

const instantSchema = z.iso.datetime({ offset: true });

/**
 * Where an attempt at a SENCE session stands: `pending` (sent to SENCE, no answer yet), `open` (SENCE registered
 * the start), `failed` (SENCE answered an error code), `closed` (SENCE registered the close).
 */
export const SENCE_SESSION_STATUSES = ['pending', 'open', 'failed', 'closed'] as const;

/** Where an attempt at a SENCE session stands. */
export type SenceSessionStatus = (typeof SENCE_SESSION_STATUSES)[number];

/** The caller's latest attempt at a SENCE session today. */
export const senceSessionSchema = lazySchema(() =>
  z.object({
    status: z.enum(SENCE_SESSION_STATUSES),
    /** SENCE's code (100–310, §8) of a failed attempt, else `null`; show it with core's `senceErrorMessageKey`. */
    error_code: z.nullable(z.int()),
    /** The RUN the learner started it with, written the usual way (`12.345.678-5`). */
    run: z.string(),
    started_at: instantSchema,
    /** When SENCE registered the start (its `FechaHora`, as an instant). */
    opened_at: z.nullable(instantSchema),
    closed_at: z.nullable(instantSchema),
    /**
     * SENCE's code (§8) when it refused the latest close of this open session (its CerrarSesion answered an error):
     * the session stays open; show it with core's `senceErrorMessageKey`. `null` (or absent) otherwise.
     */
    close_error_code: z.optional(z.nullable(z.int())),
    /** SENCE's own id of the session (`IdSesionSence`), once open. */
    sence_session_id: z.nullable(z.string()),
  }),
);

/** An attempt at a SENCE session. */
export type SenceSession = z.infer<typeof senceSessionSchema>;

/**
 * `GET /api/online-courses/{id}/sence/`: the course's SENCE codes (SENCE code ≥ 10 characters, course code ≥ 7, the
 * training line) and the caller's session today: `session_open` unlocks the activities.
 */
export const senceCourseSchema = lazySchema(() =>
  z.object({
    course_id: z.int().check(z.minimum(1)),
    sence_code: z.string(),
    course_code: z.string(),
    training_line: z.string(),
    session_open: z.boolean(),
    /** The latest attempt today, or `null` before the first. */
    session: z.nullable(senceSessionSchema),
  }),
);

/** A SENCE course with the caller's session. */
export type SenceCourse = z.infer<typeof senceCourseSchema>;

/**
 * `POST /api/online-courses/{id}/sence/sessions/`: the learner's RUN (checked with core's `validateRut`, refused
 * with 422 `invalid_rut`) and the page SENCE's answer brings the browser back to (an allowed site origin).
 */
export const senceStartBodySchema = lazySchema(() =>
  z.object({
    run: z.string().check(z.maxLength(20)),
    return_url: z.string().check(z.maxLength(2000)),
  }),
);

/** The body of a SENCE session start. */
export type SenceStartBody = z.infer<typeof senceStartBodySchema>;

/** `POST /api/online-courses/{id}/sence/sessions/close/`: the page SENCE's answer brings the browser back to. */
export const senceCloseBodySchema = lazySchema(() =>
  z.object({
    return_url: z.string().check(z.maxLength(2000)),
  }),
);

/** The body of a SENCE session close. */
export type SenceCloseBody = z.infer<typeof senceCloseBodySchema>;

/**
 * What the browser must do next: navigate to SENCE with a form POST of `fields` (in order) to `action`. SENCE's
 * pages take the RUT and password there, then POST back to the API.
 */
export const senceFormSchema = lazySchema(() =>
  z.object({
    action: z.string(),
    method: z.literal('post'),
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
);

/** A form the browser POSTs to SENCE. */
export type SenceForm = z.infer<typeof senceFormSchema>;
