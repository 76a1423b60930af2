import { useEffect, useId, useState } from 'react';
import { loyaltyQueries } from '@campus/core';
import { REWARDS_PAGE_SIZE } from '@campus/core/api';
import type { RewardQuery } from '@campus/core/api';
import type { RewardWire } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
  Spinner,
  useCampus,
  useCampusStore,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import { useLevelName } from '../header/points-header.js';
import type { Redeemer } from '../redeem/use-redeemer.js';
import { RewardCard } from './reward-card.js';
import { RewardFilters } from './reward-filters.js';
import { DEFAULT_REWARD_SORT } from './reward-sort.js';

/** Props of {@link RewardList}. */
export interface RewardListProps {
  redeemer: Redeemer | undefined;
  onOpen: (reward: RewardWire) => void;
  onRedeem: (reward: RewardWire, trainingDone: boolean | undefined) => void;
  /** Move focus to the list's heading once mounted (back from a detail). */
  focusTitle: boolean;
}

/**
 * The rewards (spec §2 reward store): department and category (kept in the instance's reward store, spec §3
 * Reward state) and sort order sent to `GET /api/rewards/`, a grid of cards with stock and conditions, "load
 * more" past a page, and the loading, empty and error states.
 */
export function RewardList({ redeemer, onOpen, onRedeem, focusTitle }: RewardListProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const headingId = useId();
  const department = useCampusStore('reward', (state) => (state.department === null ? null : Number(state.department)));
  const category = useCampusStore('reward', (state) => (state.category === null ? null : Number(state.category)));
  const [sort, setSort] = useState<RewardQuery['sort']>(DEFAULT_REWARD_SORT);
  const [pages, setPages] = useState(1);
  const query: RewardQuery = { department, category, sort };
  // An empty store is still an answer: its filters and the member's state come with it.
  const rewards = useQuery(loyaltyQueries.rewards(locale, query, pages), { isEmpty: () => false });
  const levels = useQuery(loyaltyQueries.levels(locale));
  const levelName = useLevelName(levels.data);
  const heading = useHeadingFocus(focusTitle);

  const change = (patch: Partial<RewardQuery>) => {
    const state = campus.stores.reward.getState();
    if (patch.department !== undefined) state.selectRewardDepartment(patch.department);
    if (patch.category !== undefined) state.selectRewardCategory(patch.category);
    if (patch.sort !== undefined) setSort(patch.sort);
    setPages(1);
  };
  const data = rewards.data;
  // The answer carries the member's Reward state (spec §3): kept in the instance's reward store for other widgets.
  const user = data?.user;
  useEffect(() => {
    if (user === undefined) return;
    campus.stores.reward.getState().setRewardBalance({
      reward_user_points: user.reward_user_points,
      reward_user_level_id: user.reward_user_level_id,
      reward_user_level_points: user.reward_user_level_points,
    });
  }, [campus, user]);
  const filtered = department !== null || category !== null;

  return (
    <section className="campus-rewards-list" part="rewards" aria-labelledby={headingId}>
      <div className="campus-rewards-list__header">
        <h3 className="campus-rewards__subtitle" id={headingId} ref={heading} tabIndex={-1}>
          {t('rewards.tabs.store')}
        </h3>
        {rewards.isFetching && data !== undefined && <Spinner />}
      </div>
      <RewardFilters query={query} onChange={change} options={data} />
      {data === undefined && rewards.status === 'error' && (
        <ErrorState error={rewards.error} onRetry={rewards.retry} retrying={rewards.isFetching} />
      )}
      {data === undefined && rewards.status !== 'error' && (
        <LoadingRegion className="campus-rewards-list__loading" part="loading">
          {[0, 1, 2].map((index) => (
            <div key={index} className="campus-rewards-list__placeholder">
              <Skeleton shape="rect" />
              <Skeleton lines={3} />
            </div>
          ))}
        </LoadingRegion>
      )}
      {data !== undefined && data.results.length === 0 && (
        <EmptyState
          title={t('rewards.list.empty')}
          description={t(filtered ? 'rewards.list.empty_filtered' : 'rewards.list.empty_none')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => change({ department: null, category: null })}>
                {t('rewards.filters.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {data !== undefined && data.results.length > 0 && (
        <>
          <p className="campus-rewards-list__count" role="status">
            {t('rewards.list.count', { count: data.count })}
          </p>
          <ul className="campus-rewards-list__grid" aria-label={t('rewards.list.label')}>
            {data.results.map((reward) => (
              <li key={String(reward.id)}>
                <RewardCard
                  reward={reward}
                  levelName={levelName}
                  redeemer={redeemer}
                  onOpen={onOpen}
                  onRedeem={onRedeem}
                />
              </li>
            ))}
          </ul>
          {data.count > pages * REWARDS_PAGE_SIZE && (
            <Button variant="secondary" loading={rewards.isFetching} onClick={() => setPages(pages + 1)}>
              {t('rewards.list.load_more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** A heading ref that takes focus once mounted when asked (coming back from a detail). */
function useHeadingFocus(focus: boolean) {
  const [element, setElement] = useState<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focus) element?.focus();
  }, [focus, element]);
  return setElement;
}
