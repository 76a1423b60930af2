import type { RedeemResponse } from '@campus/core/schemas';
import { SignedInOnly } from '@campus/ui';
import { rewardsSignedOut } from '../shared/rewards-signed-out.js';
import { useRedeemFlow } from '../redeem/use-redeem-flow.js';
import { useRedeemer } from '../redeem/use-redeemer.js';
import { rewardIdOf, RewardDetailView } from './reward-detail-view.js';

/** Props of {@link RewardDetail}. */
export interface RewardDetailProps {
  /** The reward's id (route `reward-store/details/{id}/`). */
  rewardId: number | string;
  /** A reward was redeemed (`campus-redeemed`): the order with the balance left. */
  onRedeemed?: (order: RedeemResponse) => void;
  /** Shows a back button (e.g. to the store's list). */
  onBack?: () => void;
  /** "Ver meus pedidos" after a redemption. */
  onViewOrders?: () => void;
}

/**
 * One reward's page (spec §2 `reward-store/details/{id}/`) for React hosts that route: the reward with its stock
 * and conditions, and the redeem confirmation. `<campus-reward-store reward-id>` shows the same in the element.
 */
export function RewardDetail(props: RewardDetailProps) {
  return (
    <SignedInOnly {...rewardsSignedOut('store')}>
      <SignedInRewardDetail {...props} />
    </SignedInOnly>
  );
}

function SignedInRewardDetail({ rewardId, onRedeemed, onBack, onViewOrders }: RewardDetailProps) {
  const redeemer = useRedeemer();
  const flow = useRedeemFlow(redeemer, onRedeemed, onViewOrders);
  return (
    <div className="campus-rewards" part="store">
      <RewardDetailView
        rewardId={rewardIdOf(rewardId)}
        redeemer={redeemer}
        onRedeem={flow.start}
        onBack={onBack}
        focusTitle={false}
      />
      {flow.dialog}
    </div>
  );
}
