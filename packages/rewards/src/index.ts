/**
 * @campus/rewards — the reward store of the loyalty programme as React components: the member's balance and
 * level, rewards with departments, categories, sorting, stock and details, the redeem confirmation with the
 * rules of `checkRedemption`, and my orders (spec §2, §3, §5, §8); and the points transfer to the partner
 * programme (§1, §5, §6, §8, §9). `@campus/rewards/element` registers them as `<campus-reward-store>` and
 * `<campus-points-transfer>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { RewardStore } from './store/reward-store.js';
export type { RewardStoreProps, RewardStoreView } from './store/reward-store.js';
export { RewardDetail } from './detail/reward-detail.js';
export type { RewardDetailProps } from './detail/reward-detail.js';
export { PointsHeader } from './header/points-header.js';
export { MyOrders } from './orders/my-orders.js';
export type { MyOrdersProps } from './orders/my-orders.js';
export { RedeemDialog } from './redeem/redeem-dialog.js';
export type { RedeemDialogProps } from './redeem/redeem-dialog.js';
export { rewardsStyles } from './store/reward-store.styles.js';
export { PointsTransfer } from './transfer/points-transfer.js';
export type { PointsTransferProps } from './transfer/points-transfer.js';
export { transferStyles } from './transfer/transfer.styles.js';
export { warmRewardStore } from './store/warm-reward-store.js';

// --- events and messages
export type { RewardOpenDetail, RewardRedeemedDetail } from './events.js';
export type { PointsTransferredDetail } from './transfer/transfer-events.js';
export { REWARDS_MESSAGES } from './messages/rewards-messages.js';

// --- redemption and transfer rules of the screens (the API calls are core's: `redeemReward`, `transferPoints` …)
export { blockerMessageKey, redemptionBlockers, unitsInCategory } from './redeem/redemption-blockers.js';
export type { RedeemerState, RedemptionBlocker } from './redeem/redemption-blockers.js';
export { redeemErrorMessage } from './redeem/redeem-error.js';
export { transferFailure } from './transfer/transfer-error.js';
export type { TransferFailure, TransferErrorPlace } from './transfer/transfer-error.js';
