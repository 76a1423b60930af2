/**
 * @campus/ranking — standing in the loyalty programme as React components: the live ranking, the points table,
 * the campaigns and the points statement with its chart. `@campus/ranking/element` registers them as
 * `<campus-ranking>`, `<campus-points-table>`, `<campus-campaigns>` and `<campus-points-statement>`.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { Ranking } from './ranking/ranking.js';
export type { RankingProps } from './ranking/ranking.js';
export { RankingTable } from './ranking/ranking-table.js';
export type { RankingTableProps } from './ranking/ranking-table.js';
export { PointsTable } from './points-table/points-table.js';
export type { PointsTableProps } from './points-table/points-table.js';
export { Campaigns } from './campaigns/campaigns.js';
export type { CampaignsProps } from './campaigns/campaigns.js';
export { PointsStatement } from './statement/points-statement.js';
export type { PointsStatementProps } from './statement/points-statement.js';
export { PointsChart } from './statement/points-chart.js';
export type { PointsChartProps } from './statement/points-chart.js';
export { rankingStyles } from './ranking.styles.js';
export type { HeadingLevel } from '@campus/ui';

// --- events and messages
export type { CampaignSelectedDetail } from './events.js';
export { RANKING_MESSAGES } from './messages/ranking-messages.js';

// --- pure helpers (the API calls and queries are core's: `fetchRanking`, `loyaltyQueries.ranking` …)
export { rankingAreasOf } from './ranking/ranking-areas.js';
export type { RankingAreaChoice } from './ranking/ranking-areas.js';
export { dailyBalances, niceScale, productDay } from './statement/chart-series.js';
export type { BalanceDay } from './statement/chart-series.js';
export { eventUserIds, LIVE_DEBOUNCE_MS, LIVE_MAX_WAIT_MS, useLiveRanking } from './shared/use-live-ranking.js';
