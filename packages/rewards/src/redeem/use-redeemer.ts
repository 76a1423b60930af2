import { useMemo } from 'react';
import { loyaltyQueries } from '@campus/core';
import { useLocale, useQuery } from '@campus/ui';
import type { RedeemerState } from './redemption-blockers.js';

/** The member's side of a redemption without the training (per reward); `undefined` until points and orders load. */
export type Redeemer = Omit<RedeemerState, 'trainingDone'>;

/**
 * The member's balance and level (`GET /api/points/`) and orders (`GET /api/orders/`) for `checkRedemption`.
 * A failed orders load leaves the category maximum to the server rather than blocking every reward.
 */
export function useRedeemer(): Redeemer | undefined {
  const points = useQuery(loyaltyQueries.points());
  const orders = useQuery(loyaltyQueries.orders(useLocale()));
  const summary = points.data;
  const ordersKnown = orders.data !== undefined || orders.status === 'error';
  return useMemo(
    () =>
      summary === undefined || !ordersKnown
        ? undefined
        : { balance: summary.balance, level: summary.level, orders: orders.data ?? [] },
    [summary, ordersKnown, orders.data],
  );
}
