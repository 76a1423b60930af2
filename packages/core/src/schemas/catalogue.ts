import { z } from './zod';
import { ACTIVITY_BLOCK_REASONS, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '../rules/activities';
import type { ActivityType } from '../rules/activities';
import { COURSE_STATUSES, LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '../rules/statuses';
import { wireIdSchema } from './params';

/*
 * The learning catalogue (SPECIFICATION §2 screens, §3 "Filter states", §4 statuses). Lists are paginated
 * (`page`, `page_size` ≤ 100) and answer `{ count, next, previous, results }`; `next`/`previous` are the
 * same path and query with another page, relative to the API host, or null. Filters take the values of the
 * SDK's filter store: 'all' (the default) means no filter; id lists are comma separated (`1,4`) or repeated
 * (`selected_tags=1&selected_tags=4`).
 */

/** Largest id the reference server stores (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

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

/** An item id in a path: decimal digits of a positive whole number the database can hold. */
export const catalogueIdSchema = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int()])
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** `{ id }` path parameters. */
export const catalogueIdParamsSchema = z.object({ id: catalogueIdSchema });

// ---------------------------------------------------------------------------------------------------------
// Queries

/** `page` (1-based) and `page_size` (1–100, default 20). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** A query value as it arrives: once, repeated, or not at all. */
const queryValues = z.union([z.string(), z.array(z.string())]).optional();

/** Splits `1,4` / repeated values into trimmed, non-empty parts. */
function parts(value: string | readonly string[] | undefined): string[] {
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return values
    .flatMap((entry) => entry.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Reads one id of an id list, reporting anything else as an issue. */
function parseId(part: string, context: z.RefinementCtx): number {
  const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
  if (!(id >= 1 && id <= MAX_ID)) context.addIssue({ code: 'custom', message: 'invalid_id', input: part });
  return id;
}

/** The most ids one filter takes. */
const MAX_FILTER_IDS = 100;

/** An id-list filter: 'all' (or nothing) means no filter, else the chosen ids (any of them matches). */
export const idsFilterSchema = queryValues.transform((value, context): typeof ALL | number[] => {
  const chosen = parts(value);
  if (chosen.length === 0 || chosen.includes(ALL)) return ALL;
  if (chosen.length > MAX_FILTER_IDS) {
    context.addIssue({ code: 'custom', message: 'too_many_ids', input: value });
    return [];
  }
  return [...new Set(chosen.map((part) => parseId(part, context)))];
});

/** The category filter's choice: ids, and `null` for items without a category (spec §3). */
export interface CategoryChoice {
  readonly ids: readonly number[];
  /** Also match items without a category (the value `null`, see `has_trailcomplete_null_category`). */
  readonly none: boolean;
}

/** `selected_categories`: 'all', or category ids where `null` means "no category" (`3,null`). */
export const categoriesFilterSchema = queryValues.transform((value, context): typeof ALL | CategoryChoice => {
  const chosen = parts(value);
  if (chosen.length === 0 || chosen.includes(ALL)) return ALL;
  if (chosen.length > MAX_FILTER_IDS) {
    context.addIssue({ code: 'custom', message: 'too_many_ids', input: value });
    return { ids: [], none: false };
  }
  const ids = chosen.filter((part) => part !== 'null').map((part) => parseId(part, context));
  return { ids: [...new Set(ids)], none: chosen.includes('null') };
});

/** A yes/no filter: 'all' (default), 'true' or 'false'. */
const yesNoFilter = z.enum([ALL, 'true', 'false']).default(ALL);

/** Free-text search: at most 256 characters, no control characters, trimmed. @default '' */
export const searchTextSchema = z
  .string()
  .max(256)
  .regex(/^[^\p{Cc}]*$/u, 'invalid_text')
  .transform((text) => text.trim());

/** An optional ISO date; `null` or empty (how a cleared date filter may be sent) means none. */
const optionalDate = z.preprocess(
  (value) => (value === '' || value === 'null' ? undefined : value),
  z.iso.date().optional(),
);

/** Date range check shared by the list queries. */
function checkDateRange(query: { begin_date?: string | undefined; end_date?: string | undefined }) {
  return query.begin_date === undefined || query.end_date === undefined || query.begin_date <= query.end_date;
}

const dateRangeIssue = { message: 'begin_date_after_end_date', path: ['end_date'] };

/** Filters every learning content type has (spec §3 "Filter states", the SDK's `BaseFilter`). */
const baseFilterShape = {
  ...paginationQuerySchema.shape,
  /** 'true': only the caller's favourites; 'false': only the others. */
  favorite: yesNoFilter,
  /** The caller's status in the item (spec §4 Courses); `not_started` includes items never opened. */
  progress: z.enum([ALL, ...COURSE_STATUSES]).default(ALL),
  search: searchTextSchema.default(''),
  selected_areas: idsFilterSchema,
  selected_groups: idsFilterSchema,
  selected_tags: idsFilterSchema,
  /** 'subscribed': items the caller is enrolled/subscribed in; 'not_subscribed': the others. */
  subscription_type: z.enum([ALL, 'subscribed', 'not_subscribed']).default(ALL),
  selected_categories: categoriesFilterSchema,
  /** Items whose period (begin … end, open ends unbounded) overlaps the range, both ends inclusive. */
  begin_date: optionalDate,
  end_date: optionalDate,
};

/** `GET /api/online-courses/` and `GET /api/trails/` query. */
export const learningListQuerySchema = z.object(baseFilterShape).refine(checkDateRange, dateRangeIssue);

/** A learning list query (after defaults). */
export type LearningListQuery = z.output<typeof learningListQuerySchema>;

/** `GET /api/live-classes/` query: the base filters plus status and online (spec §3). */
export const liveClassListQuerySchema = z
  .object({
    ...baseFilterShape,
    /** A live class status (spec §4); `no_vacancy` is an opened class with every seat taken. */
    live_class_status: z.enum([ALL, ...LIVE_CLASS_STATUSES]).default(ALL),
    live_class_is_online: yesNoFilter,
  })
  .refine(checkDateRange, dateRangeIssue);

/** A live class list query. */
export type LiveClassListQuery = z.output<typeof liveClassListQuerySchema>;

/** `GET /api/presential-courses/` query: the base filters plus status and online (spec §3). */
export const presentialListQuerySchema = z
  .object({
    ...baseFilterShape,
    presential_status: z.enum([ALL, ...PRESENTIAL_CLASS_STATUSES]).default(ALL),
    presential_is_online: yesNoFilter,
  })
  .refine(checkDateRange, dateRangeIssue);

/** A presential course list query. */
export type PresentialListQuery = z.output<typeof presentialListQuerySchema>;

/**
 * `GET /api/webinars/` query: the base filters plus `webinar_status` (the SDK's default `null`: absent,
 * empty, 'null' or 'all' mean no filter) and `webinar_is_online` (the SDK's default `false` means no filter;
 * 'true' keeps online webinars only).
 */
export const webinarListQuerySchema = z
  .object({
    ...baseFilterShape,
    webinar_status: z.preprocess(
      (value) => (value === '' || value === 'null' ? ALL : value),
      z.enum([ALL, ...LIVE_CLASS_STATUSES]).default(ALL),
    ),
    webinar_is_online: z.enum([ALL, 'true', 'false']).default('false'),
    /** Accepted for the SDK's filter shape; lounges are not filtered by template. */
    webcast_lounge_template: z.string().max(100).optional(),
  })
  .refine(checkDateRange, dateRangeIssue);

/** A webinar list query. */
export type WebinarListQuery = z.output<typeof webinarListQuerySchema>;

/** `GET /api/library/` query: the base filters plus library categories and extensions (spec §3). */
export const libraryListQuerySchema = z
  .object({
    ...baseFilterShape,
    categories: idsFilterSchema,
    extensions: idsFilterSchema,
  })
  .refine(checkDateRange, dateRangeIssue);

/** A library list query. */
export type LibraryListQuery = z.output<typeof libraryListQuerySchema>;

/** `GET /api/podcasts/` and `GET /api/news/` query: favourites, search, tags, categories and dates. */
export const contentListQuerySchema = z
  .object({
    ...paginationQuerySchema.shape,
    favorite: yesNoFilter,
    search: searchTextSchema.default(''),
    selected_tags: idsFilterSchema,
    selected_categories: categoriesFilterSchema,
    begin_date: optionalDate,
    end_date: optionalDate,
  })
  .refine(checkDateRange, dateRangeIssue);

/** A podcast or news list query. */
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/** `GET /api/podcasts/search/{name}/` path: the name searched (1–256 characters). */
export const podcastSearchParamsSchema = z.object({ name: searchTextSchema.pipe(z.string().min(1)) });

// ---------------------------------------------------------------------------------------------------------
// Answers

/** A labelled entry (category, area, group, tag, extension) as items carry it. */
export const catalogueLabelSchema = z.object({ id: wireIdSchema, name: z.string() });

const dateTime = z.iso.datetime({ offset: true });

/** Fields every item has. */
const itemShape = {
  id: wireIdSchema,
  title: z.string(),
  description: z.string(),
  /** Cover image URL. */
  image: z.string().nullable(),
  category: catalogueLabelSchema.nullable(),
  areas: z.array(catalogueLabelSchema),
  groups: z.array(catalogueLabelSchema),
  tags: z.array(catalogueLabelSchema),
  /** When the item starts (availability, transmission) and ends; null when open. */
  begin_date: dateTime.nullable(),
  end_date: dateTime.nullable(),
  /** Whether the caller marked it as a favourite. */
  favorite: z.boolean(),
};

/** The caller's own progress in a learning item (spec §4 Courses). */
const learnerShape = {
  status: z.enum(COURSE_STATUSES),
  /** Percentage, 0–100. */
  progress: z.number().int().min(0).max(100),
};

/** Seats of a live transmission; null vacancies mean no limit. */
const seatsShape = {
  /** Transmission date (spec §3 "Live class, webinar and in-person class"). */
  transmission_date: dateTime.nullable(),
  is_online: z.boolean(),
  vacancies: z.number().int().nonnegative().nullable(),
  available_vacancies: z.number().int().nonnegative().nullable(),
  /** Whether the caller is subscribed. */
  subscribed: z.boolean(),
};

/** An online course in a list. */
export const onlineCourseSchema = z.object({
  type: z.literal('online_course'),
  ...itemShape,
  ...learnerShape,
  enrolled: z.boolean(),
  workload_minutes: z.number().int().nonnegative().nullable(),
});

/** A learning trail in a list. */
export const trailSchema = z.object({
  type: z.literal('trail'),
  ...itemShape,
  ...learnerShape,
  enrolled: z.boolean(),
  workload_minutes: z.number().int().nonnegative().nullable(),
  /** How many courses, catalogues, webinars and live classes the trail holds. */
  items_count: z.number().int().nonnegative(),
});

/** A presential catalogue (inside trails): a group of presential courses. */
export const presentialCatalogSchema = z.object({
  type: z.literal('presential_catalog'),
  ...itemShape,
  presential_courses_count: z.number().int().nonnegative(),
});

/** A presential (in-person) course in a list. */
export const presentialCourseSchema = z.object({
  type: z.literal('presential_course'),
  ...itemShape,
  ...learnerShape,
  enrolled: z.boolean(),
  /** Spec §4 In-person classes. */
  presential_status: z.enum(PRESENTIAL_CLASS_STATUSES),
  is_online: z.boolean(),
  location: z.string().nullable(),
  events_count: z.number().int().nonnegative(),
});

/** A webinar in a list. */
export const webinarSchema = z.object({
  type: z.literal('webinar'),
  ...itemShape,
  ...learnerShape,
  ...seatsShape,
  webinar_status: z.enum(LIVE_CLASS_STATUSES),
  speaker: z.string().nullable(),
});

/** A live class in a list. */
export const liveClassSchema = z.object({
  type: z.literal('live_class'),
  ...itemShape,
  ...learnerShape,
  ...seatsShape,
  /** Spec §4 Live classes; `no_vacancy` when opened with every seat taken. */
  live_class_status: z.enum(LIVE_CLASS_STATUSES),
  instructor: z.string().nullable(),
});

/** A podcast (a show with playlists of episodes) in a list. */
export const podcastSchema = z.object({
  type: z.literal('podcast'),
  ...itemShape,
  author: z.string().nullable(),
  episodes_count: z.number().int().nonnegative(),
});

/** A library file in a list; `category` is its library category. */
export const libraryFileSchema = z.object({
  type: z.literal('library_file'),
  ...itemShape,
  extension: catalogueLabelSchema.nullable(),
  /** Download URL (a plain GET, spec §7). */
  file_url: z.string(),
  file_name: z.string(),
  /** Bytes. */
  file_size: z.number().int().nonnegative(),
});

/** A news article in a list. */
export const newsSchema = z.object({
  type: z.literal('news'),
  ...itemShape,
  published_at: dateTime,
});

/** Any catalogue item, told apart by `type`. */
export const catalogueItemSchema = z.discriminatedUnion('type', [
  onlineCourseSchema,
  trailSchema,
  presentialCatalogSchema,
  presentialCourseSchema,
  webinarSchema,
  liveClassSchema,
  podcastSchema,
  libraryFileSchema,
  newsSchema,
]);

/** Any catalogue item. */
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
/** An online course. */
export type OnlineCourse = z.infer<typeof onlineCourseSchema>;
/** A trail. */
export type Trail = z.infer<typeof trailSchema>;
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
export const trailDetailSchema = trailSchema.extend({
  courses: z.array(onlineCourseSchema),
  presential_catalogs: z.array(presentialCatalogSchema),
  webinars: z.array(webinarSchema),
  live_classes: z.array(liveClassSchema),
});

/** A trail's detail. */
export type TrailDetail = z.infer<typeof trailDetailSchema>;

/** A presential catalogue with its courses (spec §2 trails/{id_trail}/presential-catalogs/{id}). */
export const presentialCatalogDetailSchema = presentialCatalogSchema.extend({
  presential_courses: z.array(presentialCourseSchema),
});

/** A presential catalogue's detail. */
export type PresentialCatalogDetail = z.infer<typeof presentialCatalogDetailSchema>;

/** An event of a presential course: an in-person class, a webinar or a live class (spec §2, §3 Event). */
export const presentialEventSchema = z.object({
  id: wireIdSchema,
  type: z.enum(['presential_class', 'webinar', 'live_class']),
  title: z.string(),
  transmission_date: dateTime,
  end_date: dateTime.nullable(),
  status: z.enum(PRESENTIAL_CLASS_STATUSES),
  is_online: z.boolean(),
  location: z.string().nullable(),
  vacancies: z.number().int().nonnegative().nullable(),
  available_vacancies: z.number().int().nonnegative().nullable(),
});

/** A presential course event. */
export type PresentialEvent = z.infer<typeof presentialEventSchema>;

/** A presential course with its events, in date order. */
export const presentialCourseDetailSchema = presentialCourseSchema.extend({
  events: z.array(presentialEventSchema),
});

/** A presential course's detail. */
export type PresentialCourseDetail = z.infer<typeof presentialCourseDetailSchema>;

/**
 * One activity of a course with the caller's state (spec §3 "Activity state" and "Activity types"):
 * `hierarchy_order` is its 1-based place in the course and the last segment of the player's route
 * (`courses/{id}/activities/{hierarchy_order}`, spec §2); `blocked_reason` says why a `blocked` one is.
 */
export const courseActivitySchema = z.object({
  id: wireIdSchema,
  hierarchy_order: z.number().int().min(1),
  title: z.string(),
  type: z.enum(ACTIVITY_TYPES as unknown as [ActivityType, ...ActivityType[]]),
  status: z.enum(ACTIVITY_STATUSES),
  /** Percentage, 0–100. */
  progress: z.number().int().min(0).max(100),
  blocked_reason: z.enum(ACTIVITY_BLOCK_REASONS).nullable(),
  /** Expected length; null when it has none (a test, a file). */
  duration_minutes: z.number().int().nonnegative().nullable(),
});

/** A course activity. */
export type CourseActivity = z.infer<typeof courseActivitySchema>;

/** `GET /api/online-courses/{id}/activities/`: the course's activities in `hierarchy_order`. */
export const courseActivitiesSchema = z.object({
  course_id: wireIdSchema,
  activities: z.array(courseActivitySchema),
});

/** A course's activities. */
export type CourseActivities = z.infer<typeof courseActivitiesSchema>;

/** A podcast episode. */
export const podcastEpisodeSchema = z.object({
  id: wireIdSchema,
  title: z.string(),
  description: z.string(),
  audio_url: z.string(),
  duration_seconds: z.number().int().nonnegative(),
});

/** A podcast playlist: episodes in order. */
export const podcastPlaylistSchema = z.object({
  id: wireIdSchema,
  title: z.string(),
  episodes: z.array(podcastEpisodeSchema),
});

/** A podcast with its playlists (spec §2 podcasts/{id}). */
export const podcastDetailSchema = podcastSchema.extend({ playlists: z.array(podcastPlaylistSchema) });

/** A podcast's detail. */
export type PodcastDetail = z.infer<typeof podcastDetailSchema>;

/** A news article with its text (plain text; paragraphs separated by a blank line). */
export const newsDetailSchema = newsSchema.extend({ body: z.string() });

/** A news article's detail. */
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/**
 * A page of a list: `count` items in all, `next` / `previous` page URLs (relative to the API host) or null.
 * @example paginatedSchema(onlineCourseSchema)
 */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A page of a list. */
export interface Paginated<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}
