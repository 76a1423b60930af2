import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { CALENDAR_RECURRENCES } from '../rules/constants.js';
import { MAX_RECURRENCE_COUNT, STREAM_KINDS, TRANSMISSION_STATUSES } from '../rules/live-transmission.js';
import { LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '../rules/statuses.js';
import { dateTime } from './learning-items.js';
import { wireIdSchema } from './params.js';

/*
 * The transmission of a live class or webinar (issue 26; docs/server.md "Live classes"): its phase, its schedule,
 * the stream while live and the recording after, and the realtime area its changes are announced in.
 */

/** A stream or recording: where it plays and how (a `video` or `hls` address may be relative to the API). */
export const transmissionMediaSchema = lazySchema(() =>
  z.object({
    kind: z.enum(STREAM_KINDS),
    url: z.string().check(z.minLength(1), z.maxLength(2048)),
  }),
);

/** A stream or recording. */
export type TransmissionMedia = z.infer<typeof transmissionMediaSchema>;

/** How a class repeats (spec §9 calendar export recurrence); `count` null: without end. */
export const transmissionRecurrenceSchema = lazySchema(() =>
  z.object({
    frequency: z.enum(CALENDAR_RECURRENCES),
    count: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_RECURRENCE_COUNT))),
  }),
);

/**
 * `GET /api/{live-classes|webinars|presential-events}/{id}/transmission/`: the transmission as the caller sees it.
 * `starts_at` and `ends_at` are the occurrence concerned (the current or next one; the last one when finished).
 * `stream` is given only while live and `recording` only when finished, and both only to a subscriber (for an
 * in-person course's event: a learner enrolled in the course) or the class's instructor. `realtime_area` hears a
 * `transmission` event at each change.
 */
export const transmissionSchema = lazySchema(() =>
  z.object({
    /** The live class or webinar; for an event, its in-person course. */
    item_id: wireIdSchema,
    /** The in-person course's event the transmission belongs to; null for a live class or webinar. */
    event_id: z.nullable(wireIdSchema),
    type: z.enum(['live_class', 'webinar']),
    title: z.string(),
    transmission_status: z.enum(TRANSMISSION_STATUSES),
    /** Spec §4 Live classes; `no_vacancy` when opened with every seat taken (an event's: from its in-person status). */
    live_class_status: z.enum(LIVE_CLASS_STATUSES),
    /** An event's status of spec §4 In-person classes; null for a live class or webinar. */
    event_status: z.nullable(z.enum(PRESENTIAL_CLASS_STATUSES)),
    subscribed: z.boolean(),
    starts_at: z.nullable(dateTime),
    ends_at: z.nullable(dateTime),
    recurrence: z.nullable(transmissionRecurrenceSchema),
    /** Whether a recording will be (or is) available after the transmission. */
    has_recording: z.boolean(),
    stream: z.nullable(transmissionMediaSchema),
    recording: z.nullable(transmissionMediaSchema),
    realtime_area: z.string(),
  }),
);

/** A transmission. */
export type Transmission = z.infer<typeof transmissionSchema>;

/** `POST /api/{live-classes|webinars|presential-events}/{id}/transmission/`: the phase an instructor moves the transmission to. */
export const transmissionMoveSchema = lazySchema(() => z.object({ status: z.enum(TRANSMISSION_STATUSES) }));

/** An instructor's move of a transmission. */
export type TransmissionMove = z.infer<typeof transmissionMoveSchema>;

/**
 * The data of a `transmission` realtime event in a transmission's `realtime_area`: what changed, without the
 * listener's own fields (a listener reads the transmission again).
 */
export const transmissionEventSchema = lazySchema(() =>
  z.object({
    item_id: wireIdSchema,
    /** Set for an in-person course's event. */
    event_id: z.optional(z.nullable(wireIdSchema)),
    transmission_status: z.enum(TRANSMISSION_STATUSES),
    live_class_status: z.enum(LIVE_CLASS_STATUSES),
  }),
);

/** A `transmission` realtime event's data. */
export type TransmissionEvent = z.infer<typeof transmissionEventSchema>;

/**
 * `GET /api/{live-classes|webinars|presential-courses}/{id}/calendar/` query: the browser's IANA time zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), and for a presential course optionally one event.
 */
export const calendarQuerySchema = lazySchema(() =>
  z.object({
    tz: z.string().check(z.minLength(1), z.maxLength(64)),
    event: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  }),
);

/** A calendar export query. */
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
