import type { RedeemResponse } from '@campus/core/schemas';

/**
 * What `campus-redeemed` carries: the order just placed (spec §3 Reward order, `awaiting_approval`) with the
 * member's balance left — the answer of `POST /api/rewards/{id}/redeem/`.
 */
export type RewardRedeemedDetail = RedeemResponse;

/** What `campus-reward-open` carries: the reward whose detail a person opened (route `reward-store/details/{id}/`). */
export interface RewardOpenDetail {
  id: number | string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A reward was redeemed: `detail` is the order with the balance left. Bubbles and is composed. */
    'campus-redeemed': CustomEvent<RewardRedeemedDetail>;
    /**
     * A person opened a reward's detail; a host that routes goes to `reward-store/details/{id}/` (the element
     * shows the detail in place either way). Bubbles and is composed.
     */
    'campus-reward-open': CustomEvent<RewardOpenDetail>;
  }
}
