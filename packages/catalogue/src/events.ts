import type { DetailType } from './catalogue-type';

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
}

/** Where an item was reached from: the trail and presential catalogue around it, if any. */
export type OpenedVia = Pick<CourseOpenDetail, 'trailId' | 'catalogId'>;

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * A person chose to start, continue, review or enter an item (course, trail, webinar, live class,
     * presential course): the host routes to its player. Bubbles and is composed.
     */
    'campus-course-open': CustomEvent<CourseOpenDetail>;
  }
}
