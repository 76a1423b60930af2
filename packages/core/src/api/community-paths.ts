/*
 * The paths of @campus/community's calls (issue 24): part of the one path table (paths.ts re-exports them), kept in a
 * module of their own so that a build splitting widgets into chunks carries them in the community chunk only, not in
 * the chunk every widget loads.
 */

/** The forum (issue 24, docs/server.md "Forum"): forums, topics, replies and reports, for anyone signed in. */
export const FORUM_PATHS = {
  /** `GET` the client's forums (`?item_id=` a course's or trail's). */
  forums: '/api/forums/',
  /** `GET` one forum. */
  forum: '/api/forums/:forum_id/',
  /** `GET` a page of topics, `POST` a new topic. */
  topics: '/api/forums/:forum_id/topics/',
  /** `GET` a topic, `PATCH` the author's edit, `DELETE` the author's deletion. */
  topic: '/api/forum-topics/:topic_id/',
  /** `GET` a page of replies, `POST` a reply. */
  replies: '/api/forum-topics/:topic_id/replies/',
  /** `PATCH` the author's edit, `DELETE` the author's deletion. */
  reply: '/api/forum-replies/:reply_id/',
  /** `POST` a report of a topic or a reply. */
  reports: '/api/forum-reports/',
} as const;

/** The forum's moderation (issue 24, docs/server.md "Forum"): the client's moderators only. */
export const FORUM_MODERATION_PATHS = {
  /** `GET` the open reports. */
  reports: '/api/forum-moderation/reports/',
  /** `POST` dismisses a report. */
  dismissReport: '/api/forum-moderation/reports/:report_id/dismiss/',
  /** `POST` a topic's new status (close, reopen, hide, restore). */
  topicStatus: '/api/forum-moderation/topics/:topic_id/status/',
  /** `POST` a reply's new status (hide, restore). */
  replyStatus: '/api/forum-moderation/replies/:reply_id/status/',
} as const;

/**
 * Surveys (issue 24, docs/server.md "Surveys"): the caller's open surveys, one survey with the caller's answer
 * state, and the answers, once per person.
 */
export const SURVEY_PATHS = {
  /** `GET` the caller's open surveys not answered yet, mandatory first. */
  surveys: '/api/surveys/',
  /** `GET` one survey with its questions and the caller's answer state. */
  survey: '/api/surveys/:survey_id/',
  /** `POST` the caller's answers, once (with an `Idempotency-Key`). */
  answers: '/api/surveys/:survey_id/answers/',
} as const;
