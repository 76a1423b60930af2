import { nextOrderStatuses } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { OrderStatus } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { ledgerEntries, rewardOrderStatusHistory, rewardOrders, rewards } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { refundDebit } from '../ledger';
import { lockPointAccount } from '../ledger-account';
import { adminOrderToWire, loadOrder } from '../orders-reader';

/*
 * Order status changes by the programme administrator (spec §3 Reward order; core's `nextOrderStatuses`:
 * awaiting approval → approved or reproved, approved → shipped → delivered). Reproving returns the points
 * (a `reversed` ledger entry into the lots they came from) and the stock, in the same transaction as the
 * status; the order and its history are never deleted.
 */

/** What a status change asks for. */
export interface OrderStatusInput {
  readonly orderId: number;
  /** The administrator's client: orders of other clients' rewards are invisible. */
  readonly clientId: number;
  readonly status: OrderStatus;
  readonly note: string | null;
  readonly changedBy: number;
  readonly locale: Locale;
  readonly today: string;
}

/**
 * Moves an order to its next status. 404 `not_found_or_forbidden` for an order of another client, 409
 * `invalid_order_transition` when the move is not allowed from the order's current status (also when two
 * administrators race: the second one reads the status the first one wrote).
 */
export async function changeOrderStatus(tx: CampusTransaction, input: OrderStatusInput) {
  const [owner] = await tx
    .select({ userId: rewardOrders.userId })
    .from(rewardOrders)
    .innerJoin(rewards, eq(rewards.id, rewardOrders.rewardId))
    .where(and(eq(rewardOrders.id, input.orderId), eq(rewards.clientId, input.clientId)));
  if (!owner) throw new ApiError(404, 'not_found_or_forbidden');
  // The member's account first, then the order and the reward: the same lock order as redemption.
  const account = await lockPointAccount(tx, owner.userId, input.today);
  const [order] = await tx.select().from(rewardOrders).where(eq(rewardOrders.id, input.orderId)).for('update');
  if (!order) throw new ApiError(404, 'not_found_or_forbidden');
  if (!nextOrderStatuses(order.status).includes(input.status)) {
    throw new ApiError(409, 'invalid_order_transition', { from: order.status, to: input.status });
  }
  if (input.status === 'reproved') {
    await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.id, order.rewardId)).for('update');
    if (order.redeemEntryId !== null) {
      const [debit] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, order.redeemEntryId));
      if (!debit) throw new Error(`redeem entry of order ${order.id} is missing`);
      await refundDebit(account, debit, {
        sourceType: 'reward_order',
        sourceId: order.id,
        note: input.note,
        createdBy: input.changedBy,
      });
    }
    await tx
      .update(rewards)
      .set({ stock: sql`${rewards.stock} + ${order.quantity}`, updatedAt: new Date() })
      .where(eq(rewards.id, order.rewardId));
  }
  await tx
    .update(rewardOrders)
    .set({ status: input.status, updatedAt: new Date() })
    .where(eq(rewardOrders.id, order.id));
  await tx.insert(rewardOrderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: input.status,
    note: input.note,
    changedBy: input.changedBy,
  });
  const written = await loadOrder(tx, order.id);
  if (!written) throw new Error('order vanished in its own transaction');
  return { order: adminOrderToWire(written, input.locale), userId: owner.userId, balance: account.balance };
}
