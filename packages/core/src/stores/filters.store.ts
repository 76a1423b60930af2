import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/** The value every filter starts at (spec §3 "Filter states": every filter defaults to 'all'). */
export const ALL = 'all';

/** A single-choice filter: 'all' or one value. */
export type FilterChoice = typeof ALL | string;

/** A multi-choice filter: 'all' or the chosen ids. */
export type FilterIds = typeof ALL | readonly Id[];

/** The category filter: a labelled option (label is an i18n key). @default { label: 'all_f', value: 'all' } */
export interface CategoryOption {
  label: string;
  value: Id;
}

/** Filters every content type has (spec §3 "Filter states"). */
export interface BaseFilter {
  favorite: FilterChoice;
  progress: FilterChoice;
  /** Free-text search. @default '' */
  search: string;
  selected_areas: FilterIds;
  selected_groups: FilterIds;
  selected_tags: FilterIds;
  subscription_type: FilterChoice;
  selected_categories: CategoryOption;
  loading: boolean;
  /**
   * Activity date range (ISO dates). @default null
   * Null rather than 'all': an open bound is "no date", and a string sentinel would be mistaken for a date.
   */
  begin_date: string | null;
  end_date: string | null;
}

/** Webinar filters (spec §3). */
export interface WebinarFilter extends BaseFilter {
  /** @default null */
  webinar_status: string | null;
  /** @default false */
  webinar_is_online: boolean;
  /** @default '' */
  webcast_lounge_template: string;
}

/** Live class filters (spec §3). */
export interface LiveClassFilter extends BaseFilter {
  live_class_status: FilterChoice;
  live_class_is_online: FilterChoice;
}

/** In-person class filters (spec §3). */
export interface PresentialFilter extends BaseFilter {
  presential_status: FilterChoice;
  presential_is_online: FilterChoice;
}

/** Library filters (spec §3 "Library filters: categories and extensions"). */
export interface LibraryFilter extends BaseFilter {
  categories: FilterIds;
  extensions: FilterIds;
}

/** Filters per content type (spec §3 "Content types"). */
export interface FiltersData {
  trails: BaseFilter;
  webinars: WebinarFilter;
  online_courses: BaseFilter;
  live_classes: LiveClassFilter;
  presentials: PresentialFilter;
  library: LibraryFilter;
}

/** A content type that has filters. */
export type FilterContentType = keyof FiltersData;

/** Every content type with filters, in the spec's order. */
export const FILTER_CONTENT_TYPES: readonly FilterContentType[] = [
  'trails',
  'webinars',
  'online_courses',
  'live_classes',
  'presentials',
  'library',
];

/** Filters actions. */
export interface FiltersActions {
  /** Changes some filters of one content type. */
  setFilter<K extends FilterContentType>(contentType: K, patch: Partial<FiltersData[K]>): void;
  /** Back to the defaults: one content type, or all of them. */
  resetFilters(contentType?: FilterContentType): void;
}

/** Filters store state. */
export type FiltersState = FiltersData & FiltersActions;

/** Defaults shared by every content type (spec §3). */
export function defaultBaseFilter(): BaseFilter {
  return {
    favorite: ALL,
    progress: ALL,
    search: '',
    selected_areas: ALL,
    selected_groups: ALL,
    selected_tags: ALL,
    subscription_type: ALL,
    selected_categories: { label: 'all_f', value: ALL },
    loading: false,
    begin_date: null,
    end_date: null,
  };
}

/** Initial filters of every content type (spec §3 defaults). */
export function initialFiltersData(): FiltersData {
  return {
    trails: defaultBaseFilter(),
    webinars: { ...defaultBaseFilter(), webinar_status: null, webinar_is_online: false, webcast_lounge_template: '' },
    online_courses: defaultBaseFilter(),
    live_classes: { ...defaultBaseFilter(), live_class_status: ALL, live_class_is_online: ALL },
    presentials: { ...defaultBaseFilter(), presential_status: ALL, presential_is_online: ALL },
    library: { ...defaultBaseFilter(), categories: ALL, extensions: ALL },
  };
}

/** Creates the filters store. Not persisted: filters start fresh on every visit. */
export function createFiltersStore(): StoreApi<FiltersState> {
  return createStore<FiltersState>()((set) => ({
    ...initialFiltersData(),
    setFilter: (contentType, patch) =>
      set((state) => ({ [contentType]: { ...state[contentType], ...patch } }) as Partial<FiltersData>),
    resetFilters: (contentType) =>
      set(
        contentType === undefined
          ? initialFiltersData()
          : ({ [contentType]: initialFiltersData()[contentType] } as Partial<FiltersData>),
      ),
  }));
}

/** The filters of one content type. */
export const selectFilters = <K extends FilterContentType>(state: FiltersState, contentType: K): FiltersData[K] =>
  state[contentType];

/** True when any filter of a content type differs from its default (e.g. to show a "clear filters" button). */
export const selectHasActiveFilters = (state: FiltersState, contentType: FilterContentType): boolean => {
  const current: Record<string, unknown> = { ...state[contentType] };
  const defaults: Record<string, unknown> = { ...initialFiltersData()[contentType] };
  return Object.keys(defaults).some(
    (key) => key !== 'loading' && JSON.stringify(current[key]) !== JSON.stringify(defaults[key]),
  );
};
