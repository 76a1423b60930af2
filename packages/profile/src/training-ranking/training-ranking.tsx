import { useId, useState } from 'react';
import { accountQueries, loyaltyQueries, profileQueries, queryKeys } from '@campus/core';
import { isProgrammeMember } from '@campus/core/rules';
import type { RankingEvent } from '@campus/core';
import type { TrainingRankingEntry } from '@campus/core/schemas';
import {
  EmptyState,
  ErrorState,
  formatNumber,
  Heading,
  LoadingRegion,
  Select,
  Skeleton,
  useLocale,
  usePackageMessages,
  useParams,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { rankingAreasOf, useLiveRanking } from '@campus/ranking';
import type { RankingAreaChoice } from '@campus/ranking';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';

/** Props of {@link TrainingRanking}. */
export interface TrainingRankingProps {
  /** How many top positions to list (1–200); the learner's own line is added when outside them. @default 50 */
  limit?: number;
  /** The level of the heading. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The training ranking (spec §1 ranking, §2 profile "ranking"): every learner of the client by score in trainings
 * (`group_training_use_score`) or by completed trainings, the learner's own row highlighted and kept in view (after
 * a gap row when outside the top), live through realtime `ranking` events. Renders nothing when `has_ranking` is
 * off.
 */
export function TrainingRanking(props: TrainingRankingProps) {
  const hasRanking = useParams((state) => state.client?.has_ranking === true);
  if (!hasRanking) return null;
  return <TrainingRankingBoard {...props} />;
}

function TrainingRankingBoard({ limit = 50, headingLevel = 2 }: TrainingRankingProps) {
  usePackageMessages(PROFILE_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const [area, setArea] = useState('client');
  const size = Math.min(200, Math.max(1, Math.trunc(Number(limit)) || 50));
  const board = useQuery(profileQueries.trainingRanking({ area, limit: size }), {
    isEmpty: (data: { results: readonly unknown[]; me: unknown }) => data.results.length === 0 && data.me === null,
  });
  const data = board.data;
  useLiveRanking(data ? [data.realtime_area] : [], (events: readonly RankingEvent[]) =>
    events.some((event) => (event.data as { kind?: unknown }).kind === 'training') ? [queryKeys.trainingRanking()] : [],
  );
  // Programme members may narrow the ranking to their state, retail chain or store (the loyalty ranking's areas,
  // from the stores they can see); other learners rank in the whole client.
  const me = useQuery(accountQueries.me());
  const member = me.data !== undefined && isProgrammeMember(me.data);
  const stores = useQuery(member ? loyaltyQueries.stores() : null);
  const areas = rankingAreasOf(stores.data);
  const areaLabel = (choice: RankingAreaChoice) =>
    choice.kind === 'client'
      ? t('profile.ranking.area_client')
      : t(`profile.ranking.area_${choice.kind}`, { name: choice.name });
  const chosen = areas.find((choice) => choice.value === area) ?? areas[0];
  const valueLabel = data?.basis === 'score' ? t('profile.ranking.score') : t('profile.ranking.completed');
  const caption = t('profile.ranking.caption', { area: chosen ? areaLabel(chosen) : '' });
  const meId = data?.me ? String(data.me.user.id) : undefined;
  const inTop = meId !== undefined && (data?.results ?? []).some((entry) => String(entry.user.id) === meId);
  const row = (entry: TrainingRankingEntry) => {
    const mine = String(entry.user.id) === meId;
    return (
      <tr
        key={String(entry.user.id)}
        aria-current={mine ? 'true' : undefined}
        className={mine ? 'campus-profile-ranking__row--me' : undefined}
      >
        <td>{entry.position}</td>
        <th scope="row">
          {entry.user.full_name}
          {mine && ` (${t('profile.ranking.you')})`}
        </th>
        <td>{formatNumber(entry.value, locale)}</td>
      </tr>
    );
  };
  return (
    <section className="campus-profile-ranking" part="training-ranking" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('profile.ranking.title')}
      </Heading>
      {areas.length > 1 && (
        <Select
          label={t('profile.ranking.area')}
          placeholder={false}
          value={area}
          options={areas.map((choice) => ({ value: choice.value, label: areaLabel(choice) }))}
          onChange={(event) => setArea(event.target.value)}
        />
      )}
      {board.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={6} />
        </LoadingRegion>
      )}
      {board.status === 'error' && <ErrorState error={board.error} onRetry={board.retry} retrying={board.isFetching} />}
      {board.status === 'empty' && (
        <EmptyState title={t('profile.ranking.empty_title')} description={t('profile.ranking.empty_description')} />
      )}
      {board.status === 'success' && data && (
        <>
          <p role="status">
            {data.me === null
              ? t('profile.ranking.me_unranked')
              : t('profile.ranking.me_ranked', {
                  position: data.me.position,
                  value: `${formatNumber(data.me.value, locale)} (${valueLabel})`,
                })}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container needs keyboard focus */}
          <div role="region" tabIndex={0} aria-label={caption} className="campus-profile-ranking__scroll">
            <table>
              <caption className="campus-visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('profile.ranking.position')}</th>
                  <th scope="col">{t('profile.ranking.learner')}</th>
                  <th scope="col">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map(row)}
                {data.me !== null && !inTop && (
                  <>
                    <tr>
                      <td colSpan={3}>
                        <span aria-hidden="true">⋯</span>
                        <span className="campus-visually-hidden">{t('profile.ranking.gap')}</span>
                      </td>
                    </tr>
                    {row(data.me)}
                  </>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
