/**
 * `@campus/community/element`: registers `<campus-forum>` and `<campus-survey>` (side effect of importing this
 * module; issue 24). Each feature defines its element in its own folder (`forum/`, `survey/`) and is imported here.
 * @packageDocumentation
 */

// --- forum
import './forum/forum-element.js';
export type { ForumTopicChangeDetail } from './events.js';

// --- surveys
import './survey/survey-element.js';
export type { SurveyAnsweredDetail } from './events.js';
