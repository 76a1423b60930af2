import { ALL } from '@campus/core';
import type { BaseFilter, FilterIds, LiveClassFilter, PresentialFilter, WebinarFilter } from '@campus/core';
import type { CatalogueListQuery } from '@campus/core/api';
import type { CatalogueType } from '../catalogue-type.js';

/** The filters of any catalogue, as the store keeps them (spec §3). */
export type CatalogueFilters = BaseFilter & Partial<WebinarFilter & LiveClassFilter & PresentialFilter>;

/** The query string of a list request, without the page: only what differs from the server's defaults. */
export type ListQuery = CatalogueListQuery;

/** The category filter's value meaning "items without a category" (spec §3 `has_trailcomplete_null_category`). */
export const NO_CATEGORY = 'null';

/** `[3, 7]` → `'3,7'`; 'all' (or nothing chosen) → undefined, which leaves the parameter out. */
function idList(ids: FilterIds): string | undefined {
  return ids === ALL || ids.length === 0 ? undefined : ids.join(',');
}

/** A single-choice value, left out when it is 'all' (or unset). */
function choice(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === ALL || value === '' ? undefined : value;
}

/**
 * The `GET /api/<type>/` query of a catalogue's filters (the server's `*ListQuerySchema` in @campus/core):
 * 'all', empty and null values are left out, id lists are comma separated, the category is its id or
 * `null` (no category). The search is sent trimmed. The answer is a plain object with sorted keys, so equal
 * filters give equal resource keys.
 */
export function listQueryOf(type: CatalogueType, filters: CatalogueFilters, search = filters.search): ListQuery {
  const entries: [string, string | undefined][] = [
    ['favorite', choice(filters.favorite)],
    ['progress', choice(filters.progress)],
    ['search', choice(search.trim())],
    ['selected_areas', idList(filters.selected_areas)],
    ['selected_groups', idList(filters.selected_groups)],
    ['selected_tags', idList(filters.selected_tags)],
    ['subscription_type', choice(filters.subscription_type)],
    ['selected_categories', choice(String(filters.selected_categories.value))],
    ['begin_date', choice(filters.begin_date)],
    ['end_date', choice(filters.end_date)],
  ];
  if (type === 'webinars') {
    entries.push(['webinar_status', choice(filters.webinar_status)]);
    // The SDK's `false` is "no filter" (spec §3 default); only `true` narrows to online webinars.
    entries.push(['webinar_is_online', filters.webinar_is_online === true ? 'true' : undefined]);
  } else if (type === 'live-classes') {
    entries.push(['live_class_status', choice(filters.live_class_status)]);
    entries.push(['live_class_is_online', choice(filters.live_class_is_online)]);
  } else if (type === 'presential-courses') {
    entries.push(['presential_status', choice(filters.presential_status)]);
    entries.push(['presential_is_online', choice(filters.presential_is_online)]);
  }
  const kept = entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Whether the date range is usable: an open end, or begin on or before end (the server refuses the rest). */
export function isDateRangeValid(filters: Pick<BaseFilter, 'begin_date' | 'end_date'>): boolean {
  return filters.begin_date === null || filters.end_date === null || filters.begin_date <= filters.end_date;
}

/**
 * The query a list sends for its filters: an impossible date range is not sent (the server refuses it; the
 * field says why), the range's end left open instead.
 */
export function sentListQuery(type: CatalogueType, filters: CatalogueFilters): ListQuery {
  return listQueryOf(type, isDateRangeValid(filters) ? filters : { ...filters, end_date: null });
}
