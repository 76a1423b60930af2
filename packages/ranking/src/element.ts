/**
 * `@campus/ranking/element`: registers `<campus-ranking>`, `<campus-points-table>`, `<campus-campaigns>` and
 * `<campus-points-statement>` (side effect of importing this module). Each renders in an open shadow root with
 * the tokens, the toolkit and the ranking styles adopted as constructable stylesheets.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { Campaigns } from './campaigns/campaigns.js';
import type { CampaignsProps } from './campaigns/campaigns.js';
import type { CampaignSelectedDetail } from './events.js';
import { PointsTable } from './points-table/points-table.js';
import type { PointsTableProps } from './points-table/points-table.js';
import { Ranking } from './ranking/ranking.js';
import type { RankingProps } from './ranking/ranking.js';
import { rankingStyles } from './ranking.styles.js';
import { PointsStatement } from './statement/points-statement.js';
import type { PointsStatementProps } from './statement/points-statement.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const HEADING_LEVEL = {
  description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
  default: 2,
};
const TABLE_PARTS = { table: 'A data table.', row: 'A table row.', 'row-me': 'The member’s own row (with `row`).' };

const RANKING_DOCS: ElementDocs<RankingProps> = {
  description:
    'The programme ranking: campaign and area selection, positions with points and level, the member’s own row ' +
    'highlighted and kept in view (even outside the top), updated live from the realtime channel.',
  attributes: {
    campaignId: {
      description:
        'The campaign shown first (`campaign-id`); unset: the session’s selected campaign, else the active one.',
      default: undefined,
    },
    area: {
      description: 'The area shown first: `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`.',
      default: 'client',
    },
    limit: { description: 'How many top positions to list (1–200).', default: 50 },
    headingLevel: HEADING_LEVEL,
  },
  parts: {
    ranking: 'The whole widget.',
    title: 'The heading.',
    controls: 'The campaign and area selects.',
    me: 'The sentence with the member’s position and points.',
    scroll: 'The scrolling box around the table.',
    gap: 'The row between the top and the member’s own row when outside it.',
    loading: 'The placeholder of the first load.',
    ...TABLE_PARTS,
  },
  cssProperties: {
    '--campus-ranking-list-height': {
      description: 'Height of the scrolling ranking.',
      default: 'min(60vh, 32 * var(--campus-rem))',
    },
    '--campus-ranking-highlight': {
      description: 'Background of the member’s own row.',
      default: 'var(--campus-color-info-surface)',
    },
  },
};

const POINTS_TABLE_DOCS: ElementDocs<PointsTableProps> = {
  description:
    'What earns points: products with their points per SKU, store photo types with theirs, and the levels with ' +
    'thresholds, multipliers and benefits (the member’s level marked).',
  attributes: { headingLevel: HEADING_LEVEL },
  parts: {
    'points-table': 'The whole widget.',
    title: 'The heading.',
    section: 'One part: levels, products or photo types.',
    'level-points': 'The member’s level points in the campaign.',
    ...TABLE_PARTS,
  },
  cssProperties: {},
};

const CAMPAIGNS_DOCS: ElementDocs<CampaignsProps> = {
  description:
    'The active and previous campaigns with their begin and end dates, and selecting the current one (kept by the ' +
    'server and in the session’s `selected_campaign_id`, which the other loyalty widgets follow).',
  attributes: { headingLevel: HEADING_LEVEL },
  events: {
    onCampaignSelected:
      'A campaign was selected: `detail` is `{ id, name, begin_date, end_date }`. The session already holds it.',
  },
  parts: {
    campaigns: 'The whole widget.',
    title: 'The heading.',
    campaign: 'One campaign.',
    'campaign-selected': 'The selected campaign (with `campaign`).',
    'campaign-period': 'A campaign’s begin and end dates.',
    feedback: 'The outcome of a selection (done or the error).',
    loading: 'The placeholder of the first load.',
  },
  cssProperties: {},
};

const STATEMENT_DOCS: ElementDocs<PointsStatementProps> = {
  description:
    'The member’s points statement: balance, points pending audit, experience and level, expiring batches, a chart ' +
    'of the balance over the campaign with a table alternative, and the ledger entries with their source.',
  attributes: {
    campaignId: {
      description: 'The campaign the chart covers (`campaign-id`); unset: the selected campaign, else the active one.',
      default: undefined,
    },
    pageSize: { description: 'Ledger entries per page (1–100, `page-size`).', default: 20 },
    headingLevel: HEADING_LEVEL,
  },
  parts: {
    statement: 'The whole widget.',
    title: 'The heading.',
    summary: 'Balance, pending audit, experience and level.',
    fact: 'One figure of the summary.',
    expiring: 'The batches about to expire.',
    chart: 'The chart figure.',
    'chart-svg': 'The SVG plot.',
    'chart-data': 'The disclosure with the chart’s data table.',
    entries: 'The ledger entries with their filter and pages.',
    loading: 'A placeholder while loading.',
    ...TABLE_PARTS,
  },
  cssProperties: {
    '--campus-ranking-chart-height': {
      description: 'Height of the chart’s plot.',
      default: 'calc(12 * var(--campus-rem))',
    },
  },
};

defineElement<RankingProps>('campus-ranking', Ranking, {
  attributes: { campaignId: 'string', area: 'string', limit: 'number', headingLevel: 'number' },
  styles: [rankingStyles],
  ...(withDocs ? { docs: RANKING_DOCS } : {}),
});

defineElement<PointsTableProps>('campus-points-table', PointsTable, {
  attributes: { headingLevel: 'number' },
  styles: [rankingStyles],
  ...(withDocs ? { docs: POINTS_TABLE_DOCS } : {}),
});

defineElement<CampaignsProps>('campus-campaigns', Campaigns, {
  attributes: { headingLevel: 'number' },
  events: { onCampaignSelected: 'campus-campaign-selected' },
  styles: [rankingStyles],
  ...(withDocs ? { docs: CAMPAIGNS_DOCS } : {}),
});

defineElement<PointsStatementProps>('campus-points-statement', PointsStatement, {
  attributes: { campaignId: 'string', pageSize: 'number', headingLevel: 'number' },
  styles: [rankingStyles],
  ...(withDocs ? { docs: STATEMENT_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-ranking': HTMLElement & { campaignId?: string; area?: string; limit?: number; headingLevel?: number };
    'campus-points-table': HTMLElement & { headingLevel?: number };
    'campus-campaigns': HTMLElement & { headingLevel?: number };
    'campus-points-statement': HTMLElement & { campaignId?: string; pageSize?: number; headingLevel?: number };
  }
}

export type { CampaignSelectedDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
