import { buildPath } from '@campus/core';
import { isModuleAvailable } from '@campus/core/rules';
import type { ClientParams, ModuleItem, RouteName } from '@campus/core';
import type { ProgrammeMembership } from '../programme/programme-membership';
import { siteRouteOf } from '../routes/site-routes';

/** A navigation entry: where it goes and what it is called (`site.modules.{module}`, else the item's name). */
export interface MenuEntry {
  /** Module key (`online_courses` …), or `home`. */
  module: string;
  path: string;
  /** The module item's own name (in the language of sign-in), used when the site has no label for it. */
  name: string;
}

/** The route each module's menu entry opens (spec §2); modules whose route the site does not serve are skipped. */
export const MODULE_ROUTES: Readonly<Record<string, RouteName>> = {
  online_courses: 'online-courses',
  trails: 'trails',
  presential_courses: 'presential-courses',
  webinars: 'webinars',
  live_classes: 'live-classes',
  faq: 'faq',
  reward_store: 'reward-store',
  points_table: 'points-table',
  campaigns: 'campaigns',
  events: 'events',
  insert_sales: 'insert-sales',
  upload_photos: 'upload-photos',
  podcasts: 'podcasts',
  library: 'library',
  news: 'news',
  forum: 'forum',
  profile: 'profile',
  ranking: 'profile',
};

/** The profile's tab a module's entry opens (the ranking is a tab of the profile: `?tab=ranking`). */
const MODULE_SEARCH: Readonly<Record<string, string>> = { ranking: '?tab=ranking' };

/**
 * The main menu (spec §6 "Modules and menus depend on the client flags and on the module items per client"):
 * home first, then each of the user's module items for the selected client, in their order, when the person may
 * use its module (core's `isModuleAvailable`: the `has_{module}` flag is on — the rule the routes follow too) and
 * the site serves its route. The loyalty programme's screens show to programme
 * members only (spec §6; a blocked member keeps them, and their pages say 'Você foi bloqueado'), so not while the
 * membership is unknown. A module listed twice shows once.
 */
export function menuEntries(
  client: ClientParams | null,
  moduleItems: readonly ModuleItem[],
  membership: ProgrammeMembership,
): MenuEntry[] {
  const programme = membership === 'member' || membership === 'blocked';
  const entries: MenuEntry[] = [{ module: 'home', path: buildPath('home'), name: '' }];
  const seen = new Set<string>();
  for (const item of moduleItems) {
    const module = item.module;
    if (module === undefined || seen.has(module) || !isModuleAvailable(client, moduleItems, module)) continue;
    const routeName = MODULE_ROUTES[module];
    const route = routeName === undefined ? undefined : siteRouteOf(routeName);
    if (routeName === undefined || route === undefined || (route.programme === true && !programme)) continue;
    seen.add(module);
    const path = `${buildPath(routeName as 'online-courses')}${MODULE_SEARCH[module] ?? ''}`;
    entries.push({ module, path, name: item.name });
  }
  return entries;
}
