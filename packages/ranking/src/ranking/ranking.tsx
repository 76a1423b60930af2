import { useEffect, useId, useRef, useState } from 'react';
import { isCampusError, loyaltyQueries, queryKeys } from '@campus/core';
import type { RankingEvent } from '@campus/core';
import type { RankingResponse } from '@campus/core/schemas';
import {
  EmptyState,
  ErrorState,
  formatNumber,
  LoadingRegion,
  Select,
  SignedInOnly,
  Skeleton,
  Spinner,
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
import { useLiveRanking } from '../shared/use-live-ranking.js';
import { rankingAreasOf } from './ranking-areas.js';
import type { RankingAreaChoice } from './ranking-areas.js';
import { RankingTable } from './ranking-table.js';
import { ScrollRegion } from '../shared/scroll-region.js';

/** Props of {@link Ranking}. */
export interface RankingProps {
  /** The campaign shown first; the session's selected campaign, else the active one, when absent. */
  campaignId?: string | number;
  /**
   * The area shown first: `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`.
   * @default 'client'
   */
  area?: string;
  /**
   * How many top positions to list (1–200); the member's own line is added when outside them.
   * @default 50
   */
  limit?: number;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

const DEFAULT_LIMIT = 50;

/**
 * The programme ranking (spec §1 ranking, §3 ranking areas): campaign and area selection, positions with
 * points and level, the member's own row highlighted and kept in view (even outside the top), and live
 * updates — a `ranking` event on the realtime channel reloads the board through the shared cache, once per
 * burst, with no page reload.
 */
export function Ranking(props: RankingProps) {
  return (
    <SignedInOnly {...rankingSignedOut('ranking')}>
      <RankingBoard {...props} />
    </SignedInOnly>
  );
}

function RankingBoard({
  campaignId,
  area: initialArea = 'client',
  limit = DEFAULT_LIMIT,
  headingLevel = 2,
}: RankingProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const sessionCampaign = useSession((state) => state.selected_campaign_id);
  const campaigns = useCampaigns();
  const stores = useQuery(loyaltyQueries.stores());
  const levels = useLevels();
  const levelName = useLevelName(levels.data);
  const [chosenCampaign, setChosenCampaign] = useState<string | undefined>();
  const [area, setArea] = useState(initialArea);
  const size = Math.min(200, Math.max(1, Math.trunc(Number(limit)) || DEFAULT_LIMIT));

  // The server picks the active campaign when none is asked for, and says which it was (`campaign_id`).
  const requested = chosenCampaign ?? (campaignId === undefined || campaignId === '' ? undefined : String(campaignId));
  const campaign = requested ?? (sessionCampaign === null ? undefined : String(sessionCampaign));
  const board = useQuery(loyaltyQueries.ranking({ campaign, area, limit: size }), {
    isEmpty: (data: RankingResponse) => data.results.length === 0 && data.me === null,
  });
  const data = board.data;

  useLiveRanking(data ? [data.realtime_area] : [], (events: readonly RankingEvent[]) =>
    events.some((event) => {
      const changed = (event.data as { campaign_id?: unknown }).campaign_id;
      return changed === undefined || String(changed) === String(data?.campaign_id);
    })
      ? [queryKeys.ranking()]
      : [],
  );

  const announcement = useMoveAnnouncement(data, `${campaign ?? ''}|${area}`);
  const areas = rankingAreasOf(stores.data);
  if (!areas.some((choice) => choice.value === area)) areas.push({ value: area, kind: 'client', name: area });
  const areaLabel = (choice: RankingAreaChoice) =>
    choice.kind === 'client' && choice.value === 'client'
      ? t('ranking.areas.client')
      : choice.kind === 'client'
        ? choice.value
        : t(`ranking.areas.${choice.kind}`, { name: choice.name });
  const shownCampaign = requested ?? (data ? String(data.campaign_id) : (campaign ?? ''));
  const campaignName =
    campaigns.choices.find((choice) => String(choice.id) === shownCampaign)?.name ?? t('ranking.campaign');
  const noActive = board.status === 'error' && isCampusError(board.error) && board.error.code === 'no_active_campaign';

  return (
    <section className="campus-ranking campus-ranking-screen" part="ranking" aria-labelledby={headingId}>
      <div className="campus-ranking__header">
        <Heading level={headingLevel} id={headingId} className="campus-ranking__title" part="title">
          {t('ranking.title')}
        </Heading>
        {board.isFetching && board.status !== 'loading' && <Spinner />}
      </div>
      <div className="campus-ranking__controls" part="controls">
        {campaigns.choices.length > 0 && (
          <Select
            label={t('ranking.campaign')}
            placeholder={false}
            value={shownCampaign}
            options={campaigns.choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
            onChange={(event) => setChosenCampaign(event.target.value)}
          />
        )}
        <Select
          label={t('ranking.area')}
          placeholder={false}
          value={area}
          options={areas.map((choice) => ({ value: choice.value, label: areaLabel(choice) }))}
          onChange={(event) => setArea(event.target.value)}
        />
      </div>
      <p className="campus-visually-hidden" role="status">
        {announcement}
      </p>
      {board.status === 'loading' && (
        <LoadingRegion className="campus-ranking__loading" part="loading">
          <Skeleton lines={6} />
        </LoadingRegion>
      )}
      {noActive && (
        <EmptyState
          title={t('ranking.no_active_campaign.title')}
          description={t('ranking.no_active_campaign.description')}
        />
      )}
      {board.status === 'error' && !noActive && (
        <ErrorState error={board.error} onRetry={board.retry} retrying={board.isFetching} />
      )}
      {board.status === 'empty' && (
        <EmptyState title={t('ranking.empty.title')} description={t('ranking.empty.description')} />
      )}
      {board.status === 'success' && data && (
        <>
          <p className="campus-ranking__me" part="me">
            {data.me === null
              ? t('ranking.me.unranked')
              : t('ranking.me.ranked', { position: data.me.position, points: formatNumber(data.me.points, locale) })}
          </p>
          <ScrollRegion
            className="campus-ranking__scroll"
            part="scroll"
            aria-label={t('ranking.table.caption', {
              campaign: campaignName,
              area: areaLabelOf(areas, area, areaLabel),
            })}
          >
            <RankingTable
              caption={t('ranking.table.caption', {
                campaign: campaignName,
                area: areaLabelOf(areas, area, areaLabel),
              })}
              results={data.results}
              me={data.me}
              levelName={levelName}
              locale={locale}
            />
          </ScrollRegion>
        </>
      )}
    </section>
  );
}

function areaLabelOf(
  areas: readonly RankingAreaChoice[],
  value: string,
  label: (choice: RankingAreaChoice) => string,
): string {
  const choice = areas.find((entry) => entry.value === value);
  return choice ? label(choice) : value;
}

/**
 * What the status region says after a live reload of the same board: the member's new position when it
 * moved, else that the ranking was updated. Nothing on the first load or after choosing another board.
 */
function useMoveAnnouncement(data: RankingResponse | undefined, board: string): string {
  const t = useT();
  const last = useRef<{ board: string; data: RankingResponse } | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!data) return;
    const previous = last.current;
    last.current = { board, data };
    if (!previous || previous.board !== board || previous.data === data) {
      setText('');
      return;
    }
    const before = previous.data.me?.position;
    const now = data.me?.position;
    setText(
      now !== undefined && now !== before ? t('ranking.live.moved', { position: now }) : t('ranking.live.updated'),
    );
  }, [data, board, t]);
  return text;
}
