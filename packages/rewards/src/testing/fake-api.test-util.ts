// The reward store's fake API for tests and stories: the reward store calls of the reference server
// (`packages/server/src/routes/loyalty-spending`) as a route table of the test kit (`@campus/core/testing`), with
// the server's redemption rules, answered from fixtures with their wire schemas. Requests, failures and
// Idempotency-Key replays are the kit's. Test-only.
import { CATALOGUE_PATHS, LOYALTY_PATHS } from '@campus/core/api';
import {
  levelsResponseSchema,
  onlineCourseSchema,
  ordersResponseSchema,
  pointsSummarySchema,
  redeemResponseSchema,
  rewardSchema,
  rewardsResponseSchema,
} from '@campus/core/schemas';
import { checkRedemption, LEVELS } from '@campus/core/rules';
import type {
  LevelsResponse,
  OnlineCourse,
  OrderWire,
  PointsSummary,
  RedeemRequest,
  RewardWire,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions, FakeRoutes } from '@campus/core/testing';
import { levels, ordersInEveryStatus, pointsSummary, storeRewards } from './rewards-fixtures.test-util.js';

/** What the fake serves. */
export interface RewardsApiOptions {
  rewards?: RewardWire[];
  points?: PointsSummary;
  levels?: LevelsResponse;
  orders?: OrderWire[];
  /** Catalogue items by id, for mandatory trainings (`GET /api/online-courses/{id}/`). */
  courses?: Record<number, OnlineCourse>;
  /** Points of sales under audit: a redemption that needs them is `redemption_pending_audit`. */
  underAudit?: number;
  /** Fails a request (the kit's failure hook). */
  fail?: FakeApiOptions['fail'];
}

/** The current state of the store (redemptions change it). */
export interface RewardsState {
  rewards: RewardWire[];
  points: PointsSummary;
  orders: OrderWire[];
}

/** The fake and its state. */
export type RewardsApi = FakeApi & { state: RewardsState };

const SORTS: Record<string, (a: RewardWire, b: RewardWire) => number> = {
  price: (a, b) => a.cost - b.cost,
  name: (a, b) => a.name.localeCompare(b.name, 'pt-BR'),
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
};

/** A page as `/api/rewards/` and `/api/orders/` number them (`page`, `page_size`, no links). */
function numberedPage<T>(items: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 20);
  return { count: items.length, page, page_size: size, results: items.slice((page - 1) * size, page * size) };
}

const unique = <T extends { id: unknown }>(items: T[]) =>
  items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);

/**
 * The reward store's routes over `state` (shared with the transfer fake, which adds its own): points, levels,
 * orders, the store with its filters, a reward, a redemption with the server's rules, and mandatory trainings.
 */
export function rewardsRoutes(state: RewardsState, options: RewardsApiOptions = {}): FakeRoutes {
  let nextOrder = 9001;
  const redeem = (id: number, body: RedeemRequest) => {
    const target = state.rewards.find((entry) => entry.id === id);
    if (!target) return undefined;
    const quantity = body.quantity ?? 1;
    const level = state.points.level;
    if (target.minimum_level !== null && LEVELS.indexOf(level) < LEVELS.indexOf(target.minimum_level)) {
      return apiError(422, 'reward_level_required');
    }
    if (target.ships && body.shipping_address === undefined) return apiError(400, 'invalid_request');
    const training = target.mandatory_training ? options.courses?.[Number(target.mandatory_training.id)] : undefined;
    const errors: string[] = checkRedemption({
      balance: state.points.balance,
      cost: target.cost,
      quantity,
      stock: target.stock,
      redeemedInCategory: state.orders
        .filter((entry) => entry.status !== 'reproved' && entry.reward.category_id === target.category.id)
        .reduce((total, entry) => total + entry.quantity, 0),
      categoryMax: target.category_max,
      mandatoryTrainingDone: target.mandatory_training === null || training?.status === 'finished',
    });
    const total = target.cost * quantity;
    if (!errors.includes('insufficient_points') && state.points.balance - (options.underAudit ?? 0) < total) {
      errors.unshift('redemption_pending_audit');
    }
    if (errors[0] !== undefined) return apiError(422, errors[0]);
    const now = new Date().toISOString();
    const placed: OrderWire = {
      id: nextOrder++,
      reward: { id: target.id, name: target.name, image: target.image, category_id: target.category.id },
      quantity,
      unit_cost: target.cost,
      total_points: total,
      status: 'awaiting_approval',
      shipping_address: target.ships ? (body.shipping_address ?? null) : null,
      history: [{ status: 'awaiting_approval', note: null, changed_at: now }],
      created_at: now,
      updated_at: now,
    };
    state.points = { ...state.points, balance: state.points.balance - total };
    state.rewards = state.rewards.map((entry) =>
      entry === target ? { ...entry, stock: entry.stock - quantity } : entry,
    );
    state.orders = [placed, ...state.orders];
    return answer(redeemResponseSchema, { ...placed, balance: state.points.balance }, 201);
  };

  return {
    [`GET ${LOYALTY_PATHS.points}`]: () => answer(pointsSummarySchema, state.points),
    [`GET ${LOYALTY_PATHS.levels}`]: () => answer(levelsResponseSchema, options.levels ?? levels()),
    [`GET ${LOYALTY_PATHS.orders}`]: ({ query }) => answer(ordersResponseSchema, numberedPage(state.orders, query)),
    [`GET ${LOYALTY_PATHS.rewards}`]: ({ query }) => {
      const department = query.get('department');
      const category = query.get('category');
      const all = state.rewards
        .filter((entry) => department === null || String(entry.department.id) === department)
        .filter((entry) => category === null || String(entry.category.id) === category)
        .sort(SORTS[query.get('sort') ?? 'newest']);
      return answer(rewardsResponseSchema, {
        ...numberedPage(all, query),
        departments: unique(state.rewards.map((entry) => entry.department)),
        categories: unique(state.rewards.map((entry) => entry.category)),
        user: {
          reward_user_points: state.points.balance,
          reward_user_level: state.points.level,
          reward_user_level_id: null,
          reward_user_level_points: state.points.level_points,
        },
      });
    },
    [`POST ${LOYALTY_PATHS.redeem}`]: (request) => redeem(Number(request.params['id']), request.body as RedeemRequest),
    [`GET ${LOYALTY_PATHS.reward}`]: (request) => {
      const found = state.rewards.find((entry) => entry.id === Number(request.params['id']));
      return found && answer(rewardSchema, found);
    },
    [`GET ${CATALOGUE_PATHS.detail}`]: (request) => {
      const found =
        request.params['kind'] === 'online-courses' ? options.courses?.[Number(request.params['id'])] : undefined;
      return found && answer(onlineCourseSchema, found);
    },
  };
}

/** The store's state from `options` (fixtures by default). */
export function rewardsState(options: RewardsApiOptions = {}): RewardsState {
  return {
    rewards: (options.rewards ?? storeRewards()).map((entry) => ({ ...entry })),
    points: { ...(options.points ?? pointsSummary()) },
    orders: [...(options.orders ?? ordersInEveryStatus())],
  };
}

/** Creates the fake. */
export function createRewardsApi(options: RewardsApiOptions = {}): RewardsApi {
  const state = rewardsState(options);
  const api = createFakeApi(rewardsRoutes(state, options), {
    fail: (method, path, request) => options.fail?.(method, path, request),
  });
  return Object.assign(api, { state });
}
