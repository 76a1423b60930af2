// A fake Campus API for tests and stories: a `fetch` that answers the reward store calls of the reference server
// (`packages/server/src/routes/loyalty-spending`) from fixtures, with its wire shapes, its redemption rules and
// error bodies, and its Idempotency-Key replay, recording each request. Components run their real client (ky, zod
// parsing, error classes) against it; ky is never mocked. Test-only: kept out of the package build.
import { checkRedemption, createCampus, createMemoryRealtime, LEVELS } from '@campus/core';
import type {
  Campus,
  LevelsResponse,
  OnlineCourse,
  OrderWire,
  PointsSummary,
  RedeemRequest,
  RewardWire,
} from '@campus/core';
import { levels, ordersInEveryStatus, pointsSummary, storeRewards } from './rewards-fixtures.test-util';

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An error answer `{ code, message }` with its status. */
export interface FakeError {
  status: number;
  code: string;
  message?: string;
}

/** What the fake serves. */
export interface FakeApiOptions {
  rewards?: RewardWire[];
  points?: PointsSummary;
  levels?: LevelsResponse;
  orders?: OrderWire[];
  /** Catalogue items by id, for mandatory trainings (`GET /api/online-courses/{id}/`). */
  courses?: Record<number, OnlineCourse>;
  /** Points of sales under audit: a redemption that needs them is `redemption_pending_audit`. */
  underAudit?: number;
  /** Fails a request: return an error (or `'hang'` for one that never answers) for the method and path. */
  fail?: (method: string, path: string) => FakeError | 'hang' | undefined;
}

/** The fake and what it saw. */
export interface FakeApi {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** The current state (redemptions change it). */
  state: { rewards: RewardWire[]; points: PointsSummary; orders: OrderWire[] };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refusal = (status: number, code: string) => json(status, { code, message: code });

const notFound = () =>
  json(404, { code: 'not_found_or_forbidden', message: 'Não encontrado ou não possui permissão para acessar.' });

const SORTS: Record<string, (a: RewardWire, b: RewardWire) => number> = {
  price: (a, b) => a.cost - b.cost,
  name: (a, b) => a.name.localeCompare(b.name, 'pt-BR'),
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
};

/** Creates the fake. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const state = {
    rewards: (options.rewards ?? storeRewards()).map((entry) => ({ ...entry })),
    points: { ...(options.points ?? pointsSummary()) },
    orders: [...(options.orders ?? ordersInEveryStatus())],
  };
  const requests: FakeRequest[] = [];
  const replays = new Map<string, { body: string; answer: unknown }>();
  let nextOrder = 9001;

  const page = <T>(items: T[], query: URLSearchParams) => {
    const number = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    return {
      count: items.length,
      page: number,
      page_size: size,
      results: items.slice((number - 1) * size, number * size),
    };
  };

  const redeem = (id: number, body: RedeemRequest): Response => {
    const target = state.rewards.find((entry) => entry.id === id);
    if (!target) return notFound();
    const quantity = body.quantity ?? 1;
    const level = state.points.level;
    if (target.minimum_level !== null && LEVELS.indexOf(level) < LEVELS.indexOf(target.minimum_level)) {
      return refusal(422, 'reward_level_required');
    }
    if (target.ships && body.shipping_address === undefined) return refusal(400, 'invalid_request');
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
    if (errors[0] !== undefined) return refusal(422, errors[0]);
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
    return json(201, { ...placed, balance: state.points.balance });
  };

  const answer = (method: string, path: string, query: URLSearchParams, body: unknown, headers: Headers) => {
    if (path === '/api/points/') return json(200, state.points);
    if (path === '/api/levels/') return json(200, options.levels ?? levels());
    if (path === '/api/orders/') return json(200, page(state.orders, query));
    if (path === '/api/rewards/') {
      const department = query.get('department');
      const category = query.get('category');
      const all = state.rewards
        .filter((entry) => department === null || String(entry.department.id) === department)
        .filter((entry) => category === null || String(entry.category.id) === category)
        .sort(SORTS[query.get('sort') ?? 'newest']);
      const unique = <T extends { id: unknown }>(items: T[]) =>
        items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);
      return json(200, {
        ...page(all, query),
        departments: unique(state.rewards.map((entry) => entry.department)),
        categories: unique(state.rewards.map((entry) => entry.category)),
        user: {
          reward_user_points: state.points.balance,
          reward_user_level: state.points.level,
          reward_user_level_id: null,
          reward_user_level_points: state.points.level_points,
        },
      });
    }
    const redeemPath = /^\/api\/rewards\/(\d+)\/redeem\/$/.exec(path);
    if (redeemPath && method === 'POST') {
      const key = headers.get('Idempotency-Key') ?? '';
      const text = JSON.stringify(body);
      const replay = replays.get(key);
      if (replay) return replay.body === text ? json(201, replay.answer) : refusal(409, 'idempotency_key_reused');
      const response = redeem(Number(redeemPath[1]), body as RedeemRequest);
      if (response.status === 201 && key !== '') {
        return response
          .clone()
          .json()
          .then((answerBody: unknown) => {
            replays.set(key, { body: text, answer: answerBody });
            return response;
          });
      }
      return response;
    }
    const rewardPath = /^\/api\/rewards\/(\d+)\/$/.exec(path);
    if (rewardPath) {
      const found = state.rewards.find((entry) => entry.id === Number(rewardPath[1]));
      return found ? json(200, found) : notFound();
    }
    const course = /^\/api\/online-courses\/(\d+)\/$/.exec(path);
    if (course) {
      const found = options.courses?.[Number(course[1])];
      return found ? json(200, found) : notFound();
    }
    return notFound();
  };

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });
    const failure = options.fail?.(request.method, url.pathname);
    if (failure === 'hang') return new Promise<Response>(() => undefined);
    if (failure) return json(failure.status, { code: failure.code, message: failure.message ?? failure.code });
    return answer(request.method, url.pathname, url.searchParams, body, request.headers);
  };

  return { fetch: fetchImpl, requests, state };
}

/** A Campus whose API is the fake: no persistence, realtime in memory, signed in as a member (or not). */
export function createFakeCampus(api: FakeApi, locale = 'pt-BR', signedIn = true): Campus {
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'rewards-tests',
    clientSecret: 'rewards-tests-secret',
    locale,
    persist: false,
    adapters: { realtime: createMemoryRealtime(), fetch: api.fetch, search: '' },
  });
  // The fake answers any token; the session only needs to exist for the store to ask.
  if (signedIn) campus.stores.session.setState({ access_token: 'fake-access-token', email: 'agent@campus.example' });
  return campus;
}
