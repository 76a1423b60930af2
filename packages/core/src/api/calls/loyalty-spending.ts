import { isCampusError } from '../../errors/campus-error.js';
import { onlineCourseSchema, trailSchema } from '../../schemas/learning-items.js';
import { attendanceSchema, loyaltyEventsResponseSchema } from '../../schemas/loyalty-events.js';
import type { AttendanceWire, LoyaltyEventsResponse } from '../../schemas/loyalty-events.js';
import { rankingResponseSchema } from '../../schemas/loyalty-ranking.js';
import type { RankingResponse } from '../../schemas/loyalty-ranking.js';
import {
  ordersResponseSchema,
  redeemResponseSchema,
  rewardSchema,
  rewardsResponseSchema,
} from '../../schemas/loyalty-rewards.js';
import type {
  OrderWire,
  RedeemRequest,
  RedeemResponse,
  RewardsResponse,
  RewardWire,
} from '../../schemas/loyalty-rewards.js';
import { pointsTransferResponseSchema } from '../../schemas/loyalty-transfer.js';
import type { PointsTransferRequest, PointsTransferResponse } from '../../schemas/loyalty-transfer.js';
import { isTrainingDone } from '../../rules/training.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, LOYALTY_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import type { WireId } from './loyalty-earning.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * The loyalty programme's spending calls, member side (docs/loyalty.md): ranking, reward store, orders,
 * events with check-in, and point transfers. Every answer is parsed with core's wire schema.
 */

/** What one ranking request asks for. */
export interface RankingQuery {
  /** The campaign; the active one when absent. */
  campaign?: WireId | undefined;
  /** `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`. */
  area: string;
  /** How many top lines (1–200). */
  limit: number;
}

/** `GET /api/ranking/?campaign=&area=&limit=`: the top of an area and the caller's own line. */
export function fetchRanking(
  client: ApiClient,
  query: RankingQuery,
  options?: TypedCallOptions,
): Promise<RankingResponse> {
  return client.requestJson(LOYALTY_PATHS.ranking, rankingResponseSchema, {
    searchParams: { campaign: query.campaign, area: query.area, limit: query.limit },
    ...withSignal(options),
  });
}

/** The reward store's sort orders (`GET /api/rewards/?sort=`). */
export type RewardSort = 'price' | 'name' | 'newest';

/** The reward store's filters: department and category ids (`null` for all) and the sort order. */
export interface RewardQuery {
  department: number | null;
  category: number | null;
  sort: RewardSort;
}

/** Rewards asked for per page (the server's maximum). */
export const REWARDS_PAGE_SIZE = 100;
/** Orders asked for per page, and the most pages read (a member with more orders is not expected). */
const ORDERS_PAGE_SIZE = 100;
const MAX_ORDER_PAGES = 20;

/**
 * `GET /api/rewards/?department=&category=&sort=&page=&page_size=` for pages 1…`pages`: the rewards, the
 * departments and categories the filters offer, and the member's Reward state (spec §3).
 */
export async function fetchRewards(
  client: ApiClient,
  query: RewardQuery,
  pages: number,
  options?: TypedCallOptions,
): Promise<RewardsResponse> {
  const page = (number: number) =>
    client.requestJson(LOYALTY_PATHS.rewards, rewardsResponseSchema, {
      searchParams: {
        sort: query.sort,
        department: query.department ?? undefined,
        category: query.category ?? undefined,
        page: number,
        page_size: REWARDS_PAGE_SIZE,
      },
      ...withSignal(options),
    });
  const first = await page(1);
  const last = Math.min(pages, Math.ceil(first.count / REWARDS_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(last - 1, 0) }, (_, index) => page(index + 2)));
  return { ...first, results: [first, ...rest].flatMap((answer) => answer.results) };
}

/** `GET /api/rewards/{id}/`: one reward. */
export function fetchReward(client: ApiClient, id: WireId, options?: TypedCallOptions): Promise<RewardWire> {
  return client.requestJson(pathTo(LOYALTY_PATHS.reward, { id }), rewardSchema, withSignal(options));
}

/**
 * `GET /api/orders/`, every page, newest first: the member's orders (the "my orders" list, and the units per
 * category `checkRedemption` counts against a category maximum).
 */
export async function fetchAllOrders(client: ApiClient, options?: TypedCallOptions): Promise<OrderWire[]> {
  const orders: OrderWire[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page += 1) {
    const answer = await client.requestJson(LOYALTY_PATHS.orders, ordersResponseSchema, {
      searchParams: { page, page_size: ORDERS_PAGE_SIZE },
      ...withSignal(options),
    });
    orders.push(...answer.results);
    if (orders.length >= answer.count || answer.results.length === 0) break;
  }
  return orders;
}

/**
 * Whether the member finished a reward's mandatory training: the catalogue item's status, read as an online
 * course or, failing that, as a trail. `undefined` when it cannot be read (another kind, or gone): the
 * server decides then.
 */
export async function fetchTrainingDone(
  client: ApiClient,
  id: WireId,
  options?: TypedCallOptions,
): Promise<boolean | undefined> {
  const notFound = (error: unknown) => isCampusError(error) && error.code === 'not_found_or_forbidden';
  try {
    const path = pathTo(CATALOGUE_PATHS.detail, { kind: 'online-courses', id });
    return isTrainingDone((await client.requestJson(path, onlineCourseSchema, withSignal(options))).status);
  } catch (error) {
    if (!notFound(error)) throw error;
  }
  try {
    const path = pathTo(CATALOGUE_PATHS.detail, { kind: 'trails', id });
    return isTrainingDone((await client.requestJson(path, trailSchema, withSignal(options))).status);
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/**
 * `POST /api/rewards/{id}/redeem/`, idempotent: a retry of the same request (lost answer, double click)
 * replays the first answer instead of redeeming twice.
 */
export function redeemReward(
  client: ApiClient,
  id: WireId,
  body: RedeemRequest,
  options: WriteCallOptions,
): Promise<RedeemResponse> {
  return client.requestJson(pathTo(LOYALTY_PATHS.redeem, { id }), redeemResponseSchema, {
    method: 'POST',
    json: body,
    ...writeOptions(options),
  });
}

/**
 * `GET /api/events/`: the client's events (type, title, place, begin and end, points, lowest level, whether
 * the member checked in) and whether the member's level opens them (`events_available`, spec §4).
 */
export function fetchEvents(client: ApiClient, options?: TypedCallOptions): Promise<LoyaltyEventsResponse> {
  return client.requestJson(LOYALTY_PATHS.events, loyaltyEventsResponseSchema, withSignal(options));
}

/** What proves presence: the six digits the organiser shows, or the secret a scanned QR code carries. */
export type CheckInCredential = { readonly code: string } | { readonly qr: string };

/** `POST /api/events/check-in/` with `{ code }` or `{ qr }`, idempotent (201: the attendance and its points). */
export function checkInToEvent(
  client: ApiClient,
  credential: CheckInCredential,
  options: WriteCallOptions,
): Promise<AttendanceWire> {
  return client.requestJson(LOYALTY_PATHS.checkIn, attendanceSchema, {
    method: 'POST',
    json: credential,
    ...writeOptions(options),
  });
}

/** `POST /api/points/transfer/`, idempotent: a retry of the same body replays the first answer. */
export function transferPoints(
  client: ApiClient,
  body: PointsTransferRequest,
  options: WriteCallOptions,
): Promise<PointsTransferResponse> {
  return client.requestJson(LOYALTY_PATHS.transfer, pointsTransferResponseSchema, {
    method: 'POST',
    json: body,
    ...writeOptions(options),
  });
}
