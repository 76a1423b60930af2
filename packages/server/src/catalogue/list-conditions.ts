import type { Locale } from '@campus/core';
import type { SQL } from 'drizzle-orm';
import { catalogueItems } from '../db/schema';
import {
  categoryFilter,
  dateRangeFilter,
  favoriteFilter,
  idColumnFilter,
  labelFilter,
  onlineFilter,
  progressFilter,
  searchFilter,
  statusFilter,
  subscriptionFilter,
} from './item-filters';
import type {
  ContentListQuery,
  LearningListQuery,
  LibraryListQuery,
  LiveClassListQuery,
  PresentialListQuery,
  WebinarListQuery,
} from '@campus/core/schemas';

/** SQL conditions of a list query (undefined entries add nothing); `locale` is the language searched in. */
export type Conditions = (SQL | undefined)[];

/** The base filters of spec §3, shared by courses, trails, presential courses, webinars, live classes, library. */
export function learningConditions(query: LearningListQuery, locale: Locale): Conditions {
  return [
    favoriteFilter(query.favorite),
    progressFilter(query.progress),
    searchFilter(query.search, locale),
    labelFilter('country_areas', query.selected_areas),
    labelFilter('groups_user', query.selected_groups),
    labelFilter('tags', query.selected_tags),
    subscriptionFilter(query.subscription_type),
    categoryFilter(query.selected_categories),
    dateRangeFilter(query.begin_date, query.end_date),
  ];
}

/** Live classes: base filters plus `live_class_status` and `live_class_is_online`. */
export function liveClassConditions(query: LiveClassListQuery, locale: Locale): Conditions {
  return [
    ...learningConditions(query, locale),
    statusFilter(query.live_class_status),
    onlineFilter(query.live_class_is_online),
  ];
}

/** Presential courses: base filters plus `presential_status` and `presential_is_online`. */
export function presentialConditions(query: PresentialListQuery, locale: Locale): Conditions {
  return [
    ...learningConditions(query, locale),
    statusFilter(query.presential_status),
    onlineFilter(query.presential_is_online),
  ];
}

/** Webinars: base filters plus `webinar_status`; `webinar_is_online=true` keeps online ones ('false' is the default, no filter). */
export function webinarConditions(query: WebinarListQuery, locale: Locale): Conditions {
  return [
    ...learningConditions(query, locale),
    statusFilter(query.webinar_status),
    query.webinar_is_online === 'true' ? onlineFilter('true') : undefined,
  ];
}

/** Library: base filters plus library `categories` and `extensions`. */
export function libraryConditions(query: LibraryListQuery, locale: Locale): Conditions {
  return [
    ...learningConditions(query, locale),
    idColumnFilter(catalogueItems.categoryId, query.categories),
    idColumnFilter(catalogueItems.extensionId, query.extensions),
  ];
}

/** Podcasts and news: favourites, search, tags, categories, dates. */
export function contentConditions(query: ContentListQuery, locale: Locale): Conditions {
  return [
    favoriteFilter(query.favorite),
    searchFilter(query.search, locale),
    labelFilter('tags', query.selected_tags),
    categoryFilter(query.selected_categories),
    dateRangeFilter(query.begin_date, query.end_date),
  ];
}
