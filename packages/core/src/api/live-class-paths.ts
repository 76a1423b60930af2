/*
 * The paths of live transmissions and calendar export (issue 26, docs/server.md "Live classes"): part of the one
 * path table (paths.ts re-exports them), in a module of their own so the player's live viewer chunk and the
 * catalogue's calendar button carry them without the rest. `:kind` is a catalogue segment.
 */

/** Live classes and webinars: the transmission; live classes, webinars and presential courses: the calendar. */
export const LIVE_CLASS_PATHS = {
  /**
   * `GET` the transmission of a live class or webinar (`:kind` `live-classes` or `webinars`, `:id` the item's), or of
   * a live class or webinar event of an in-person course (`:kind` `presential-events`, `:id` the event's); `POST`
   * moves it to `waiting`, `live` or `finished` (the class's instructors and staff).
   */
  transmission: '/api/:kind/:id/transmission/',
  /** `GET` an iCalendar (`.ics`) of a live class, webinar or presential course, `?tz=` the browser's time zone. */
  calendar: '/api/:kind/:id/calendar/',
} as const;

/** The catalogue segments that have a transmission. */
export const TRANSMISSION_KINDS = ['live-classes', 'webinars'] as const;

/** A catalogue segment that has a transmission. */
export type TransmissionKind = (typeof TRANSMISSION_KINDS)[number];

/**
 * What a transmission is attached to, as its path segment: a live class or webinar, or an in-person course's event
 * of type live class or webinar (`presential-events`, by the event's id).
 */
export const TRANSMISSION_HOLDER_KINDS = [...TRANSMISSION_KINDS, 'presential-events'] as const;

/** What a transmission is attached to. */
export type TransmissionHolderKind = (typeof TRANSMISSION_HOLDER_KINDS)[number];

/** The catalogue segments that export a calendar. */
export const CALENDAR_KINDS = ['live-classes', 'webinars', 'presential-courses'] as const;

/** A catalogue segment that exports a calendar. */
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
