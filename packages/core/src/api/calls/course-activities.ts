import { courseActivitiesSchema } from '../../schemas/catalogue.js';
import type { CourseActivities } from '../../schemas/catalogue.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/** The path of a course's activities (`{id}` is the online course's id). */
export const courseActivitiesPath = (courseId: number | string): string =>
  pathTo(CATALOGUE_PATHS.activities, { kind: 'online-courses', id: courseId });

/**
 * `GET /api/online-courses/{id}/activities/`: the course's activities in `hierarchy_order`, each with its
 * type and the caller's status, progress and, when blocked, why (docs/server.md "Catalogue"). A course of
 * another client, unpublished or unknown answers 404 `not_found_or_forbidden`.
 */
export function fetchCourseActivities(
  client: ApiClient,
  courseId: number | string,
  options?: TypedCallOptions,
): Promise<CourseActivities> {
  return client.requestJson(courseActivitiesPath(courseId), courseActivitiesSchema, { ...withSignal(options) });
}
