import { fetchItemActivities } from '../api/calls/item-activities.js';
import type { ActivityHolderKind } from '../api/calls/item-activities.js';
import type { CourseActivities } from '../schemas/course-activities.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/** The activities of an online course, webinar, live class or presential course, with the caller's state. */
export const itemActivities = (
  locale: string,
  kind: ActivityHolderKind,
  id: number | string,
): QueryDefinition<CourseActivities> => ({
  key: queryKeys.itemActivities(locale, kind, String(id)),
  fetcher: ({ campus, signal }) => fetchItemActivities(campus.api, kind, id, { signal }),
});

/** An online course's activities with the caller's status in each (the player's query of the same course). */
export const courseActivities = (locale: string, courseId: number | string): QueryDefinition<CourseActivities> =>
  itemActivities(locale, 'online-courses', courseId);
