import { useId } from 'react';
import { loyaltyQueries } from '@campus/core';
import type { RewardWire } from '@campus/core/schemas';
import { Button, useCampus, useQuery, useT } from '@campus/ui';
import { blockerMessageKey, redemptionBlockers } from '../redeem/redemption-blockers.js';
import type { RedeemerState } from '../redeem/redemption-blockers.js';

/** Props of {@link RedeemAction}. */
export interface RedeemActionProps {
  reward: RewardWire;
  /** The member's state; `undefined` while it loads (the button waits). */
  redeemer: Omit<RedeemerState, 'trainingDone'> | undefined;
  /** Opens the redeem confirmation with the training state read here. */
  onRedeem: (reward: RewardWire, trainingDone: boolean | undefined) => void;
}

/**
 * The "Resgatar" button of a reward, off with the reasons beside it when the rules of spec §5 (core's
 * `checkRedemption`, and the reward's level) already say no for one unit.
 */
export function RedeemAction({ reward, redeemer, onRedeem }: RedeemActionProps) {
  const campus = useCampus();
  const t = useT();
  const reasonsId = useId();
  const trainingDone = useTrainingDone(reward);
  const blockers = redeemer === undefined ? [] : redemptionBlockers(reward, 1, { ...redeemer, trainingDone });
  return (
    <>
      <Button
        disabled={redeemer === undefined || blockers.length > 0}
        aria-describedby={blockers.length > 0 ? reasonsId : undefined}
        onClick={() => onRedeem(reward, trainingDone)}
      >
        {t('rewards.reward.redeem')}
      </Button>
      {blockers.length > 0 && (
        <ul className="campus-rewards__reasons" part="reasons" id={reasonsId}>
          {blockers.map((blocker) => (
            <li key={blocker}>{t(blockerMessageKey(campus.i18n, blocker))}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Whether the member finished a reward's mandatory training (`true` when it has none); `undefined` while it is
 * read or when it cannot be (the server decides then).
 */
function useTrainingDone(reward: RewardWire): boolean | undefined {
  const id = reward.mandatory_training?.id;
  // `undefined` (unreadable) is an answer too, not "nothing to show".
  const training = useQuery(id === undefined ? null : loyaltyQueries.trainingDone(id), { isEmpty: () => false });
  return id === undefined ? true : training.data;
}
