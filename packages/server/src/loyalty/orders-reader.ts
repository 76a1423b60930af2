import type { Locale } from '@campus/core';
import type { OrderWire, ShippingAddress } from '@campus/core/schemas';
import type { OrderStatus } from '@campus/core/rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { localizedName } from '../shared/localized-name';
import type { CampusDb, CampusTransaction } from '../db/database';
import { rewardOrderStatusHistory, rewardOrders, rewards, users } from '../db/schema';
import type { RewardOrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';

/*
 * Reading reward orders (spec §3 Reward order: awaiting approval, approved, shipped, delivered, reproved),
 * each with the reward it is for and the statuses it went through.
 */

/** An order row with its reward, member and history. */
export interface OrderRecord {
  readonly order: RewardOrderRow;
  readonly rewardNames: Record<string, string>;
  readonly rewardImage: string | null;
  readonly member: { readonly id: number; readonly username: string; readonly fullName: string };
  readonly history: readonly { status: OrderStatus; note: string | null; changedAt: Date }[];
}

/** The wire form of an order. */
export function orderToWire(record: OrderRecord, locale: Locale): OrderWire {
  const { order } = record;
  return {
    id: order.id,
    reward: {
      id: order.rewardId,
      name: localizedName(record.rewardNames, locale),
      image: record.rewardImage,
      category_id: order.categoryId,
    },
    quantity: order.quantity,
    unit_cost: order.unitCost,
    total_points: order.totalPoints,
    status: order.status,
    shipping_address: (order.shippingAddress as ShippingAddress | null) ?? null,
    history: record.history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      changed_at: entry.changedAt.toISOString(),
    })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** The wire form of an order for the administrator: with its member. */
export function adminOrderToWire(record: OrderRecord, locale: Locale) {
  return {
    ...orderToWire(record, locale),
    member: { id: record.member.id, username: record.member.username, full_name: record.member.fullName },
  };
}

/** Orders matching `where` (on `reward_orders`), newest first, a page at a time, with their total. */
export async function loadOrders(
  db: CampusDb | CampusTransaction,
  where: SQL | undefined,
  page: { readonly page: number; readonly page_size: number } = { page: 1, page_size: 1 },
): Promise<{ count: number; records: OrderRecord[] }> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rewardOrders)
    .where(where);
  const rows = await db
    .select({
      order: rewardOrders,
      rewardNames: rewards.names,
      rewardImage: rewards.image,
      memberId: users.id,
      username: users.username,
      fullName: users.fullName,
    })
    .from(rewardOrders)
    .innerJoin(rewards, eq(rewards.id, rewardOrders.rewardId))
    .innerJoin(users, eq(users.id, rewardOrders.userId))
    .where(where)
    .orderBy(desc(rewardOrders.createdAt), desc(rewardOrders.id))
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size);
  const ids = rows.map((row) => row.order.id);
  const history =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(rewardOrderStatusHistory)
          .where(inArray(rewardOrderStatusHistory.orderId, ids))
          .orderBy(asc(rewardOrderStatusHistory.id));
  return {
    count: Number(total?.count ?? 0),
    records: rows.map((row) => ({
      order: row.order,
      rewardNames: row.rewardNames,
      rewardImage: row.rewardImage,
      member: { id: row.memberId, username: row.username, fullName: row.fullName },
      history: history
        .filter((entry) => entry.orderId === row.order.id)
        .map((entry) => ({ status: entry.toStatus, note: entry.note, changedAt: entry.changedAt })),
    })),
  };
}

/** One order by id (optionally only the member's own), or undefined. */
export async function loadOrder(
  db: CampusDb | CampusTransaction,
  orderId: number,
  userId?: number,
): Promise<OrderRecord | undefined> {
  const where = and(eq(rewardOrders.id, orderId), userId === undefined ? undefined : eq(rewardOrders.userId, userId));
  const { records } = await loadOrders(db, where);
  return records[0];
}

/** A page of orders, optionally of one status. */
export interface OrdersQuery {
  readonly status?: OrderStatus | undefined;
  readonly page: number;
  readonly page_size: number;
}

/** One page of the member's own orders, newest first, as the member sees them. */
export async function listMemberOrders(db: CampusDb, userId: number, query: OrdersQuery, locale: Locale) {
  const { status, page, page_size: pageSize } = query;
  const { count, records } = await loadOrders(
    db,
    and(eq(rewardOrders.userId, userId), status === undefined ? undefined : eq(rewardOrders.status, status)),
    { page, page_size: pageSize },
  );
  return { count, page, page_size: pageSize, results: records.map((record) => orderToWire(record, locale)) };
}

/**
 * One of the member's orders with its status history.
 * @throws 404 `not_found_or_forbidden` for another member's or an unknown order
 */
export async function readMemberOrder(db: CampusDb, userId: number, orderId: number, locale: Locale) {
  const record = await loadOrder(db, orderId, userId);
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  return orderToWire(record, locale);
}

/** One page of the orders of the client's rewards, newest first, for the programme administrator. */
export async function listClientOrders(db: CampusDb, clientId: number, query: OrdersQuery, locale: Locale) {
  const { status, page, page_size: pageSize } = query;
  const clientRewards = db.select({ id: rewards.id }).from(rewards).where(eq(rewards.clientId, clientId));
  const { count, records } = await loadOrders(
    db,
    and(
      inArray(rewardOrders.rewardId, clientRewards),
      status === undefined ? undefined : eq(rewardOrders.status, status),
    ),
    { page, page_size: pageSize },
  );
  return { count, page, page_size: pageSize, results: records.map((record) => adminOrderToWire(record, locale)) };
}
