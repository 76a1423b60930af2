import type { Campus } from '@campus/core';
import { resourceCacheFor } from '@campus/ui';
import type { ResourceFetcher } from '@campus/ui';
import { DEFAULT_REWARD_SORT } from './rewards-api';
import { levelsResource, ordersResource, pointsResource, rewardListResource } from './use-rewards-resources';

/**
 * Starts the requests `<RewardStore>` makes when it opens (balance, levels, orders and the first page of rewards
 * with the instance's department and category), into the shared resource cache under the keys its components use.
 * A host that knows the store is about to show (the site, on the reward-store route, once membership is known)
 * calls it so the requests run while the store's code loads; the store then finds them running or answered.
 */
export function warmRewardStore(campus: Campus): void {
  const cache = resourceCacheFor(campus);
  const locale = campus.i18n.language;
  const reward = campus.stores.reward.getState();
  const list = rewardListResource(
    locale,
    {
      department: reward.department === null ? null : Number(reward.department),
      category: reward.category === null ? null : Number(reward.category),
      sort: DEFAULT_REWARD_SORT,
    },
    1,
  );
  for (const resource of [pointsResource(), levelsResource(locale), ordersResource(locale), list]) {
    cache.load(
      resource.key,
      resource.fetcher as ResourceFetcher<unknown>,
      resource.staleTime === undefined ? {} : { staleTime: resource.staleTime },
    );
  }
}
