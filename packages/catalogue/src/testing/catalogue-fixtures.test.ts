import {
  courseActivitiesSchema,
  liveClassSchema,
  onlineCourseSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  siteListsResponseSchema,
  trailDetailSchema,
  trailSchema,
  webinarSchema,
} from '@campus/core/schemas';
import { describe, expect, it } from 'vitest';
import {
  courseActivities,
  coursesInEveryStatus,
  liveClass,
  liveClassesInEveryStatus,
  presentialCatalogDetail,
  presentialCourse,
  presentialCourseDetail,
  presentialCoursesInEveryStatus,
  siteLists,
  trail,
  trailDetail,
  webinar,
} from './catalogue-fixtures.test-util.js';

// Stories and component tests stand on these fixtures: they must be what the server sends.
describe('catalogue fixtures match the wire schemas of @campus/core', () => {
  it.each([
    ['online courses', onlineCourseSchema, coursesInEveryStatus()],
    ['trails', trailSchema, [trail()]],
    ['presential courses', presentialCourseSchema, [presentialCourse(), ...presentialCoursesInEveryStatus()]],
    ['webinars', webinarSchema, [webinar()]],
    ['live classes', liveClassSchema, [liveClass(), ...liveClassesInEveryStatus()]],
    ['trail detail', trailDetailSchema, [trailDetail()]],
    ['presential course detail', presentialCourseDetailSchema, [presentialCourseDetail()]],
    ['presential catalog detail', presentialCatalogDetailSchema, [presentialCatalogDetail()]],
    ['site lists', siteListsResponseSchema, [siteLists()]],
    ['course activities', courseActivitiesSchema, [courseActivities()]],
  ] as const)('%s', (_name, schema, values) => {
    for (const value of values) expect(schema.parse(value)).toEqual(value);
  });
});
