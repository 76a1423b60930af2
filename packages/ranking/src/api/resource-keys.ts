import type { ResourceKey } from '@campus/ui';

/*
 * Resource-cache keys of this package, all under `ranking`, so they never collide with another package's and
 * a live change can refresh exactly what it touches (`invalidateResources(campus, prefix)`).
 */

/** The ranking boards: `[...RANKING_BOARD_KEY, campaign, area, limit]`. */
export const RANKING_BOARD_KEY: ResourceKey = ['ranking', 'board'];
/** The member's own points: summary, statement pages, the chart's entries and the levels (`level_points`). */
export const MEMBER_POINTS_KEYS: readonly ResourceKey[] = [
  ['ranking', 'points'],
  ['ranking', 'statement'],
  ['ranking', 'statement-since'],
  ['ranking', 'levels'],
];
/** Campaigns (and the server's selection): `[...CAMPAIGNS_KEY, locale]`. */
export const CAMPAIGNS_KEY: ResourceKey = ['ranking', 'campaigns'];
