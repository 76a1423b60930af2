import type { CatalogueItemType } from '@campus/core/schemas';

/** How a list of a kind is ordered. */
export type CatalogueOrder = 'position' | 'date_asc' | 'date_desc';

/** What the caller's "join" action on an item is called and does. */
export type EnrolmentAction = 'enrol' | 'subscribe';

/** A kind of catalogue item as the API serves it. */
export interface CatalogueKind {
  readonly type: CatalogueItemType;
  /** Path segment under `/api/` (spec §2 route names). */
  readonly segment: string;
  /** Module keys whose `has_<module>` flag switches the kind on (any of them). */
  readonly modules: readonly string[];
  readonly order: CatalogueOrder;
  /** `enrol` (courses, trails, presential courses), `subscribe` (live transmissions, with seats), or none. */
  readonly enrolment: EnrolmentAction | null;
  /** Whether `GET /api/<segment>/` lists the kind (presential catalogues are reached through trails only). */
  readonly listed: boolean;
}

/** Every kind, by type. Order of upcoming transmissions is by date; news newest first. */
export const CATALOGUE_KINDS: Readonly<Record<CatalogueItemType, CatalogueKind>> = {
  online_course: {
    type: 'online_course',
    segment: 'online-courses',
    modules: ['online_courses'],
    order: 'position',
    enrolment: 'enrol',
    listed: true,
  },
  trail: { type: 'trail', segment: 'trails', modules: ['trails'], order: 'position', enrolment: 'enrol', listed: true },
  presential_catalog: {
    type: 'presential_catalog',
    segment: 'presential-catalogs',
    modules: ['presential_courses'],
    order: 'position',
    enrolment: null,
    listed: false,
  },
  presential_course: {
    type: 'presential_course',
    segment: 'presential-courses',
    modules: ['presential_courses'],
    order: 'date_asc',
    enrolment: 'enrol',
    listed: true,
  },
  // Either `has_webinars` or the spec's `has_webcasts` switches webinars on: core's isModuleEnabled knows both.
  webinar: {
    type: 'webinar',
    segment: 'webinars',
    modules: ['webinars'],
    order: 'date_asc',
    enrolment: 'subscribe',
    listed: true,
  },
  live_class: {
    type: 'live_class',
    segment: 'live-classes',
    modules: ['live_classes'],
    order: 'date_asc',
    enrolment: 'subscribe',
    listed: true,
  },
  podcast: {
    type: 'podcast',
    segment: 'podcasts',
    modules: ['podcasts'],
    order: 'position',
    enrolment: null,
    listed: true,
  },
  library_file: {
    type: 'library_file',
    segment: 'library',
    modules: ['library'],
    order: 'position',
    enrolment: null,
    listed: true,
  },
  news: { type: 'news', segment: 'news', modules: ['news'], order: 'date_desc', enrolment: null, listed: true },
};

/**
 * A template of core's path table for one kind: only `:kind` is filled, other parameters stay for Fastify.
 * @example kindPath(CATALOGUE_PATHS.detail, CATALOGUE_KINDS.trail) // '/api/trails/:id/'
 */
export function kindPath(template: string, kind: Pick<CatalogueKind, 'segment'>): string {
  return template.replace(':kind', kind.segment);
}

/**
 * The kinds whose items hold activities the player opens (spec §2 "Activity player screens"): online courses,
 * webinars, live classes and presential courses (their events' activities and the reaction assessment are the
 * presential course's). `course_activities.course_id` may name an item of any of them.
 */
export const ACTIVITY_HOLDER_TYPES = ['online_course', 'webinar', 'live_class', 'presential_course'] as const;

/** A kind of item that holds activities. */
export type ActivityHolderType = (typeof ACTIVITY_HOLDER_TYPES)[number];

/** Whether items of `type` hold activities. */
export function holdsActivities(type: string): type is ActivityHolderType {
  return (ACTIVITY_HOLDER_TYPES as readonly string[]).includes(type);
}
