import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { RedeemResponse, RewardWire } from '@campus/core/schemas';
import { RedeemDialog } from './redeem-dialog.js';
import type { Redeemer } from './use-redeemer.js';

interface Pending {
  reward: RewardWire;
  trainingDone: boolean | undefined;
}

/** What {@link useRedeemFlow} returns. */
export interface RedeemFlow {
  /** Opens the confirmation for a reward (with its training state as read by the button). */
  start(reward: RewardWire, trainingDone: boolean | undefined): void;
  /** The dialog, to render once. */
  dialog: ReactNode;
}

/** The redeem confirmation of one view (list or detail), opened by its "Resgatar" buttons. */
export function useRedeemFlow(
  redeemer: Redeemer | undefined,
  onRedeemed: ((order: RedeemResponse) => void) | undefined,
  onViewOrders: (() => void) | undefined,
): RedeemFlow {
  const [pending, setPending] = useState<Pending | undefined>();
  const start = useCallback((reward: RewardWire, trainingDone: boolean | undefined) => {
    setPending({ reward, trainingDone });
  }, []);
  const close = useCallback(() => setPending(undefined), []);
  const dialog = (
    <RedeemDialog
      reward={redeemer === undefined ? undefined : pending?.reward}
      redeemer={{
        balance: redeemer?.balance ?? 0,
        level: redeemer?.level ?? 'basic',
        orders: redeemer?.orders ?? [],
        trainingDone: pending?.trainingDone,
      }}
      onClose={close}
      onRedeemed={onRedeemed}
      onViewOrders={
        onViewOrders &&
        (() => {
          close();
          onViewOrders();
        })
      }
    />
  );
  return { start, dialog };
}
