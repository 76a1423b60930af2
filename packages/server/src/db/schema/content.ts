import type { SiteListName } from '@campus/core';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';

/*
 * Platform content per client (spec §3 "Shared site lists", "Other state", §2 Campaigns, FAQ, institutional
 * pages): what `src/platform/` serves. Labels that users read in their own language are kept as a JSON
 * object per locale (`{ "pt-BR": "Feminino", "en-US": "Female" }`), read with a pt-BR fallback.
 */

/** A label per locale code; `pt-BR` is always present (the default language). */
export type LocalizedNames = Record<string, string>;

/**
 * A client's translations of a text-bearing row, by locale code (`{ "en-US": { "question": "…" } }`). The row's
 * own columns hold the Portuguese text; a locale or a field missing here falls back to it.
 */
export type ContentTranslations<Field extends string> = Record<string, Partial<Record<Field, string>>>;

/**
 * The shared lists kept in {@link siteListEntries}: core's `SITE_LIST_NAMES` but countries (which come from
 * the `countries` table). Spelled out rather than filtered from core at run time, since drizzle-kit loads
 * this file against core's build; the type below fails to compile if a list is missing.
 */
export const STORED_SITE_LISTS = [
  'country_areas',
  'faq_categories',
  'genders',
  'group_users_labels',
  'groups_user',
  'library_file_categories',
  'library_file_extensions',
  'trail_complete_categories',
  'marital_status',
  'reward_categories',
  'reward_departments',
  'reward_levels',
  'tags',
  'wildcard_pages',
] as const satisfies readonly Exclude<SiteListName, 'countries'>[];

/** A list kept in {@link siteListEntries}. */
export type StoredSiteList = (typeof STORED_SITE_LISTS)[number];

/** Compiles only while every list of core but countries is in {@link STORED_SITE_LISTS}. */
const everyListStored: Exclude<SiteListName, 'countries' | StoredSiteList> extends never ? true : never = true;
void everyListStored;

const storedListNames = sql.raw(STORED_SITE_LISTS.map((name) => `'${name}'`).join(', '));

/**
 * The entries of every shared site list of a client, one table for all lists: areas, groups, tags and
 * categories are what catalogue items are labelled with (`catalogue_item_labels`), the others are plain
 * choices (genders, marital status, reward levels ...). `details` holds list-specific fields sent with the
 * entry (`slug` of a wildcard page, `minimum_points` of a reward level).
 */
export const siteListEntries = pgTable(
  'site_list_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    list: text('list').$type<StoredSiteList>().notNull(),
    /** Stable key within the list (`female`, `pdf`), for code that must recognise an entry. */
    code: text('code'),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    position: integer('position').notNull().default(0),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    check('site_list_entries_list_check', sql`${table.list} in (${storedListNames})`),
    unique('site_list_entries_code_unique').on(table.clientId, table.list, table.code),
    index('site_list_entries_client_list_idx').on(table.clientId, table.list, table.position),
  ],
);

/** A row of `site_list_entries`. */
export type SiteListEntryRow = typeof siteListEntries.$inferSelect;
/** Values to insert into `site_list_entries`. */
export type NewSiteListEntryRow = typeof siteListEntries.$inferInsert;

/**
 * Profiles offered at first access and registration (spec §2 "profile selection"; params `user_profile`),
 * each giving the programme role (src/security/roles.ts) the new account gets.
 */
export const registrationProfiles = pgTable(
  'registration_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Programme role granted, or null for a learner without a programme role. */
    role: text('role'),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('registration_profiles_client_idx').on(table.clientId, table.position)],
);

/** A row of `registration_profiles`. */
export type RegistrationProfileRow = typeof registrationProfiles.$inferSelect;

/** FAQ questions (spec §2 faq), grouped by a `faq_categories` site list entry. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => siteListEntries.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The question and answer in other languages than pt-BR (the columns above). */
    translations: jsonb('translations')
      .$type<ContentTranslations<'question' | 'answer'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (table) => [
    index('faq_entries_client_idx').on(table.clientId, table.categoryId, table.position),
    check('faq_entries_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** A row of `faq_entries`. */
export type FaqEntryRow = typeof faqEntries.$inferSelect;

/**
 * Institutional pages (spec §2: about, cookies_policy, support, privacy-policy, terms-and-conditions,
 * about-the-program) and a client's wildcard pages, by slug. Bodies are plain text.
 */
export const institutionalPages = pgTable(
  'institutional_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The title and body in other languages than pt-BR (the columns above). */
    translations: jsonb('translations')
      .$type<ContentTranslations<'title' | 'body'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('institutional_pages_slug_unique').on(table.clientId, table.slug),
    check('institutional_pages_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** A row of `institutional_pages`. */
export type InstitutionalPageRow = typeof institutionalPages.$inferSelect;

/** Welcome banner slides (spec §3 `welcome_banner`), shown between their optional dates. */
export const welcomeBanners = pgTable(
  'welcome_banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image').notNull(),
    link: text('link'),
    position: integer('position').notNull().default(0),
    beginAt: timestamp('begin_at', { withTimezone: true, mode: 'date' }),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('welcome_banners_client_idx').on(table.clientId, table.position)],
);

/** A row of `welcome_banners`. */
export type WelcomeBannerRow = typeof welcomeBanners.$inferSelect;

/**
 * Loyalty campaigns (spec §3 Campaign: begin and end date, both inclusive; §9 about 2.5 months each
 * quarter). The loyalty tables (sales, points) refer to them.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('campaigns_period_check', sql`${table.beginDate} <= ${table.endDate}`),
    index('campaigns_client_idx').on(table.clientId, table.beginDate),
  ],
);

/** A row of `campaigns`. */
export type CampaignRow = typeof campaigns.$inferSelect;

/** Module items per client (spec §3 `user_client_module_items`): the menu entries a client enables. */
export const clientModuleItems = pgTable(
  'client_module_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Module key, as in the client's `has_<module>` flag (`online_courses`, `library` ...). */
    module: text('module').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** App route the menu entry opens (`/online-courses`). */
    route: text('route').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    unique('client_module_items_module_unique').on(table.clientId, table.module),
    index('client_module_items_client_idx').on(table.clientId, table.position),
  ],
);

/** A row of `client_module_items`. */
export type ClientModuleItemRow = typeof clientModuleItems.$inferSelect;
