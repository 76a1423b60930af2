/**
 * @campus/community — the forum with its moderation, and the surveys, as React components (spec §1, §2, §4–§6;
 * issue 24). `@campus/community/element` registers them as custom elements. Every export is named here on
 * purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- forum
export { Forum } from './forum/forum.js';
export type { ForumProps } from './forum/forum.js';
export { forumStyles } from './forum/forum.styles.js';
export { FORUM_MESSAGES } from './messages/forum/forum-messages.js';
export type { ForumTopicChangeDetail } from './events.js';

// --- surveys
export { Survey } from './survey/survey.js';
export type { SurveyProps } from './survey/survey.js';
export { surveyStyles } from './survey/survey.styles.js';
export { SURVEY_MESSAGES } from './messages/survey/survey-messages.js';
export type { SurveyAnsweredDetail } from './events.js';
