import { courseActivitiesSchema } from '../../schemas/course-activities.js';
import type { CourseActivities } from '../../schemas/course-activities.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

// Apart from the player's launch and run-time calls (activity-player.ts): the catalogue's course page lists these
// activities too, and a module both widgets reach is bundled whole into the loader's shared chunk, with every
// schema it imports.

/**
 * The catalogue kinds whose items hold activities the player opens (spec §2 "Activity player screens"): online
 * courses, webinars, live classes, and presential courses (their events' activities and reaction evaluations).
 */
export const ACTIVITY_HOLDER_KINDS = ['online-courses', 'webinars', 'live-classes', 'presential-courses'] as const;

/** A catalogue kind whose items hold activities. */
export type ActivityHolderKind = (typeof ACTIVITY_HOLDER_KINDS)[number];

/** The path of an item's activities. */
export const itemActivitiesPath = (kind: ActivityHolderKind, id: number | string): string =>
  pathTo(CATALOGUE_PATHS.activities, { kind, id });

/**
 * `GET /api/{kind}/{id}/activities/`: the activities of an online course, webinar, live class or presential
 * course in `hierarchy_order`, with the caller's state in each (docs/server.md "Catalogue"). Unknown, unpublished
 * or another client's items answer 404 `not_found_or_forbidden`.
 */
export function fetchItemActivities(
  client: ApiClient,
  kind: ActivityHolderKind,
  id: number | string,
  options?: TypedCallOptions,
): Promise<CourseActivities> {
  return client.requestJson(itemActivitiesPath(kind, id), courseActivitiesSchema, { ...withSignal(options) });
}
