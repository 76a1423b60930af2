import { useId, useMemo } from 'react';
import { loyaltyQueries, queryKeys, selectRankingAreas } from '@campus/core';
import type { QueryKey } from '@campus/core';
import type { CampaignWire, PointsSummary } from '@campus/core/schemas';
import {
  ErrorState,
  formatCalendarDay,
  formatNumber,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  useLocale,
  useQuery,
  useSession,
  useT,
} from '@campus/ui';
import { rankingSignedOut } from '../shared/ranking-signed-out.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { useCampaigns } from '../shared/use-campaigns.js';
import { useLevelName, useLevels } from '../shared/use-levels.js';
import { eventUserIds, useLiveRanking } from '../shared/use-live-ranking.js';
import { dailyBalances, dayStart, productDay, productToday } from './chart-series.js';
import { PointsChart } from './points-chart.js';
import { StatementEntries } from './statement-entries.js';

/** Props of {@link PointsStatement}. */
export interface PointsStatementProps {
  /** The campaign the chart covers; the session's selected campaign, else the active one, when absent. */
  campaignId?: string | number;
  /**
   * Ledger entries per page (1–100).
   * @default 20
   */
  pageSize?: number;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The member's points statement (spec §2 profile "my points, statement"): balance, points pending audit,
 * experience and level, the batches about to expire, a chart of the balance over the campaign (with a table
 * alternative), and the ledger entries — earned, redeemed, reversed, expired, transferred, adjusted — with
 * their source. A `ranking` event naming the member reloads it live.
 */
export function PointsStatement(props: PointsStatementProps) {
  return (
    <SignedInOnly {...rankingSignedOut('statement')}>
      <Statement {...props} />
    </SignedInOnly>
  );
}

/**
 * What a `ranking` event naming the member reloads: the points summary with every statement read below it
 * (`['points', …]`) and the levels (`level_points`).
 */
const MEMBER_POINTS_KEYS: readonly QueryKey[] = [queryKeys.points(), ['levels']];

function Statement({ campaignId, pageSize = 20, headingLevel = 2 }: PointsStatementProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const sub = Math.min(6, headingLevel + 1) as HeadingLevel;
  const size = Math.min(100, Math.max(1, Math.trunc(Number(pageSize)) || 20));
  const myId = useSession((state) => state.id);
  const areas = useSession(selectRankingAreas);
  const summary = useQuery(loyaltyQueries.points());
  const levels = useLevels();
  const levelName = useLevelName(levels.data);
  const campaigns = useCampaigns();
  const wanted = campaignId === undefined || campaignId === '' ? campaigns.currentId : campaignId;
  const campaign = campaigns.choices.find((choice) => String(choice.id) === String(wanted));

  useLiveRanking(areas, (events) =>
    myId !== null && events.some((event) => eventUserIds(event).includes(String(myId))) ? MEMBER_POINTS_KEYS : [],
  );

  return (
    <section className="campus-statement campus-ranking-screen" part="statement" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-ranking__title" part="title">
        {t('ranking.statement.title')}
      </Heading>
      {summary.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={3} />
        </LoadingRegion>
      )}
      {summary.status === 'error' && (
        <ErrorState error={summary.error} onRetry={summary.retry} retrying={summary.isFetching} />
      )}
      {summary.data && (
        <Summary summary={summary.data} levelName={levelName(summary.data.level)} locale={locale} level={sub} />
      )}
      {campaign && <CampaignChart campaign={campaign} locale={locale} />}
      {campaigns.resource.status !== 'loading' && !campaign && (
        <p className="campus-ranking__hint">{t('ranking.statement.chart.no_campaign')}</p>
      )}
      <StatementEntries headingLevel={sub} pageSize={size} />
    </section>
  );
}

interface SummaryProps {
  summary: PointsSummary;
  levelName: string;
  locale: string;
  level: HeadingLevel;
}

function Summary({ summary, levelName, locale, level }: SummaryProps) {
  const t = useT();
  const headingId = useId();
  const facts: [string, string][] = [
    [t('ranking.statement.balance'), formatNumber(summary.balance, locale)],
    [t('ranking.statement.pending_audit'), formatNumber(summary.pending_audit, locale)],
    [t('ranking.statement.experience'), formatNumber(summary.experience_points, locale)],
    [t('ranking.table.level'), `${levelName} · ${formatNumber(summary.level_points, locale)}`],
  ];
  return (
    <section className="campus-statement__summary" part="summary" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="campus-visually-hidden">
        {t('ranking.statement.summary')}
      </Heading>
      <dl className="campus-statement__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="campus-statement__fact" part="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="campus-statement__expiring" part="expiring">
        <Heading level={Math.min(6, level + 1) as HeadingLevel} className="campus-statement__heading">
          {t('ranking.statement.expiring')}
        </Heading>
        {summary.expiring.length === 0 ? (
          <p className="campus-ranking__hint">{t('ranking.statement.no_expiring')}</p>
        ) : (
          <ul>
            {summary.expiring.map((batch) => (
              <li key={batch.expires_on}>
                {t('ranking.statement.expiring_item', {
                  points: formatNumber(batch.points, locale),
                  date: formatCalendarDay(batch.expires_on, locale),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CampaignChart({ campaign, locale }: { campaign: CampaignWire; locale: string }) {
  const t = useT();
  const since = dayStart(campaign.begin_date);
  const history = useQuery(loyaltyQueries.statementSince(since), { isEmpty: () => false });
  // The chart runs to the day the entries were read (in the product's day), not to a later render's clock:
  // the day is taken again only when a new answer arrives.
  const today = useMemo(() => (history.data ? productToday() : ''), [history.data]);
  if (history.status === 'loading') return <Skeleton shape="rect" />;
  if (history.status === 'error' || !history.data) {
    return <ErrorState error={history.error} onRetry={history.retry} retrying={history.isFetching} />;
  }
  const { entries, before, complete } = history.data;
  const oldest = entries[entries.length - 1];
  const from = complete || !oldest ? campaign.begin_date : productDay(oldest.created_at);
  const to = campaign.end_date < today ? campaign.end_date : today;
  const days = dailyBalances(entries, from, to, before?.balance_after ?? 0);
  let note: string | undefined;
  if (from !== campaign.begin_date)
    note = t('ranking.statement.chart.partial', { from: formatCalendarDay(from, locale) });
  else if (entries.length === 0) {
    note = t('ranking.statement.chart.none', { balance: formatNumber(days[0]?.balance ?? 0, locale) });
  }
  return (
    <PointsChart
      title={t('ranking.statement.chart.title', { campaign: campaign.name })}
      days={days}
      locale={locale}
      {...(note === undefined ? {} : { note })}
    />
  );
}
