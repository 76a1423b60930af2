import type { DetailType } from '../catalogue-type';

/** What a detail view shows: an item by route type and id, and the trail it was reached through. */
export interface DetailTarget {
  type: DetailType;
  id: number | string;
  trailId?: number | string | undefined;
}
