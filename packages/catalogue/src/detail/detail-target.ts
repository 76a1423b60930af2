import type { DetailType } from '../catalogue-type.js';

/** What a detail view shows: an item by route type and id, and the trail it was reached through. */
export interface DetailTarget {
  type: DetailType;
  id: number | string;
  trailId?: number | string | undefined;
  /** The presential catalogue it was reached through (inside a trail). */
  catalogId?: number | string | undefined;
}
