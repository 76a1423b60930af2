/**
 * @campus/ranking — standing in the loyalty programme as React components: the live ranking, the points table,
 * the campaigns and the points statement with its chart. `@campus/ranking/element` registers them as
 * `<campus-ranking>`, `<campus-points-table>`, `<campus-campaigns>` and `<campus-points-statement>`.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { Ranking } from './ranking/ranking';
export type { RankingProps } from './ranking/ranking';
export { RankingTable } from './ranking/ranking-table';
export type { RankingTableProps } from './ranking/ranking-table';
export { PointsTable } from './points-table/points-table';
export type { PointsTableProps } from './points-table/points-table';
export { Campaigns } from './campaigns/campaigns';
export type { CampaignsProps } from './campaigns/campaigns';
export { PointsStatement } from './statement/points-statement';
export type { PointsStatementProps } from './statement/points-statement';
export { PointsChart } from './statement/points-chart';
export type { PointsChartProps } from './statement/points-chart';
export { rankingStyles } from './ranking.styles';
export type { HeadingLevel } from './shared/heading';

// --- events and messages
export type { CampaignSelectedDetail } from './events';
export { RANKING_MESSAGES } from './messages/ranking-messages';

// --- pure helpers (the API calls and queries are core's: `fetchRanking`, `loyaltyQueries.ranking` …)
export { rankingAreasOf } from './ranking/ranking-areas';
export type { RankingAreaChoice } from './ranking/ranking-areas';
export { dailyBalances, niceScale, productDay } from './statement/chart-series';
export type { BalanceDay } from './statement/chart-series';
export { LIVE_DEBOUNCE_MS, LIVE_MAX_WAIT_MS } from './shared/use-live-ranking';
