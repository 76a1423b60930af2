import { checkRedemption, reachesLevel, TRAINING_DONE_STATUSES } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { RedeemResponse, ShippingAddress } from '@campus/core/schemas';
import type { RedemptionError } from '@campus/core/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { catalogueUserStates, rewardOrderStatusHistory, rewardOrders, rewards, sales } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { InsufficientPointsError, debitPoints } from '../ledger';
import { lockPointAccount } from '../ledger-account';
import { loadOrder, orderToWire } from '../orders-reader';
import { findVisibleReward } from '../rewards-reader';
import { readMemberLevel } from '../member-level';

/*
 * Redeeming a reward (spec §5 Redemption; issue 6: "points and stock taken in the same transaction"). One
 * transaction locks the member's points account first, then the reward's row (always in that order, so two
 * redemptions never wait on each other in a cycle), decides with core's `checkRedemption` on what it read under
 * those locks, and writes the order, the `redeemed` ledger entry, the stock and the order's first status
 * together. Fifty concurrent redemptions of a reward costing the whole balance queue on the account lock:
 * the first takes the points, the others read the new balance and are refused.
 */

/** What a redemption asks for. */
export interface RedemptionInput {
  readonly userId: number;
  readonly clientId: number;
  readonly rewardId: number;
  readonly quantity: number;
  readonly shippingAddress: ShippingAddress | undefined;
  readonly locale: Locale;
  /** The product's today (UTC−3): which lots have expired and which campaign is active. */
  readonly today: string;
}

/** The address as stored (JSON of strings, no absent keys). */
function storedAddress(address: ShippingAddress): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** HTTP status of each refusal: every one is a rule of spec §5, so 422. */
function refusal(code: RedemptionError | 'redemption_pending_audit'): ApiError {
  if (code === 'invalid_quantity') return new ApiError(400, 'invalid_request', {}, { fields: ['body.quantity'] });
  return new ApiError(422, code);
}

/** Points of the member's sales the administrator is auditing (spec §4 "redemption may be pending audit"). */
async function pointsUnderAudit(tx: CampusTransaction, userId: number): Promise<number> {
  const [row] = await tx
    .select({ points: sql<number>`coalesce(sum(${sales.totalPoints}), 0)::int` })
    .from(sales)
    .where(and(eq(sales.userId, userId), eq(sales.status, 'under_audit')));
  return Number(row?.points ?? 0);
}

/** Units of a category the member redeemed in orders that were not reproved. */
async function redeemedInCategory(tx: CampusTransaction, userId: number, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${rewardOrders.quantity}), 0)::int` })
    .from(rewardOrders)
    .where(
      and(
        eq(rewardOrders.userId, userId),
        eq(rewardOrders.categoryId, categoryId),
        ne(rewardOrders.status, 'reproved'),
      ),
    );
  return Number(row?.units ?? 0);
}

/** Whether the member finished the reward's mandatory training (core's `TRAINING_DONE_STATUSES`), or it has none. */
async function trainingDone(tx: CampusTransaction, userId: number, itemId: number | null): Promise<boolean> {
  if (itemId === null) return true;
  const [row] = await tx
    .select({ status: catalogueUserStates.status })
    .from(catalogueUserStates)
    .where(
      and(
        eq(catalogueUserStates.userId, userId),
        eq(catalogueUserStates.itemId, itemId),
        inArray(catalogueUserStates.status, [...TRAINING_DONE_STATUSES]),
      ),
    );
  return row !== undefined;
}

/**
 * Redeems a reward inside the caller's transaction and answers the order with the balance left. Refusals
 * (thrown as ApiError, so the transaction rolls back and nothing is written): 404 `not_found_or_forbidden`
 * (no such reward for the member), 422 `reward_level_required`, `insufficient_points`,
 * `redemption_pending_audit` (enough points only by counting sales under audit), `out_of_stock`,
 * `category_limit_reached`, `training_required` (core's order), 400 when a prize that ships has no address.
 */
export async function redeemReward(tx: CampusTransaction, input: RedemptionInput): Promise<RedeemResponse> {
  const account = await lockPointAccount(tx, input.userId, input.today);
  const member = await readMemberLevel(tx, input.userId, input.clientId, input.today);
  // The stock row lock comes after the account's (see the module comment).
  const [locked] = await tx
    .select({ id: rewards.id, stock: rewards.stock })
    .from(rewards)
    .where(and(eq(rewards.id, input.rewardId), eq(rewards.clientId, input.clientId)))
    .for('update');
  const record = locked && (await findVisibleReward(tx, input.clientId, member.campaign?.id ?? null, locked.id));
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  const { reward } = record;
  if (!reachesLevel(member.level, reward.minimumLevel)) throw new ApiError(422, 'reward_level_required');
  if (reward.ships && input.shippingAddress === undefined) {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.shipping_address'] });
  }
  const errors: (RedemptionError | 'redemption_pending_audit')[] = checkRedemption({
    balance: account.balance,
    cost: reward.cost,
    quantity: input.quantity,
    stock: reward.stock,
    redeemedInCategory: record.categoryMax === null ? 0 : await redeemedInCategory(tx, input.userId, reward.categoryId),
    categoryMax: record.categoryMax,
    mandatoryTrainingDone: await trainingDone(tx, input.userId, reward.mandatoryTrainingId),
  });
  const total = reward.cost * input.quantity;
  // Points of sales under audit are in the balance but held: enough points only with them is "pending audit".
  if (!errors.includes('insufficient_points') && account.balance - (await pointsUnderAudit(tx, input.userId)) < total) {
    errors.splice(errors.includes('invalid_quantity') ? 1 : 0, 0, 'redemption_pending_audit');
  }
  const [first] = errors;
  if (first !== undefined) throw refusal(first);

  const [order] = await tx
    .insert(rewardOrders)
    .values({
      userId: input.userId,
      rewardId: reward.id,
      categoryId: reward.categoryId,
      quantity: input.quantity,
      unitCost: reward.cost,
      totalPoints: total,
      shippingAddress: reward.ships && input.shippingAddress ? storedAddress(input.shippingAddress) : null,
    })
    .returning({ id: rewardOrders.id });
  if (!order) throw new Error('order not written');
  let entryId: number;
  try {
    const { entry } = await debitPoints(account, {
      kind: 'redeemed',
      sourceType: 'reward_order',
      sourceId: order.id,
      points: total,
      campaignId: member.campaign?.id ?? null,
    });
    if (!entry) throw new Error('redemption debit not written');
    entryId = entry.id;
  } catch (error) {
    // Checked above under the same lock; kept so a drift can never become a negative balance or a 500.
    if (error instanceof InsufficientPointsError) throw new ApiError(422, 'insufficient_points');
    throw error;
  }
  await tx.update(rewardOrders).set({ redeemEntryId: entryId }).where(eq(rewardOrders.id, order.id));
  await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - ${input.quantity}`, updatedAt: new Date() })
    .where(eq(rewards.id, reward.id));
  await tx
    .insert(rewardOrderStatusHistory)
    .values({ orderId: order.id, fromStatus: null, toStatus: 'awaiting_approval', changedBy: input.userId });
  const written = await loadOrder(tx, order.id);
  if (!written) throw new Error('order vanished in its own transaction');
  return { ...orderToWire(written, input.locale), balance: account.balance };
}
