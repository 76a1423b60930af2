import { catalogueQueries } from '@campus/core';
import type { Campus, QueryDefinition } from '@campus/core';
import type { Paginated } from '@campus/core/schemas';
import { FILTER_TYPE_OF } from '../catalogue-type.js';
import type { CatalogueListItem, CatalogueType } from '../catalogue-type.js';
import { sentListQuery } from './list-query.js';
import type { CatalogueFilters } from './list-query.js';

/**
 * Starts the request `<CourseCatalogue type>` makes first — the list's first page, with the filters the instance's
 * store keeps and its language — into the instance's query cache, with the very query definition the list uses. A
 * host that knows the list is about to show (the site, booting on a list route) calls it so the request runs while
 * the list's code loads and renders; the list then finds it running or answered. Returns that page's definition
 * (to follow its answer: the site starts downloading the first cover from it).
 */
export function warmCatalogueList(campus: Campus, type: CatalogueType): QueryDefinition<Paginated<CatalogueListItem>> {
  const filters = campus.stores.filters.getState()[FILTER_TYPE_OF[type]] as CatalogueFilters;
  const first = catalogueQueries.page(campus.i18n.language, type, sentListQuery(type, filters), 1);
  campus.query.prefetch(first);
  return first;
}
