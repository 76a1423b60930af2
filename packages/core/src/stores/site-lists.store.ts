import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/** A generic entry of a shared list: an id and a label as the API sends it. */
export interface ListEntry {
  id: Id;
  name: string;
  [field: string]: unknown;
}

/**
 * Shared site lists, loaded once and persisted as `site_lists` (spec §3 "Shared site lists", §7).
 * Field names are the spec's.
 */
export interface SiteListsData {
  country_areas: readonly ListEntry[];
  faq_categories: readonly ListEntry[];
  genders: readonly ListEntry[];
  group_users_labels: readonly ListEntry[];
  groups_user: readonly ListEntry[];
  library_file_categories: readonly ListEntry[];
  library_file_extensions: readonly ListEntry[];
  trail_complete_categories: readonly ListEntry[];
  has_trailcomplete_null_category: boolean;
  marital_status: readonly ListEntry[];
  reward_categories: readonly ListEntry[];
  reward_departments: readonly ListEntry[];
  reward_levels: readonly ListEntry[];
  tags: readonly ListEntry[];
  countries: readonly ListEntry[];
  wildcard_pages: readonly ListEntry[];
  /** Epoch ms of the last load; null until loaded, so callers load once (spec §3 "loaded once"). */
  loaded_at: number | null;
}

/** The names of the lists (every field but the flags and `loaded_at`). */
export type SiteListName = Exclude<keyof SiteListsData, 'has_trailcomplete_null_category' | 'loaded_at'>;

/** Every shared list name of spec §3, in the spec's order. */
export const SITE_LIST_NAMES: readonly SiteListName[] = [
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
  'countries',
  'wildcard_pages',
];

/** Site lists actions. */
export interface SiteListsActions {
  /** Stores the loaded lists and stamps `loaded_at` with `now` (epoch ms). */
  setSiteLists(lists: Partial<Omit<SiteListsData, 'loaded_at'>>, now: number): void;
  /** Forgets every list (e.g. the language changed and labels must be reloaded). */
  resetSiteLists(): void;
}

/** Site lists store state. */
export type SiteListsState = SiteListsData & SiteListsActions;

/** Initial site lists: all empty, not loaded. */
export function initialSiteListsData(): SiteListsData {
  const lists = Object.fromEntries(SITE_LIST_NAMES.map((name) => [name, []])) as unknown as Record<
    SiteListName,
    readonly ListEntry[]
  >;
  return { ...lists, has_trailcomplete_null_category: false, loaded_at: null };
}

/** Creates the site lists store. One per Campus instance. */
export function createSiteListsStore(): StoreApi<SiteListsState> {
  return createStore<SiteListsState>()((set) => ({
    ...initialSiteListsData(),
    setSiteLists: (lists, now) => {
      const patch: Partial<SiteListsData> = { loaded_at: now };
      for (const [key, value] of Object.entries(lists)) {
        if (value !== undefined) Object.assign(patch, { [key]: value });
      }
      set(patch);
    },
    resetSiteLists: () => set(initialSiteListsData()),
  }));
}

/** True once the lists were loaded (spec §3: loaded once and saved). */
export const selectSiteListsLoaded = (state: SiteListsState): boolean => state.loaded_at !== null;

/** One shared list by name. */
export const selectSiteList = (state: SiteListsState, name: SiteListName): readonly ListEntry[] => state[name];
