import type { LevelsResponse, OrderWire, PointsSummary, RewardWire } from '@campus/core';
import { invalidateResources, useLocale, useResource } from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import type { Campus } from '@campus/core';
import { fetchAllOrders, fetchLevels, fetchPoints, fetchReward, fetchTrainingDone } from './rewards-api';

/**
 * The resource keys of the package all start with `rewards`, so one invalidation after a redemption reloads
 * the balance, the stock and the orders everywhere they are shown.
 */
export const REWARDS_KEY = 'rewards';

/** Reloads everything the reward store shows (after a redemption). */
export function invalidateRewards(campus: Campus): void {
  invalidateResources(campus, [REWARDS_KEY]);
}

/** `GET /api/points/` through the shared cache. */
export function usePoints(): ResourceState<PointsSummary> {
  return useResource([REWARDS_KEY, 'points'], ({ campus, signal }) => fetchPoints(campus, signal));
}

/** `GET /api/levels/` through the shared cache (level names are localized). */
export function useLevels(): ResourceState<LevelsResponse> {
  const locale = useLocale();
  return useResource([REWARDS_KEY, 'levels', locale], ({ campus, signal }) => fetchLevels(campus, signal), {
    staleTime: 5 * 60_000,
  });
}

/** The member's orders, every page (reward names are localized). */
export function useOrders(): ResourceState<OrderWire[]> {
  const locale = useLocale();
  return useResource([REWARDS_KEY, 'orders', locale], ({ campus, signal }) => fetchAllOrders(campus, signal));
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
