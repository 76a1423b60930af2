import type { RewardSort } from '@campus/core/api';

/** The order the store lists rewards in until the member picks another (and the order `warmRewardStore` asks for). */
export const DEFAULT_REWARD_SORT: RewardSort = 'newest';
