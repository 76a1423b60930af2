import { codeMessageKey } from '@campus/core';
import { checkRedemption, reachesLevel } from '@campus/core/rules';
import type { CampusI18n } from '@campus/core';
import type { OrderWire, RewardWire } from '@campus/core/schemas';
import type { Level, RedemptionError } from '@campus/core/rules';

/** Why a redemption cannot be asked for: core's `checkRedemption` codes plus the reward's level (server first). */
export type RedemptionBlocker = RedemptionError | 'reward_level_required';

/** What the member brings to a redemption (spec §5 Redemption). */
export interface RedeemerState {
  /** Points that can be spent now. */
  balance: number;
  /** The member's level in the active campaign. */
  level: Level;
  /** The member's orders: units of orders not reproved count against a category maximum. */
  orders: readonly OrderWire[];
  /**
   * Whether the reward's mandatory training is finished; `undefined` while unknown (not read yet, or not
   * readable), when the server decides.
   */
  trainingDone: boolean | undefined;
}

/** Units the member holds in a category: orders not reproved (as the server counts them). */
export function unitsInCategory(orders: readonly OrderWire[], categoryId: number): number {
  return orders
    .filter((order) => order.status !== 'reproved' && Number(order.reward.category_id) === categoryId)
    .reduce((total, order) => total + order.quantity, 0);
}

/**
 * Everything that stops `quantity` units of `reward` being redeemed, in the order the server reports them:
 * `reward_level_required`, then core's `checkRedemption` (`invalid_quantity`, `insufficient_points`,
 * `out_of_stock`, `category_limit_reached`, `training_required`). Empty when the request may be sent; the
 * server still decides (and may answer `redemption_pending_audit`, which only it can know).
 */
export function redemptionBlockers(reward: RewardWire, quantity: number, state: RedeemerState): RedemptionBlocker[] {
  const blockers: RedemptionBlocker[] = [];
  if (!reachesLevel(state.level, reward.minimum_level)) blockers.push('reward_level_required');
  blockers.push(
    ...checkRedemption({
      balance: state.balance,
      cost: reward.cost,
      quantity,
      stock: reward.stock,
      redeemedInCategory: unitsInCategory(state.orders, Number(reward.category.id)),
      categoryMax: reward.category_max,
      mandatoryTrainingDone: state.trainingDone ?? true,
    }),
  );
  return blockers;
}

/**
 * The message key of a blocker, by core's rule for codes: the spec §8 texts are core's `errors.*`; the level one
 * is the package's `rewards.errors.reward_level_required`.
 */
export function blockerMessageKey(i18n: CampusI18n, blocker: RedemptionBlocker): string {
  return codeMessageKey(i18n, blocker, 'rewards') ?? `errors.${blocker}`;
}
