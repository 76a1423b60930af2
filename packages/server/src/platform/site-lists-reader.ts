import type { Locale } from '@campus/core';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { catalogueItems, countries, siteListEntries, STORED_SITE_LISTS } from '../db/schema';
import type { StoredSiteList } from '../db/schema';
import { localizedName } from '../shared/localized-name';
import type { ListEntryWire, SiteListsResponse } from '@campus/core/schemas';

/** ISO alpha-3 → alpha-2 of the programme countries, for `Intl.DisplayNames`. */
const ALPHA2: Readonly<Record<string, string>> = {
  ARG: 'AR',
  BRA: 'BR',
  CAN: 'CA',
  CHL: 'CL',
  COL: 'CO',
  MEX: 'MX',
  PER: 'PE',
};

/** A country's name in `locale` (`Brasil`, `Brazil`, `Brésil`), else the stored name. */
function countryName(code: string, stored: string, locale: Locale): string {
  const alpha2 = ALPHA2[code];
  if (alpha2 === undefined) return stored;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2) ?? stored;
  } catch {
    return stored;
  }
}

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
      name: countryName(country.code, country.name, locale),
      code: country.code,
    })),
  };
}
