import { useId } from 'react';
import type { RewardWire } from '@campus/core';
import { Button, useT } from '@campus/ui';
import { useTrainingDone } from '../api/use-rewards-resources';
import { blockerMessageKey, redemptionBlockers } from '../rules/redemption-blockers';
import type { RedeemerState } from '../rules/redemption-blockers';

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
            <li key={blocker}>{t(blockerMessageKey(blocker))}</li>
          ))}
        </ul>
      )}
    </>
  );
}
