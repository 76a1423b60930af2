import {
  liveClassSchema,
  onlineCourseSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  trailDetailSchema,
  trailSchema,
  webinarSchema,
} from '@campus/core';
import type { FilterContentType, LiveClass, OnlineCourse, PresentialCourse, Trail, Webinar } from '@campus/core';

/** The catalogues a `<campus-course-catalogue type>` shows, named like their routes (spec §2). */
export const CATALOGUE_TYPES = ['online-courses', 'trails', 'presential-courses', 'webinars', 'live-classes'] as const;

/** One of {@link CATALOGUE_TYPES}. */
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** What a detail view can show: a catalogue's item, or a presential catalogue reached through a trail. */
export type DetailType = CatalogueType | 'presential-catalogs';

/** An item of a catalogue list (the wire shape of each list, spec §3). */
export type CatalogueListItem = OnlineCourse | Trail | PresentialCourse | Webinar | LiveClass;

/** Whether `value` names a catalogue (an attribute may hold anything). */
export function isCatalogueType(value: unknown): value is CatalogueType {
  return typeof value === 'string' && (CATALOGUE_TYPES as readonly string[]).includes(value);
}

/** Whether `value` names something a detail view shows. */
export function isDetailType(value: unknown): value is DetailType {
  return isCatalogueType(value) || value === 'presential-catalogs';
}

/** The filter-store slice of each catalogue (spec §3 "Filter states: content types"). */
export const FILTER_TYPE_OF: Readonly<Record<CatalogueType, Exclude<FilterContentType, 'library'>>> = {
  'online-courses': 'online_courses',
  trails: 'trails',
  'presential-courses': 'presentials',
  webinars: 'webinars',
  'live-classes': 'live_classes',
};

/** The list item schema of each catalogue, to parse `GET /api/<type>/` pages. */
export const LIST_ITEM_SCHEMAS = {
  'online-courses': onlineCourseSchema,
  trails: trailSchema,
  'presential-courses': presentialCourseSchema,
  webinars: webinarSchema,
  'live-classes': liveClassSchema,
} as const;

/** The detail schema of each type (`GET /api/<type>/{id}/`); kinds without a richer detail answer their list entry. */
export const DETAIL_SCHEMAS = {
  'online-courses': onlineCourseSchema,
  trails: trailDetailSchema,
  'presential-courses': presentialCourseDetailSchema,
  webinars: webinarSchema,
  'live-classes': liveClassSchema,
  'presential-catalogs': presentialCatalogDetailSchema,
} as const;

/** The route type of a wire item type (`live_class` → `live-classes`). */
export const TYPE_OF_ITEM = {
  online_course: 'online-courses',
  trail: 'trails',
  presential_course: 'presential-courses',
  webinar: 'webinars',
  live_class: 'live-classes',
  presential_catalog: 'presential-catalogs',
} as const satisfies Record<string, DetailType>;
