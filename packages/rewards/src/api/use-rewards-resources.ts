import type { LevelsResponse, OrderWire, PointsSummary, RewardsResponse, RewardWire } from '@campus/core';
import { invalidateResources, useLocale, useResource } from '@campus/ui';
import type { ResourceFetcher, ResourceKey, ResourceState } from '@campus/ui';
import type { Campus } from '@campus/core';
import { fetchAllOrders, fetchLevels, fetchPoints, fetchReward, fetchRewards, fetchTrainingDone } from './rewards-api';
import type { RewardQuery } from './rewards-api';

/**
 * The resource keys of the package all start with `rewards`, so one invalidation after a redemption reloads
 * the balance, the stock and the orders everywhere they are shown.
 */
export const REWARDS_KEY = 'rewards';

/** Reloads everything the reward store shows (after a redemption). */
export function invalidateRewards(campus: Campus): void {
  invalidateResources(campus, [REWARDS_KEY]);
}

/**
 * One request of the store: its cache key, how it loads and how long an answer stays fresh. The hooks below and
 * `warmRewardStore` both use these, so a request a host starts early is the very entry the store subscribes to.
 */
export interface RewardsResource<T> {
  readonly key: ResourceKey;
  readonly fetcher: ResourceFetcher<T>;
  readonly staleTime?: number;
}

/** `GET /api/points/`: balance, level, level points. */
export function pointsResource(): RewardsResource<PointsSummary> {
  return { key: [REWARDS_KEY, 'points'], fetcher: ({ campus, signal }) => fetchPoints(campus, signal) };
}

/** `GET /api/levels/` in one language (level names are localized). */
export function levelsResource(locale: string): RewardsResource<LevelsResponse> {
  return {
    key: [REWARDS_KEY, 'levels', locale],
    fetcher: ({ campus, signal }) => fetchLevels(campus, signal),
    staleTime: 5 * 60_000,
  };
}

/** The member's orders, every page, in one language (reward names are localized). */
export function ordersResource(locale: string): RewardsResource<OrderWire[]> {
  return { key: [REWARDS_KEY, 'orders', locale], fetcher: ({ campus, signal }) => fetchAllOrders(campus, signal) };
}

/** Pages 1…`pages` of the rewards for a query, in one language. */
export function rewardListResource(
  locale: string,
  query: RewardQuery,
  pages: number,
): RewardsResource<RewardsResponse> {
  const { department, category, sort } = query;
  return {
    key: [REWARDS_KEY, 'list', locale, { department, category, sort }, pages],
    fetcher: ({ campus, signal }) => fetchRewards(campus, query, pages, signal),
  };
}

const useRewardsResource = <T>(resource: RewardsResource<T>): ResourceState<T> =>
  useResource(
    resource.key,
    resource.fetcher,
    resource.staleTime === undefined ? {} : { staleTime: resource.staleTime },
  );

/** `GET /api/points/` through the shared cache. */
export function usePoints(): ResourceState<PointsSummary> {
  return useRewardsResource(pointsResource());
}

/** `GET /api/levels/` through the shared cache (level names are localized). */
export function useLevels(): ResourceState<LevelsResponse> {
  return useRewardsResource(levelsResource(useLocale()));
}

/** The member's orders, every page (reward names are localized). */
export function useOrders(): ResourceState<OrderWire[]> {
  return useRewardsResource(ordersResource(useLocale()));
}

/** `GET /api/rewards/{id}/` through the shared cache. */
export function useReward(id: number | null): ResourceState<RewardWire> {
  const locale = useLocale();
  return useResource(id === null ? null : [REWARDS_KEY, 'reward', locale, id], ({ campus, signal }) =>
    fetchReward(campus, id ?? 0, signal),
  );
}

/**
 * Whether the member finished a reward's mandatory training (`true` when it has none); `undefined` while it
 * is read or when it cannot be.
 */
export function useTrainingDone(reward: RewardWire | undefined): boolean | undefined {
  const id = reward?.mandatory_training?.id;
  const training = useResource(
    id === undefined ? null : [REWARDS_KEY, 'training', String(id)],
    ({ campus, signal }) => fetchTrainingDone(campus, Number(id), signal),
    { isEmpty: () => false },
  );
  if (reward === undefined) return undefined;
  if (id === undefined) return true;
  return training.data;
}
