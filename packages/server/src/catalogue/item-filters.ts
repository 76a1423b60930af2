import type { Locale } from '@campus/core';
import { API_REQUEST_DELAY_OFFSET } from '@campus/core/rules';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  catalogueItemLabels,
  catalogueItems,
  catalogueUserStates,
  podcastEpisodes,
  podcastPlaylists,
  siteListEntries,
} from '../db/schema';
import type { StoredSiteList } from '../db/schema';
import { containsText } from '../shared/search-text';
import { anyId } from '../shared/sql-helpers';
import { translatedColumn } from '../shared/translated-text';
import type { CategoryChoice } from '@campus/core/schemas';

/*
 * The filters of spec §3 "Filter states" as SQL conditions on `catalogue_items` left-joined with the caller's
 * `catalogue_user_states` row. 'all' never adds a condition. Each builder takes the parsed query value.
 */

type All = 'all';

/** The caller's favourite flag (false without a state row). */
export const favoriteColumn = sql<boolean>`coalesce(${catalogueUserStates.favorite}, false)`;
/** The caller's enrolment/subscription (false without a state row). */
export const enrolledColumn = sql<boolean>`coalesce(${catalogueUserStates.enrolled}, false)`;
/** The caller's status (`not_started` without a state row). */
export const learnerStatusColumn = sql<string>`coalesce(${catalogueUserStates.status}, 'not_started')`;
/** The caller's progress percentage (0 without a state row). */
export const progressColumn = sql<number>`coalesce(${catalogueUserStates.progress}, 0)`;

/**
 * An item's status as served: an `opened` live class or webinar whose seats are all taken is `no_vacancy`
 * (spec §4 Live classes), so the status never disagrees with the seats.
 */
export const servedStatusColumn = sql<string | null>`case when ${catalogueItems.status} = 'opened'
  and ${catalogueItems.vacancies} is not null and ${catalogueItems.seatsTaken} >= ${catalogueItems.vacancies}
  then 'no_vacancy' else ${catalogueItems.status} end`;

/** `favorite=true|false`. */
export function favoriteFilter(value: All | 'true' | 'false'): SQL | undefined {
  return value === 'all' ? undefined : eq(favoriteColumn, value === 'true');
}

/** `progress=<course status>`: the caller's status; `not_started` includes items never opened. */
export function progressFilter(value: string): SQL | undefined {
  return value === 'all' ? undefined : eq(learnerStatusColumn, value);
}

/** `subscription_type=subscribed|not_subscribed`: whether the caller is enrolled/subscribed. */
export function subscriptionFilter(value: All | 'subscribed' | 'not_subscribed'): SQL | undefined {
  return value === 'all' ? undefined : eq(enrolledColumn, value === 'subscribed');
}

/**
 * `search=`: the text in the title or description the reader sees (in `locale`, else the Portuguese of the
 * row), ignoring case and accents.
 */
export function searchFilter(text: string, locale: Locale): SQL | undefined {
  if (text === '') return undefined;
  const { title, description, translations } = catalogueItems;
  return or(
    containsText(translatedColumn(translations, locale, 'title', title), text),
    containsText(translatedColumn(translations, locale, 'description', description), text),
  );
}

/** `selected_areas` / `selected_groups` / `selected_tags`: labelled with any of the ids, of that list. */
export function labelFilter(list: StoredSiteList, ids: All | readonly number[]): SQL | undefined {
  if (ids === 'all') return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`exists (select 1 from ${catalogueItemLabels} inner join ${siteListEntries}
    on ${siteListEntries.id} = ${catalogueItemLabels.entryId}
    where ${catalogueItemLabels.itemId} = ${catalogueItems.id} and ${siteListEntries.list} = ${list}
    and ${anyId(catalogueItemLabels.entryId, ids)})`;
}

/** `selected_categories`: any of the ids, or (with `null`) no category. */
export function categoryFilter(choice: All | CategoryChoice): SQL | undefined {
  if (choice === 'all') return undefined;
  const matches = [
    choice.ids.length > 0 ? anyId(catalogueItems.categoryId, choice.ids) : undefined,
    choice.none ? isNull(catalogueItems.categoryId) : undefined,
  ].filter((condition) => condition !== undefined);
  return matches.length === 0 ? sql`false` : or(...matches);
}

/** Library `categories` / `extensions`: the item's category or extension is one of the ids. */
export function idColumnFilter(
  column: typeof catalogueItems.categoryId | typeof catalogueItems.extensionId,
  ids: All | readonly number[],
): SQL | undefined {
  if (ids === 'all') return undefined;
  return ids.length === 0 ? sql`false` : anyId(column, ids);
}

/** An item status filter (`live_class_status`, `presential_status`, `webinar_status`) on the served status. */
export function statusFilter(value: string): SQL | undefined {
  return value === 'all' ? undefined : eq(servedStatusColumn, value);
}

/** An online filter: 'true' online only, 'false' in person only. */
export function onlineFilter(value: All | 'true' | 'false'): SQL | undefined {
  return value === 'all' ? undefined : eq(sql`coalesce(${catalogueItems.isOnline}, false)`, value === 'true');
}

/** Midnight starting an ISO date in the product's fixed offset (spec §7: UTC−3, Brasília time). */
export function startOfDay(date: string): Date {
  const sign = API_REQUEST_DELAY_OFFSET < 0 ? '-' : '+';
  const hours = String(Math.abs(API_REQUEST_DELAY_OFFSET)).padStart(2, '0');
  return new Date(`${date}T00:00:00${sign}${hours}:00`);
}

const DAY_MS = 86_400_000;

/**
 * `begin_date` / `end_date`: items whose period overlaps the range, both dates inclusive (whole days in the
 * product's offset). An item's period runs from `begin_at` to `end_at`, or is the single moment `begin_at`
 * when it has no end (a transmission, a news date); items without dates are always available and match.
 */
export function dateRangeFilter(beginDate: string | undefined, endDate: string | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  const itemEnd = sql`coalesce(${catalogueItems.endAt}, ${catalogueItems.beginAt})`;
  if (beginDate !== undefined) {
    conditions.push(
      sql`(${catalogueItems.beginAt} is null or ${itemEnd} >= ${startOfDay(beginDate).toISOString()}::timestamptz)`,
    );
  }
  if (endDate !== undefined) {
    const rangeEnd = new Date(startOfDay(endDate).getTime() + DAY_MS);
    conditions.push(
      sql`(${catalogueItems.beginAt} is null or ${catalogueItems.beginAt} < ${rangeEnd.toISOString()}::timestamptz)`,
    );
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * `podcasts/search/{name}`: the name in a podcast's title or description, or in the title of one of its
 * playlists or episodes, as the reader sees them (in `locale`, else Portuguese), ignoring case and accents.
 */
export function podcastNameFilter(name: string, locale: Locale): SQL | undefined {
  const playlistTitle = translatedColumn(podcastPlaylists.translations, locale, 'title', podcastPlaylists.title);
  const episodeTitle = translatedColumn(podcastEpisodes.translations, locale, 'title', podcastEpisodes.title);
  return or(
    searchFilter(name, locale),
    sql`exists (select 1 from ${podcastPlaylists} left join ${podcastEpisodes}
      on ${podcastEpisodes.playlistId} = ${podcastPlaylists.id}
      where ${podcastPlaylists.podcastId} = ${catalogueItems.id}
      and (${containsText(playlistTitle, name)} or ${containsText(episodeTitle, name)}))`,
  );
}
