import { useEffect, useId, useRef } from 'react';
import { httpErrorOf, loyaltyQueries } from '@campus/core';
import type { RewardWire } from '@campus/core/schemas';
import { Button, CoverImage, EmptyState, ErrorState, Skeleton, useLocale, useQuery, useT } from '@campus/ui';
import { RewardBadges } from '../list/reward-badges.js';
import { useLevelName } from '../header/points-header.js';
import { RedeemAction } from '../list/redeem-action.js';
import { RewardFacts } from '../list/reward-facts.js';
import type { Redeemer } from '../redeem/use-redeemer.js';

/** Props of {@link RewardDetailView}. */
export interface RewardDetailViewProps {
  rewardId: number | null;
  redeemer: Redeemer | undefined;
  onRedeem: (reward: RewardWire, trainingDone: boolean | undefined) => void;
  onBack: (() => void) | undefined;
  /** Move focus to the title once shown (after navigating, not on the page's first render). */
  focusTitle: boolean;
}

/**
 * One reward (`GET /api/rewards/{id}/`, route `reward-store/details/{id}/`): cover, department and category,
 * description, cost, stock, conditions and "Resgatar" with the reasons it is off. Loading, error with retry
 * and not-found states.
 */
export function RewardDetailView({ rewardId, redeemer, onRedeem, onBack, focusTitle }: RewardDetailViewProps) {
  const t = useT();
  const titleId = useId();
  const locale = useLocale();
  const reward = useQuery(rewardId === null ? null : loyaltyQueries.reward(locale, rewardId));
  const levels = useQuery(loyaltyQueries.levels(locale));
  const levelName = useLevelName(levels.data);
  const title = useRef<HTMLHeadingElement>(null);
  const shown = reward.data;
  useEffect(() => {
    if (focusTitle && shown !== undefined) title.current?.focus();
  }, [focusTitle, shown]);

  const back = onBack && (
    <Button variant="secondary" onClick={onBack}>
      {t('rewards.reward.back')}
    </Button>
  );
  if (rewardId === null || (reward.status === 'error' && shown === undefined && isNotFound(reward.error))) {
    return (
      <div className="campus-rewards-detail" part="detail">
        {back}
        <EmptyState title={t('errors.not_found_or_forbidden')} />
      </div>
    );
  }
  if (shown === undefined) {
    return (
      <div className="campus-rewards-detail" part="detail" aria-busy={reward.status !== 'error'}>
        {back}
        {reward.status === 'error' ? (
          <ErrorState error={reward.error} onRetry={reward.retry} retrying={reward.isFetching} />
        ) : (
          <>
            <p className="campus-visually-hidden">{t('ui.loading')}</p>
            <Skeleton shape="rect" />
            <Skeleton lines={3} />
          </>
        )}
      </div>
    );
  }
  return (
    <article className="campus-rewards-detail" part="detail" aria-labelledby={titleId}>
      {back}
      <div className="campus-rewards-detail__layout">
        <CoverImage path={shown.image} className="campus-rewards-detail__image" part="detail-image" />
        <div className="campus-rewards-detail__body">
          <RewardBadges reward={shown} />
          <h3 className="campus-rewards-detail__title" part="detail-title" id={titleId} ref={title} tabIndex={-1}>
            {shown.name}
          </h3>
          {shown.description !== '' && <p className="campus-rewards-detail__description">{shown.description}</p>}
          <RewardFacts reward={shown} levelName={levelName} />
          <div className="campus-rewards-reward__actions" part="reward-actions">
            <RedeemAction reward={shown} redeemer={redeemer} onRedeem={onRedeem} />
          </div>
        </div>
      </div>
    </article>
  );
}

const isNotFound = (error: unknown) => httpErrorOf(error)?.status === 404;

/** A positive whole id from an attribute or prop, else null. */
export function rewardIdOf(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
