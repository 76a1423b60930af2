import type { XapiStatement } from './statements/xapi-statement.js';

/** What `campus-activity-change` carries: the activity the player now shows. */
export interface ActivityChangeDetail {
  /** Its place in the course (the last segment of the player's route). */
  hierarchy_order: number;
  activity_id: number | string;
}

/** What `campus-activity-statement` carries: an xAPI 1.0.3 statement, ready for a host's LRS. */
export type ActivityStatementDetail = XapiStatement;

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * The learner did something a Learning Record Store keeps (initialized, progressed, completed, passed,
     * failed, terminated an activity): `detail` is the xAPI statement. Bubbles and is composed.
     */
    'campus-activity-statement': CustomEvent<ActivityStatementDetail>;
    /** The player shows another activity: `detail` is `{ hierarchy_order, activity_id }`. Bubbles and is composed. */
    'campus-activity-change': CustomEvent<ActivityChangeDetail>;
  }
}
