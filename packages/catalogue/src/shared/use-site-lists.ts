import { useEffect } from 'react';
import { catalogueQueries } from '@campus/core';
import type { SiteListsState } from '@campus/core';
import { useCampus, useCampusStore, useLocale, useQuery } from '@campus/ui';

/** The shared lists the filters offer (areas, groups, tags, categories). */
export type FilterLists = Pick<
  SiteListsState,
  'country_areas' | 'groups_user' | 'tags' | 'trail_complete_categories' | 'has_trailcomplete_null_category'
>;

const selectFilterLists = (state: SiteListsState): FilterLists => state;

/**
 * The shared site lists (spec §3: "loaded once and saved"): read from the instance's store, and fetched from
 * `GET /api/site-lists/` into it when the store has none yet. A failed load leaves the filters that need the
 * lists out; the catalogue still works.
 */
export function useSiteLists(): FilterLists {
  const campus = useCampus();
  const locale = useLocale();
  const loaded = useCampusStore('siteLists', (state) => state.loaded_at !== null);
  const lists = useQuery(loaded ? null : catalogueQueries.siteLists(locale));
  useEffect(() => {
    if (lists.data) campus.stores.siteLists.getState().setSiteLists(lists.data, Date.now());
  }, [campus, lists.data]);
  return useCampusStore('siteLists', selectFilterLists);
}
