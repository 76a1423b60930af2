import { loyaltyQueries } from '@campus/core';
import type { Campus } from '@campus/core';
import { DEFAULT_REWARD_SORT } from '../list/reward-sort.js';

/**
 * Starts the requests `<RewardStore>` makes when it opens (balance, levels, orders and the first page of rewards
 * with the instance's department and category) into the instance's query cache, with the very query definitions
 * its components use. A host that knows the store is about to show (the site, on the reward-store route, once
 * membership is known) calls it so the requests run while the store's code loads; the store then finds them
 * running or answered.
 */
export function warmRewardStore(campus: Campus): void {
  const locale = campus.i18n.language;
  const reward = campus.stores.reward.getState();
  const filter = {
    department: reward.department === null ? null : Number(reward.department),
    category: reward.category === null ? null : Number(reward.category),
    sort: DEFAULT_REWARD_SORT,
  };
  campus.query.prefetch(loyaltyQueries.points());
  campus.query.prefetch(loyaltyQueries.levels(locale));
  campus.query.prefetch(loyaltyQueries.orders(locale));
  campus.query.prefetch(loyaltyQueries.rewards(locale, filter, 1));
}
