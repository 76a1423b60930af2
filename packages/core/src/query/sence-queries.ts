import { fetchSenceCourse } from '../api/calls/sence.js';
import type { SenceCourse } from '../schemas/sence.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The SENCE panel's read (issue 26). A session starts and closes through SENCE's pages, which bring the browser back
 * with a full page load: nothing on screen needs invalidating after the start; the panel reads this again then.
 */

/** A SENCE course's codes and the caller's SENCE session today. */
export const senceCourse = (courseId: number | string): QueryDefinition<SenceCourse> => ({
  key: queryKeys.senceCourse(String(courseId)),
  fetcher: ({ campus, signal }) => fetchSenceCourse(campus.api, courseId, { signal }),
});
