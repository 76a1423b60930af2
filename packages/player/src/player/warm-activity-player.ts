import { catalogueQueries } from '@campus/core';
import type { Campus } from '@campus/core';
import type { ActivityHolderKind } from '@campus/core/api';

/**
 * Starts the request `<ActivityPlayer kind itemId>` makes first — the item's activities with the caller's state,
 * in the instance's language — into the instance's query cache, with the very query definition the player uses. A
 * host that knows the player is about to show (the site, booting on a player route) calls it so the request runs
 * while the player's code loads and renders; the player then finds it running or answered.
 */
export function warmActivityPlayer(campus: Campus, kind: ActivityHolderKind, itemId: number | string): void {
  campus.query.prefetch(catalogueQueries.itemActivities(campus.i18n.language, kind, itemId));
}
