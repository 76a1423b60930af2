import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { COURSE_STATUSES, LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '../rules/statuses.js';
import { MAX_ID } from './catalogue-id.js';
import {
  catalogueLabelSchema,
  dateTime,
  itemShape,
  learnerShape,
  onlineCourseSchema,
  trailSchema,
} from './learning-items.js';
import { wireIdSchema } from './params.js';

// Parts other modules reach without the catalogue's queries and answers, re-exported here as before.
export { catalogueIdParamsSchema, catalogueIdSchema } from './catalogue-id.js';
export { courseActivitiesSchema, courseActivitySchema } from './course-activities.js';
export type { CourseActivities, CourseActivity } from './course-activities.js';
export { catalogueLabelSchema, onlineCourseSchema, trailSchema } from './learning-items.js';
export type { OnlineCourse, Trail } from './learning-items.js';
export { paginatedSchema } from './paginated.js';
export type { Paginated } from './paginated.js';

/*
 * The learning catalogue (SPECIFICATION §2 screens, §3 "Filter states", §4 statuses). Lists are paginated
 * (`page`, `page_size` ≤ 100) and answer `{ count, next, previous, results }`; `next`/`previous` are the
 * same path and query with another page, relative to the API host, or null. Filters take the values of the
 * SDK's filter store: 'all' (the default) means no filter; id lists are comma separated (`1,4`) or repeated
 * (`selected_tags=1&selected_tags=4`).
 */

/** The value every filter starts at (the SDK's `ALL`). */
const ALL = 'all';

/** Every kind of catalogue item, as `type` on the wire. */
export const CATALOGUE_ITEM_TYPES = [
  'online_course',
  'trail',
  'presential_catalog',
  'presential_course',
  'webinar',
  'live_class',
  'podcast',
  'library_file',
  'news',
] as const;

/** A kind of catalogue item. */
export type CatalogueItemType = (typeof CATALOGUE_ITEM_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------
// Queries

/** `page` (1-based) and `page_size` (1–100, default 20). */
export const paginationQuerySchema = lazySchema(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  }),
);

/** A query value as it arrives: once, repeated, or not at all. */
const queryValues = lazySchema(() => z.optional(z.union([z.string(), z.array(z.string())])));

/** Splits `1,4` / repeated values into trimmed, non-empty parts. */
function parts(value: string | readonly string[] | undefined): string[] {
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return values
    .flatMap((entry) => entry.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Reports a `custom` issue from a transform (zod/mini hands a transform the parse payload, not `addIssue`). */
function addIssue(payload: z.core.ParsePayload, message: string, input: unknown): void {
  payload.issues.push({ code: 'custom', message, input });
}

/** Reads one id of an id list, reporting anything else as an issue. */
function parseId(part: string, payload: z.core.ParsePayload): number {
  const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
  if (!(id >= 1 && id <= MAX_ID)) addIssue(payload, 'invalid_id', part);
  return id;
}

/** The most ids one filter takes. */
const MAX_FILTER_IDS = 100;

/** An id-list filter: 'all' (or nothing) means no filter, else the chosen ids (any of them matches). */
export const idsFilterSchema = lazySchema(() =>
  z.pipe(
    queryValues,
    z.transform((value, payload): typeof ALL | number[] => {
      const chosen = parts(value);
      if (chosen.length === 0 || chosen.includes(ALL)) return ALL;
      if (chosen.length > MAX_FILTER_IDS) {
        addIssue(payload, 'too_many_ids', value);
        return [];
      }
      return [...new Set(chosen.map((part) => parseId(part, payload)))];
    }),
  ),
);

/** The category filter's choice: ids, and `null` for items without a category (spec §3). */
export interface CategoryChoice {
  readonly ids: readonly number[];
  /** Also match items without a category (the value `null`, see `has_trailcomplete_null_category`). */
  readonly none: boolean;
}

/** `selected_categories`: 'all', or category ids where `null` means "no category" (`3,null`). */
export const categoriesFilterSchema = lazySchema(() =>
  z.pipe(
    queryValues,
    z.transform((value, payload): typeof ALL | CategoryChoice => {
      const chosen = parts(value);
      if (chosen.length === 0 || chosen.includes(ALL)) return ALL;
      if (chosen.length > MAX_FILTER_IDS) {
        addIssue(payload, 'too_many_ids', value);
        return { ids: [], none: false };
      }
      const ids = chosen.filter((part) => part !== 'null').map((part) => parseId(part, payload));
      return { ids: [...new Set(ids)], none: chosen.includes('null') };
    }),
  ),
);

/** A yes/no filter: 'all' (default), 'true' or 'false'. */
const yesNoFilter = z._default(z.enum([ALL, 'true', 'false']), ALL);

/** Free-text search: at most 256 characters, no control characters, trimmed. @default '' */
export const searchTextSchema = lazySchema(() =>
  z.pipe(
    z.string().check(z.maxLength(256), z.regex(/^[^\p{Cc}]*$/u, 'invalid_text')),
    z.transform((text) => text.trim()),
  ),
);

/**
 * `fn`, then `schema`: classic zod's `preprocess`, which zod/mini lacks, built as classic zod builds it (a pipe
 * from a transform) and typed as classic zod types it, so a key is optional in the input type exactly when
 * `schema` accepts it missing (at run time the transform lets a missing key through either way).
 */
function preprocess<S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(fn), schema) as z.ZodMiniPipe<z.ZodMiniTransform, S> & z.core.$ZodPreprocess<S>;
}

/** An optional ISO date; `null` or empty (how a cleared date filter may be sent) means none. */
const optionalDate = lazySchema(() =>
  preprocess((value) => (value === '' || value === 'null' ? undefined : value), z.optional(z.iso.date())),
);

/** Date range check shared by the list queries. */
function checkDateRange(query: { begin_date?: string | undefined; end_date?: string | undefined }) {
  return query.begin_date === undefined || query.end_date === undefined || query.begin_date <= query.end_date;
}

const dateRangeIssue = { message: 'begin_date_after_end_date', path: ['end_date'] };

/** Filters every learning content type has (spec §3 "Filter states", the SDK's `BaseFilter`). */
const baseFilterShape = lazyShape(() => ({
  ...paginationQuerySchema.shape,
  /** 'true': only the caller's favourites; 'false': only the others. */
  favorite: yesNoFilter,
  /** The caller's status in the item (spec §4 Courses); `not_started` includes items never opened. */
  progress: z._default(z.enum([ALL, ...COURSE_STATUSES]), ALL),
  search: z._default(searchTextSchema, ''),
  selected_areas: idsFilterSchema,
  selected_groups: idsFilterSchema,
  selected_tags: idsFilterSchema,
  /** 'subscribed': items the caller is enrolled/subscribed in; 'not_subscribed': the others. */
  subscription_type: z._default(z.enum([ALL, 'subscribed', 'not_subscribed']), ALL),
  selected_categories: categoriesFilterSchema,
  /** Items whose period (begin … end, open ends unbounded) overlaps the range, both ends inclusive. */
  begin_date: optionalDate,
  end_date: optionalDate,
}));

/** `GET /api/online-courses/` and `GET /api/trails/` query. */
export const learningListQuerySchema = lazySchema(() =>
  z.object(baseFilterShape).check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A learning list query (after defaults). */
export type LearningListQuery = z.output<typeof learningListQuerySchema>;

/** `GET /api/live-classes/` query: the base filters plus status and online (spec §3). */
export const liveClassListQuerySchema = lazySchema(() =>
  z
    .object({
      ...baseFilterShape,
      /** A live class status (spec §4); `no_vacancy` is an opened class with every seat taken. */
      live_class_status: z._default(z.enum([ALL, ...LIVE_CLASS_STATUSES]), ALL),
      live_class_is_online: yesNoFilter,
    })
    .check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A live class list query. */
export type LiveClassListQuery = z.output<typeof liveClassListQuerySchema>;

/** `GET /api/presential-courses/` query: the base filters plus status and online (spec §3). */
export const presentialListQuerySchema = lazySchema(() =>
  z
    .object({
      ...baseFilterShape,
      presential_status: z._default(z.enum([ALL, ...PRESENTIAL_CLASS_STATUSES]), ALL),
      presential_is_online: yesNoFilter,
    })
    .check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A presential course list query. */
export type PresentialListQuery = z.output<typeof presentialListQuerySchema>;

/**
 * `GET /api/webinars/` query: the base filters plus `webinar_status` (the SDK's default `null`: absent,
 * empty, 'null' or 'all' mean no filter) and `webinar_is_online` (the SDK's default `false` means no filter;
 * 'true' keeps online webinars only).
 */
export const webinarListQuerySchema = lazySchema(() =>
  z
    .object({
      ...baseFilterShape,
      webinar_status: preprocess(
        (value) => (value === '' || value === 'null' ? ALL : value),
        z._default(z.enum([ALL, ...LIVE_CLASS_STATUSES]), ALL),
      ),
      webinar_is_online: z._default(z.enum([ALL, 'true', 'false']), 'false'),
      /** Accepted for the SDK's filter shape; lounges are not filtered by template. */
      webcast_lounge_template: z.optional(z.string().check(z.maxLength(100))),
    })
    .check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A webinar list query. */
export type WebinarListQuery = z.output<typeof webinarListQuerySchema>;

/** `GET /api/library/` query: the base filters plus library categories and extensions (spec §3). */
export const libraryListQuerySchema = lazySchema(() =>
  z
    .object({
      ...baseFilterShape,
      categories: idsFilterSchema,
      extensions: idsFilterSchema,
    })
    .check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A library list query. */
export type LibraryListQuery = z.output<typeof libraryListQuerySchema>;

/** `GET /api/podcasts/` and `GET /api/news/` query: favourites, search, tags, categories and dates. */
export const contentListQuerySchema = lazySchema(() =>
  z
    .object({
      ...paginationQuerySchema.shape,
      favorite: yesNoFilter,
      search: z._default(searchTextSchema, ''),
      selected_tags: idsFilterSchema,
      selected_categories: categoriesFilterSchema,
      begin_date: optionalDate,
      end_date: optionalDate,
    })
    .check(z.refine(checkDateRange, dateRangeIssue)),
);

/** A podcast or news list query. */
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/** `GET /api/podcasts/search/{name}/` path: the name searched (1–256 characters). */
export const podcastSearchParamsSchema = lazySchema(() =>
  z.object({ name: z.pipe(searchTextSchema, z.string().check(z.minLength(1))) }),
);

// ---------------------------------------------------------------------------------------------------------
// Answers

/** Seats of a live transmission; null vacancies mean no limit. */
/**
 * Whether the caller is an assigned instructor of the class (issue 26): an instructor is not offered to enrol or
 * subscribe in their own class. Absent (older servers) reads as not teaching.
 */
const teachingShape = lazyShape(() => ({
  teaching: z.optional(z.boolean()),
}));

const seatsShape = lazyShape(() => ({
  /** Transmission date (spec §3 "Live class, webinar and in-person class"). */
  transmission_date: z.nullable(dateTime),
  is_online: z.boolean(),
  vacancies: z.nullable(z.int().check(z.nonnegative())),
  available_vacancies: z.nullable(z.int().check(z.nonnegative())),
  /** Whether the caller is subscribed. */
  subscribed: z.boolean(),
}));

/** A presential catalogue (inside trails): a group of presential courses. */
export const presentialCatalogSchema = lazySchema(() =>
  z.object({
    type: z.literal('presential_catalog'),
    ...itemShape,
    presential_courses_count: z.int().check(z.nonnegative()),
  }),
);

/** A presential (in-person) course in a list. */
export const presentialCourseSchema = lazySchema(() =>
  z.object({
    type: z.literal('presential_course'),
    ...itemShape,
    ...learnerShape,
    enrolled: z.boolean(),
    /** Spec §4 In-person classes. */
    presential_status: z.enum(PRESENTIAL_CLASS_STATUSES),
    is_online: z.boolean(),
    location: z.nullable(z.string()),
    events_count: z.int().check(z.nonnegative()),
    ...teachingShape,
  }),
);

/** A webinar in a list. */
export const webinarSchema = lazySchema(() =>
  z.object({
    type: z.literal('webinar'),
    ...itemShape,
    ...learnerShape,
    ...seatsShape,
    webinar_status: z.enum(LIVE_CLASS_STATUSES),
    speaker: z.nullable(z.string()),
    ...teachingShape,
  }),
);

/** A live class in a list. */
export const liveClassSchema = lazySchema(() =>
  z.object({
    type: z.literal('live_class'),
    ...itemShape,
    ...learnerShape,
    ...seatsShape,
    /** Spec §4 Live classes; `no_vacancy` when opened with every seat taken. */
    live_class_status: z.enum(LIVE_CLASS_STATUSES),
    instructor: z.nullable(z.string()),
    ...teachingShape,
  }),
);

/** A podcast (a show with playlists of episodes) in a list. */
export const podcastSchema = lazySchema(() =>
  z.object({
    type: z.literal('podcast'),
    ...itemShape,
    author: z.nullable(z.string()),
    episodes_count: z.int().check(z.nonnegative()),
  }),
);

/** A library file in a list; `category` is its library category. */
export const libraryFileSchema = lazySchema(() =>
  z.object({
    type: z.literal('library_file'),
    ...itemShape,
    extension: z.nullable(catalogueLabelSchema),
    /** Download URL (a plain GET, spec §7). */
    file_url: z.string(),
    file_name: z.string(),
    /** Bytes. */
    file_size: z.int().check(z.nonnegative()),
  }),
);

/** A news article in a list. */
export const newsSchema = lazySchema(() =>
  z.object({
    type: z.literal('news'),
    ...itemShape,
    published_at: dateTime,
  }),
);

/** Any catalogue item, told apart by `type`. */
export const catalogueItemSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    onlineCourseSchema,
    trailSchema,
    presentialCatalogSchema,
    presentialCourseSchema,
    webinarSchema,
    liveClassSchema,
    podcastSchema,
    libraryFileSchema,
    newsSchema,
  ]),
);

/** Any catalogue item. */
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
/** A presential catalogue. */
export type PresentialCatalog = z.infer<typeof presentialCatalogSchema>;
/** A presential course. */
export type PresentialCourse = z.infer<typeof presentialCourseSchema>;
/** A webinar. */
export type Webinar = z.infer<typeof webinarSchema>;
/** A live class. */
export type LiveClass = z.infer<typeof liveClassSchema>;
/** A podcast. */
export type Podcast = z.infer<typeof podcastSchema>;
/** A library file. */
export type LibraryFile = z.infer<typeof libraryFileSchema>;
/** A news article. */
export type News = z.infer<typeof newsSchema>;

/** A trail with what it holds (spec §2 trails/{id}). */
export const trailDetailSchema = lazySchema(() =>
  z.extend(trailSchema, {
    courses: z.array(onlineCourseSchema),
    presential_catalogs: z.array(presentialCatalogSchema),
    webinars: z.array(webinarSchema),
    live_classes: z.array(liveClassSchema),
  }),
);

/** A trail's detail. */
export type TrailDetail = z.infer<typeof trailDetailSchema>;

/** A presential catalogue with its courses (spec §2 trails/{id_trail}/presential-catalogs/{id}). */
export const presentialCatalogDetailSchema = lazySchema(() =>
  z.extend(presentialCatalogSchema, {
    presential_courses: z.array(presentialCourseSchema),
  }),
);

/** A presential catalogue's detail. */
export type PresentialCatalogDetail = z.infer<typeof presentialCatalogDetailSchema>;

/** An event of a presential course: an in-person class, a webinar or a live class (spec §2, §3 Event). */
export const presentialEventSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    type: z.enum(['presential_class', 'webinar', 'live_class']),
    title: z.string(),
    transmission_date: dateTime,
    end_date: z.nullable(dateTime),
    status: z.enum(PRESENTIAL_CLASS_STATUSES),
    is_online: z.boolean(),
    location: z.nullable(z.string()),
    vacancies: z.nullable(z.int().check(z.nonnegative())),
    available_vacancies: z.nullable(z.int().check(z.nonnegative())),
  }),
);

/** A presential course event. */
export type PresentialEvent = z.infer<typeof presentialEventSchema>;

/**
 * Who teaches a class, on its detail (issue 26; spec §6 Instructors): the names of the instructors assigned to it
 * (to the whole item or one of its events; empty: none assigned, the item's own host stands), and whether the caller
 * is one of them — an instructor is not offered to enrol in their own class (the server refuses it, 409
 * `instructor_of_class`).
 */
const teachersShape = lazyShape(() => ({
  instructors: z.array(z.string()),
  teaching: z.boolean(),
}));

/** A presential course with its events, in date order, and its instructors. */
export const presentialCourseDetailSchema = lazySchema(() =>
  z.extend(presentialCourseSchema, {
    events: z.array(presentialEventSchema),
    ...teachersShape,
  }),
);

/** A presential course's detail. */
export type PresentialCourseDetail = z.infer<typeof presentialCourseDetailSchema>;

/** A webinar's detail: the list entry and its instructors. */
export const webinarDetailSchema = lazySchema(() => z.extend(webinarSchema, teachersShape));

/** A webinar's detail. */
export type WebinarDetail = z.infer<typeof webinarDetailSchema>;

/** A live class's detail: the list entry and its instructors. */
export const liveClassDetailSchema = lazySchema(() => z.extend(liveClassSchema, teachersShape));

/** A live class's detail. */
export type LiveClassDetail = z.infer<typeof liveClassDetailSchema>;

/** A podcast episode. */
export const podcastEpisodeSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    title: z.string(),
    description: z.string(),
    audio_url: z.string(),
    duration_seconds: z.int().check(z.nonnegative()),
  }),
);

/** A podcast playlist: episodes in order. */
export const podcastPlaylistSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    title: z.string(),
    episodes: z.array(podcastEpisodeSchema),
  }),
);

/** A podcast episode. */
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

/** A podcast playlist. */
export type PodcastPlaylist = z.infer<typeof podcastPlaylistSchema>;

/** A podcast with its playlists (spec §2 podcasts/{id}). */
export const podcastDetailSchema = lazySchema(() =>
  z.extend(podcastSchema, { playlists: z.array(podcastPlaylistSchema) }),
);

/** A podcast's detail. */
export type PodcastDetail = z.infer<typeof podcastDetailSchema>;

/**
 * A news article with its text: `body` is rich text, HTML the server sanitized with DOMPurify to core's allow-list
 * (`RICH_TEXT_TAGS`, `keepRichTextAttribute`; issue 24), at most `RICH_TEXT_MAX_LENGTH` characters. A client
 * sanitizes it again before rendering it.
 */
export const newsDetailSchema = lazySchema(() => z.extend(newsSchema, { body: z.string() }));

/** A news article's detail. */
export type NewsDetail = z.infer<typeof newsDetailSchema>;
