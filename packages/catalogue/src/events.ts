import type { DetailType } from './catalogue-type.js';

/**
 * What `campus-course-open` carries: the item to open in the host's player or page, by route type (spec §2:
 * `online-courses/{id}`, `trails/{id_trail}/course/{id}`, `live-classes/{id}` …) and, for an item opened
 * inside a trail, the trail's id.
 */
export interface CourseOpenDetail {
  type: DetailType;
  id: number | string;
  /** Set when the item was opened from a trail (`trails/{trailId}/…` routes). */
  trailId?: number | string;
  /**
   * Set when a presential course was opened from a presential catalogue of a trail
   * (`trails/{trailId}/presential-catalogs/{catalogId}/presential-courses/{id}`).
   */
  catalogId?: number | string;
  /**
   * The button that opened it (spec §4): `start`, `continue`, `retry`, `restart`, `review` or `access`. A host's
   * player opens a course at the first activity not done, or at the first one to review.
   */
  action?: 'start' | 'continue' | 'retry' | 'restart' | 'review' | 'access';
}

/** Where an item was reached from: the trail and presential catalogue around it, if any. */
export type OpenedVia = Pick<CourseOpenDetail, 'trailId' | 'catalogId'>;

/**
 * What `campus-activity-open` carries: one activity of a course to open in the host's player (spec §2
 * `courses/{id}/activities/{hierarchy_order}`, under `trails/{trailId}/…` when the course was opened from a trail).
 */
export interface ActivityOpenDetail {
  /** The route type of the course holding the activity (`online-courses`). */
  type: DetailType;
  /** The course's id. */
  id: number | string;
  /** The activity's place in the course (spec §3 "Activity state"). */
  hierarchyOrder: number;
  /** Set when the course was opened from a trail. */
  trailId?: number | string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * A person chose to open one activity of a course: the host routes to its player. Bubbles and is composed.
     */
    'campus-activity-open': CustomEvent<ActivityOpenDetail>;
    /**
     * A person chose to start, continue, review or enter an item (course, trail, webinar, live class,
     * presential course): the host routes to its player. Bubbles and is composed.
     */
    'campus-course-open': CustomEvent<CourseOpenDetail>;
  }
}
