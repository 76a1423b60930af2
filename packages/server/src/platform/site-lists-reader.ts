import type { Locale } from '@campus/core';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { catalogueItems, countries, siteListEntries, STORED_SITE_LISTS } from '../db/schema';
import type { StoredSiteList } from '../db/schema';
import { countryName } from '../shared/country-names';
import { localizedName } from '../shared/localized-name';
import type { ListEntryWire, SiteListsResponse } from '@campus/core/schemas';

/**
 * Every shared site list of a client (spec §3), labels in `locale`, entries in their order; countries from
 * the programme's countries. `has_trailcomplete_null_category` tells whether a published learning item has
 * no category, so the category filter offers "no category".
 */
export async function readSiteLists(db: CampusDb, clientId: number, locale: Locale): Promise<SiteListsResponse> {
  const [entries, countryRows, uncategorised] = await Promise.all([
    db
      .select()
      .from(siteListEntries)
      .where(eq(siteListEntries.clientId, clientId))
      .orderBy(asc(siteListEntries.list), asc(siteListEntries.position), asc(siteListEntries.id)),
    db.select().from(countries).orderBy(asc(countries.id)),
    db
      .select({ found: sql<number>`1` })
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.clientId, clientId),
          eq(catalogueItems.published, true),
          ne(catalogueItems.type, 'library_file'),
          isNull(catalogueItems.categoryId),
        ),
      )
      .limit(1),
  ]);
  const lists = Object.fromEntries(STORED_SITE_LISTS.map((list) => [list, [] as ListEntryWire[]])) as Record<
    StoredSiteList,
    ListEntryWire[]
  >;
  for (const entry of entries) {
    lists[entry.list].push({
      ...entry.details,
      id: entry.id,
      name: localizedName(entry.names, locale),
      code: entry.code,
    });
  }
  return {
    ...lists,
    has_trailcomplete_null_category: uncategorised.length > 0,
    countries: countryRows.map((country) => ({
      id: country.id,
      name: countryName(country.code, locale, country.name),
      code: country.code,
    })),
  };
}
