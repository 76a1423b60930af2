import { ACTIVITY_BLOCK_REASONS, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@campus/core/rules';
import type { ActivityBlockReason, ActivityStatus, ActivityType } from '@campus/core/rules';
import { COURSE_STATUSES, LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '@campus/core/rules';
import { CATALOGUE_ITEM_TYPES } from '@campus/core/schemas';
import type { CourseStatus } from '@campus/core/rules';
import type { CatalogueItemType } from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { siteListEntries } from './content';
import type { ContentTranslations } from './content';
import { users } from './users';

/*
 * The learning catalogue (spec §1–§4): one table of items of every kind, so the filters of spec §3 (favourite,
 * progress, search, areas, groups, tags, subscription, categories, dates) are written once; per-kind fields
 * that filters need are columns (status, is_online, dates, seats), display-only ones sit in `details`.
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Statuses an item row may hold: live class/webinar statuses (but `no_vacancy`, derived) and presential ones. */
export const ITEM_STATUSES: readonly string[] = [
  ...new Set([...LIVE_CLASS_STATUSES.filter((status) => status !== 'no_vacancy'), ...PRESENTIAL_CLASS_STATUSES]),
];

/** Display-only fields of an item, by kind. */
export interface CatalogueItemDetails {
  /** Presential courses and events: where they happen. */
  location?: string;
  /** Webinars. */
  speaker?: string;
  /** Live classes. */
  instructor?: string;
  /** Podcasts. */
  author?: string;
  /** Library files: download URL, file name and size in bytes. */
  file_url?: string;
  file_name?: string;
  file_size?: number;
  /** News: the article's text (plain text, paragraphs separated by a blank line). */
  body?: string;
}

/** Texts of an item a reader sees, translatable per locale (`catalogue_items.translations`). */
export type CatalogueItemTextField = 'title' | 'description';

/**
 * Catalogue items of a client. `status` is the item's own state (a live class `opened` …, a presential course
 * `scheduled` …), not a learner's; `vacancies` null means unlimited and `seats_taken` never exceeds it (the
 * check makes a race impossible to lose silently). Unpublished items are invisible (404).
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').$type<CatalogueItemType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** A `trail_complete_categories` entry, or a `library_file_categories` one for library files. */
    categoryId: integer('category_id').references(() => siteListEntries.id, { onDelete: 'set null' }),
    /** Library files: a `library_file_extensions` entry. */
    extensionId: integer('extension_id').references(() => siteListEntries.id, { onDelete: 'set null' }),
    status: text('status'),
    isOnline: boolean('is_online'),
    /** Availability or transmission start; publication date of news. */
    beginAt: timestamp('begin_at', { withTimezone: true, mode: 'date' }),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
    vacancies: integer('vacancies'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    workloadMinutes: integer('workload_minutes'),
    /**
     * Courses (online, presential, webinars, live classes): whether the activities unlock one after the other
     * (core's `activityAccess`). A column rather than a `details` key: the server enforces it on every launch,
     * progress report and SCORM commit, so it is typed, not null and defaulted by the database instead of read
     * out of display-only jsonb, where a missing or mistyped key would silently unlock a course.
     */
    sequential: boolean('sequential').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Order in lists (lower first). */
    position: integer('position').notNull().default(0),
    details: jsonb('details')
      .$type<CatalogueItemDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The title and description in other languages than pt-BR (the columns above; shared/translated-text.ts). */
    translations: jsonb('translations')
      .$type<ContentTranslations<CatalogueItemTextField>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('catalogue_items_type_check', sql`${table.type} in (${quoted(CATALOGUE_ITEM_TYPES)})`),
    check('catalogue_items_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check(
      'catalogue_items_status_check',
      sql`${table.status} is null or ${table.status} in (${quoted(ITEM_STATUSES)})`,
    ),
    check(
      'catalogue_items_seats_check',
      sql`${table.seatsTaken} >= 0 and (${table.vacancies} is null or ${table.seatsTaken} <= ${table.vacancies})`,
    ),
    index('catalogue_items_client_type_idx').on(table.clientId, table.type, table.position),
  ],
);

/** A row of `catalogue_items`. */
export type CatalogueItemRow = typeof catalogueItems.$inferSelect;
/** Values to insert into `catalogue_items`. */
export type NewCatalogueItemRow = typeof catalogueItems.$inferInsert;

/** Areas, groups and tags of an item (`country_areas`, `groups_user`, `tags` site list entries). */
export const catalogueItemLabels = pgTable(
  'catalogue_item_labels',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => siteListEntries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.entryId] }),
    index('catalogue_item_labels_entry_idx').on(table.entryId),
  ],
);

/**
 * What an item holds, in order: a trail's courses, presential catalogues, webinars and live classes; a
 * presential catalogue's presential courses.
 */
export const catalogueItemChildren = pgTable(
  'catalogue_item_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId] }),
    index('catalogue_item_children_child_idx').on(table.childId),
  ],
);

/** The kinds of presential course events (spec §2 event/presential-class, event/webinar, event/live-class). */
export const PRESENTIAL_EVENT_TYPES = ['presential_class', 'webinar', 'live_class'] as const;

/** A kind of presential event. */
export type PresentialEventType = (typeof PRESENTIAL_EVENT_TYPES)[number];

/** Events of a presential course (spec §3 Event, §4 In-person classes). */
export const presentialEvents = pgTable(
  'presential_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    type: text('type').$type<PresentialEventType>().notNull(),
    title: text('title').notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    location: text('location'),
    vacancies: integer('vacancies'),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (table) => [
    check('presential_events_type_check', sql`${table.type} in (${quoted(PRESENTIAL_EVENT_TYPES)})`),
    check('presential_events_status_check', sql`${table.status} in (${quoted(PRESENTIAL_CLASS_STATUSES)})`),
    check(
      'presential_events_seats_check',
      sql`${table.seatsTaken} >= 0 and (${table.vacancies} is null or ${table.seatsTaken} <= ${table.vacancies})`,
    ),
    index('presential_events_item_idx').on(table.itemId, table.beginAt),
  ],
);

/** A row of `presential_events`. */
export type PresentialEventRow = typeof presentialEvents.$inferSelect;

/** Playlists of a podcast (an item of type `podcast`). */
export const podcastPlaylists = pgTable(
  'podcast_playlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The title in other languages than pt-BR. */
    translations: jsonb('translations')
      .$type<ContentTranslations<'title'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('podcast_playlists_podcast_idx').on(table.podcastId, table.position),
    check('podcast_playlists_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** Episodes of a playlist. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => podcastPlaylists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audioUrl: text('audio_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The title and description in other languages than pt-BR. */
    translations: jsonb('translations')
      .$type<ContentTranslations<'title' | 'description'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('podcast_episodes_playlist_idx').on(table.playlistId, table.position),
    check('podcast_episodes_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/**
 * A user's own state in an item: favourite, enrolment (a live class or webinar subscription is an enrolment
 * too), and the learner status of spec §4 with a progress percentage. No row means: not a favourite, not
 * enrolled, not started.
 */
export const catalogueUserStates = pgTable(
  'catalogue_user_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    enrolled: boolean('enrolled').notNull().default(false),
    status: text('status').$type<CourseStatus>().notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    check('catalogue_user_states_status_check', sql`${table.status} in (${quoted(COURSE_STATUSES)})`),
    check('catalogue_user_states_progress_check', sql`${table.progress} between 0 and 100`),
    index('catalogue_user_states_item_idx').on(table.itemId),
  ],
);

/** A row of `catalogue_user_states`. */
export type CatalogueUserStateRow = typeof catalogueUserStates.$inferSelect;

/**
 * Activities of an online course (spec §3 "Activity state", "Activity types"), in `hierarchy_order` (1-based,
 * unique per course: the player's route names an activity by it). `requires_authorization`: the activity
 * unlocks only after an instructor authorises the learner (spec §6 Instructors).
 */
export const courseActivities = pgTable(
  'course_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    hierarchyOrder: integer('hierarchy_order').notNull(),
    title: text('title').notNull(),
    type: text('type').$type<ActivityType>().notNull(),
    durationMinutes: integer('duration_minutes'),
    requiresAuthorization: boolean('requires_authorization').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('course_activities_type_check', sql`${table.type} in (${quoted(ACTIVITY_TYPES)})`),
    check('course_activities_order_check', sql`${table.hierarchyOrder} >= 1`),
    uniqueIndex('course_activities_course_order_idx').on(table.courseId, table.hierarchyOrder),
  ],
);

/** A row of `course_activities`. */
export type CourseActivityRow = typeof courseActivities.$inferSelect;

/**
 * A learner's state in one activity. No row means `not_started`, or `blocked` awaiting the instructor for an
 * activity that requires authorisation. A `blocked` row says why (`blocked_reason`); other rows have none.
 */
export const activityUserStates = pgTable(
  'activity_user_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    status: text('status').$type<ActivityStatus>().notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    blockedReason: text('blocked_reason').$type<ActivityBlockReason>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    check('activity_user_states_status_check', sql`${table.status} in (${quoted(ACTIVITY_STATUSES)})`),
    check('activity_user_states_progress_check', sql`${table.progress} between 0 and 100`),
    check(
      'activity_user_states_blocked_check',
      sql`(${table.status} = 'blocked') = (${table.blockedReason} is not null) and (${table.blockedReason} is null or ${table.blockedReason} in (${quoted(ACTIVITY_BLOCK_REASONS)}))`,
    ),
    index('activity_user_states_activity_idx').on(table.activityId),
  ],
);

/** A row of `activity_user_states`. */
export type ActivityUserStateRow = typeof activityUserStates.$inferSelect;
