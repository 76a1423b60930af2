import { CATALOGUE_TYPES } from '@campus/core/api';
import type { FilterContentType } from '@campus/core';
import type { CatalogueDetailType, CatalogueType } from '@campus/core/api';

// The catalogue kinds and item shapes are core's (its calls and queries speak them); named here as the
// package has always exported them.
export { CATALOGUE_TYPES };
export type { CatalogueListItem, CatalogueType } from '@campus/core/api';

/** What a detail view can show: a catalogue's item, or a presential catalogue reached through a trail. */
export type DetailType = CatalogueDetailType;

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

/** The route type of a wire item type (`live_class` → `live-classes`). */
export const TYPE_OF_ITEM = {
  online_course: 'online-courses',
  trail: 'trails',
  presential_course: 'presential-courses',
  webinar: 'webinars',
  live_class: 'live-classes',
  presential_catalog: 'presential-catalogs',
} as const satisfies Record<string, DetailType>;
