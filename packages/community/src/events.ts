/*
 * The events of @campus/community's elements and their `detail` types, one section per feature.
 */

// --- forum

/** `campus-forum-topic-change`: a topic was opened in `<campus-forum>` (or left: `topic_id` null). */
export interface ForumTopicChangeDetail {
  readonly topic_id: string | null;
}

// --- surveys

/** `campus-survey-answered`: the person answered a survey (once); whether a mandatory survey is still waiting. */
export interface SurveyAnsweredDetail {
  readonly survey_id: number;
  /** The session's `has_mandatory_surveys` after this answer. */
  readonly has_mandatory_surveys: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A topic was opened or left in `<campus-forum>`. Bubbles and is composed. */
    'campus-forum-topic-change': CustomEvent<ForumTopicChangeDetail>;
    /** A survey was answered in `<campus-survey>`. Bubbles and is composed. */
    'campus-survey-answered': CustomEvent<SurveyAnsweredDetail>;
  }
}

export {};
