/*
 * The paths of the instructors' calls (issue 26; docs/server.md "Instructors"): part of the one path table
 * (paths.ts re-exports them), in a module of their own so that a build splitting widgets into chunks carries them in
 * the instructor chunk only.
 */

/**
 * Instructors (spec §6: they validate presence and authorise activities in live and in-person classes), for the
 * classes they teach only. A class is a live class or webinar (`classes/:id`, the item's id) or an in-person event
 * (`events/:id`, the event's id).
 */
export const INSTRUCTOR_PATHS = {
  /** `GET` the caller's classes: live classes, webinars and in-person events they teach. */
  classes: '/api/instructor/classes/',
  /** `GET` a live class's or webinar's attendance: learners, presence, activities. */
  itemClass: '/api/instructor/classes/:id/',
  /** `PUT` `{ present }` one learner's presence in a live class or webinar. */
  itemPresence: '/api/instructor/classes/:id/attendances/:user_id/',
  /** `POST` `{ activity_id, user_id? }` authorises an activity for the class or one learner. */
  itemAuthorizations: '/api/instructor/classes/:id/authorizations/',
  /** `GET` an in-person event's attendance. */
  eventClass: '/api/instructor/events/:id/',
  /** `PUT` `{ present }` one learner's presence at an in-person event. */
  eventPresence: '/api/instructor/events/:id/attendances/:user_id/',
  /** `POST` `{ activity_id, user_id? }` authorises an activity of the event's course. */
  eventAuthorizations: '/api/instructor/events/:id/authorizations/',
  /** `POST` publishes an event's results (presence): awaiting results → finished. */
  eventResults: '/api/instructor/events/:id/results/',
} as const;

/** A learner's own in-person events: status, presence and results (spec §4 In-person classes). */
export const PRESENTIAL_EVENT_PATHS = {
  /** `GET` one in-person event with the caller's enrolment, presence and check-in. */
  event: '/api/presential-events/:id/',
} as const;
