import {
  IDEMPOTENCY_KEY_HEADER,
  isCampusError,
  levelsResponseSchema,
  onlineCourseSchema,
  ordersResponseSchema,
  pointsSummarySchema,
  redeemResponseSchema,
  rewardSchema,
  rewardsResponseSchema,
  trailSchema,
} from '@campus/core';
import type {
  Campus,
  LevelsResponse,
  OrderWire,
  PointsSummary,
  RedeemRequest,
  RedeemResponse,
  RewardsResponse,
  RewardWire,
} from '@campus/core';

/** The reward store's sort orders (`GET /api/rewards/?sort=`). */
export type RewardSort = 'price' | 'name' | 'newest';

/** The reward store's filters: department and category ids (`null` for all) and the sort order. */
export interface RewardQuery {
  department: number | null;
  category: number | null;
  sort: RewardSort;
}

/** The order the store lists rewards in until the member picks another. */
export const DEFAULT_REWARD_SORT: RewardSort = 'newest';

/** Rewards asked for per page (the server's maximum). */
export const REWARDS_PAGE_SIZE = 100;
/** Orders asked for per page, and the most pages read (a member with more orders is not expected). */
const ORDERS_PAGE_SIZE = 100;
const MAX_ORDER_PAGES = 20;

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/**
 * `GET /api/rewards/?department=&category=&sort=&page=&page_size=` for pages 1…`pages`: the rewards, the
 * departments and categories the filters offer, and the member's Reward state (spec §3).
 */
export async function fetchRewards(
  campus: Campus,
  query: RewardQuery,
  pages: number,
  signal?: AbortSignal,
): Promise<RewardsResponse> {
  const page = (number: number) =>
    campus.api.requestJson('/api/rewards/', rewardsResponseSchema, {
      searchParams: {
        sort: query.sort,
        department: query.department ?? undefined,
        category: query.category ?? undefined,
        page: number,
        page_size: REWARDS_PAGE_SIZE,
      },
      ...withSignal(signal),
    });
  const first = await page(1);
  const last = Math.min(pages, Math.ceil(first.count / REWARDS_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(last - 1, 0) }, (_, index) => page(index + 2)));
  return { ...first, results: [first, ...rest].flatMap((answer) => answer.results) };
}

/** `GET /api/rewards/{id}/`: one reward. */
export function fetchReward(campus: Campus, id: number, signal?: AbortSignal): Promise<RewardWire> {
  return campus.api.requestJson(`/api/rewards/${id}/`, rewardSchema, withSignal(signal));
}

/** `GET /api/points/`: balance, level, level points, points under audit. */
export function fetchPoints(campus: Campus, signal?: AbortSignal): Promise<PointsSummary> {
  return campus.api.requestJson('/api/points/', pointsSummarySchema, withSignal(signal));
}

/** `GET /api/levels/`: the levels with their thresholds and names, and the member's. */
export function fetchLevels(campus: Campus, signal?: AbortSignal): Promise<LevelsResponse> {
  return campus.api.requestJson('/api/levels/', levelsResponseSchema, withSignal(signal));
}

/**
 * `GET /api/orders/`, every page, newest first: the member's orders (the "my orders" list, and the units per
 * category `checkRedemption` counts against a category maximum).
 */
export async function fetchAllOrders(campus: Campus, signal?: AbortSignal): Promise<OrderWire[]> {
  const orders: OrderWire[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page += 1) {
    const answer = await campus.api.requestJson('/api/orders/', ordersResponseSchema, {
      searchParams: { page, page_size: ORDERS_PAGE_SIZE },
      ...withSignal(signal),
    });
    orders.push(...answer.results);
    if (orders.length >= answer.count || answer.results.length === 0) break;
  }
  return orders;
}

/** Course statuses that count as a finished training (as the server decides a redemption). */
const FINISHED = new Set(['finished', 'improved']);

/**
 * Whether the member finished a reward's mandatory training: the catalogue item's status, read as an online
 * course or, failing that, as a trail. `undefined` when it cannot be read (another kind, or gone): the
 * server decides then.
 */
export async function fetchTrainingDone(
  campus: Campus,
  id: number,
  signal?: AbortSignal,
): Promise<boolean | undefined> {
  const notFound = (error: unknown) => isCampusError(error) && error.code === 'not_found_or_forbidden';
  try {
    const course = await campus.api.requestJson(`/api/online-courses/${id}/`, onlineCourseSchema, withSignal(signal));
    return FINISHED.has(course.status);
  } catch (error) {
    if (!notFound(error)) throw error;
  }
  try {
    const trail = await campus.api.requestJson(`/api/trails/${id}/`, trailSchema, withSignal(signal));
    return FINISHED.has(trail.status);
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/**
 * `POST /api/rewards/{id}/redeem/` with an `Idempotency-Key`: a retry of the same request (lost answer, double
 * click) replays the first answer instead of redeeming twice.
 */
export function redeemReward(
  campus: Campus,
  id: number,
  body: RedeemRequest,
  idempotencyKey: string,
): Promise<RedeemResponse> {
  return campus.api.requestJson(`/api/rewards/${id}/redeem/`, redeemResponseSchema, {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
