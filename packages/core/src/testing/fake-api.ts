// One fake API for every package's tests and stories: a `fetch` answering a route table, the way the reference
// server would, so components run their real client (ky, zod parsing, error classes) and ky is never mocked.
// Test kit only (see ./index.ts).
import { errorAnswer, NOT_FOUND } from './answers.js';
import type { FakeAnswer, FakeFailure } from './answers.js';
import { bodyFingerprint, readFakeRequest } from './fake-request.js';
import type { FakeRequest } from './fake-request.js';
import { compileRoute, matchRoutes } from './route-table.js';
import type { RoutePattern } from './route-table.js';

/**
 * Answers one route: a fixed answer, or a function of the request (a promise holds the answer back;
 * `undefined` passes the request to the next matching route, else 404).
 */
export type FakeRoute =
  FakeAnswer | ((request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>);

/**
 * Routes by key: `'METHOD /path/'` or a path alone (every method); `:name` matches one segment, so the core's
 * path tables can be used as they are: `` [`POST ${LOYALTY_PATHS.redeem}`]: (request) => … `` with
 * `request.params.id`. `'*'` takes every path. The most literal key wins when several match.
 */
export type FakeRoutes = Readonly<Record<string, FakeRoute>>;

/** How a fake API behaves besides its routes. */
export interface FakeApiOptions {
  /** Fails a request before its route answers (checked on every request): return a failure or `undefined`. */
  fail?: ((method: string, path: string, request: FakeRequest) => FakeFailure | undefined) | undefined;
  /** Messages of error codes, for failures given without one. @default the code itself */
  messages?: Readonly<Record<string, string>>;
  /**
   * Replays writes by `Idempotency-Key` as the reference server does: the same key and body on a route get the
   * first 2xx answer again (with `Idempotent-Replayed: true`), the same key with another body a 409
   * `idempotency_key_reused`. @default true
   */
  replays?: boolean;
  /** The answer to a request no route takes. @default 404 `not_found_or_forbidden` */
  notFound?: FakeAnswer;
  /**
   * Told when a route throws (a drifted fixture, a bug in a route); the request gets a 500 `fake_api_fault`.
   * @default an unhandled rejection, which fails the Vitest run and prints in the browser console (failing the
   * story checks): a broken fake must fail the test, not pass as an outage the screen handles
   */
  onFault?: (error: unknown) => void;
}

/** Answers held back on a route: they go on when released. */
export interface HeldAnswers {
  /** Requests waiting. */
  readonly waiting: number;
  /** Lets the waiting requests (and later ones) through, and stops holding. */
  release(): void;
}

/** A fake API: its fetch, what it received, and switches to change what it does next. */
export interface FakeApi {
  readonly fetch: typeof fetch;
  /** Every request, in order (failed and held ones too). */
  readonly requests: FakeRequest[];
  /** Requests matching a route key or a path (`'/api/sales/'`, `'POST /api/rewards/:id/redeem/'`). */
  to(route: string): FakeRequest[];
  /** Adds or replaces routes (e.g. a new answer after a write landed). */
  route(routes: FakeRoutes): void;
  /** Makes the next `times` requests matching `route` fail (an error answer, `'hang'` or `'network'`). */
  failNext(route: string, failure: FakeFailure, times?: number): void;
  /** Holds the answers of requests matching `route` until released (a "sending…" state). */
  hold(route: string): HeldAnswers;
}

interface Switch {
  pattern: RoutePattern;
  failure: FakeFailure;
  left: number;
}

interface Hold {
  pattern: RoutePattern;
  gate: Promise<void>;
  open: () => void;
  waiting: number;
}

interface Replay {
  fingerprint: string;
  status: number;
  /** The first answer's body as sent: a replay carries the same bytes, whatever the state became. */
  json: string | undefined;
  headers: Readonly<Record<string, string>>;
}

const unhandled = (error: unknown) => void Promise.reject(error);

function toResponse(answer: FakeAnswer): Response {
  const empty = answer.body === undefined || answer.body === null || answer.status === 204;
  return new Response(empty ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { ...(empty ? {} : { 'content-type': 'application/json' }), ...answer.headers },
  });
}

const never = () => new Promise<never>(() => undefined);

/** A route that never answers: the screen stays in its loading or sending state. */
export const neverAnswer: FakeRoute = never;

/**
 * A fake API answering `routes` (see {@link FakeRoutes}); other requests get a 404 in the API's error shape.
 * Order for each request: recorded → held → failed (switches, then `options.fail`) → replayed → routed.
 */
export function createFakeApi(routes: FakeRoutes = {}, options: FakeApiOptions = {}): FakeApi {
  const table = new Map<string, { pattern: RoutePattern; route: FakeRoute }>();
  const addRoutes = (more: FakeRoutes) => {
    for (const [key, route] of Object.entries(more)) table.set(key, { pattern: compileRoute(key), route });
  };
  addRoutes(routes);
  const requests: FakeRequest[] = [];
  const switches: Switch[] = [];
  const holds: Hold[] = [];
  const replays = new Map<string, Replay>();
  const messages = options.messages ?? {};
  const patterns = () => [...table.values()].map((entry) => entry.pattern);

  const failureOf = (request: FakeRequest): FakeFailure | undefined => {
    const index = switches.findIndex((entry) => entry.pattern.match(request.method, request.path) !== null);
    const active = switches[index];
    if (active) {
      active.left -= 1;
      if (active.left <= 0) switches.splice(index, 1);
      return active.failure;
    }
    return options.fail?.(request.method, request.path, request);
  };

  const routeAnswer = async (request: FakeRequest): Promise<FakeAnswer> => {
    for (const { pattern, params } of matchRoutes(patterns(), request.method, request.path)) {
      const route = table.get(pattern.key)?.route;
      if (route === undefined) continue;
      request.route = pattern.key;
      request.params = params;
      const answer = typeof route === 'function' ? await route(request) : route;
      if (answer !== undefined) return answer;
    }
    request.route = null;
    request.params = {};
    return options.notFound ?? errorAnswer(NOT_FOUND);
  };

  const answerOf = async (request: FakeRequest): Promise<FakeAnswer> => {
    const key = options.replays === false || request.method === 'GET' ? null : request.idempotencyKey;
    if (key === null) return routeAnswer(request);
    // A key is only replayed on the route it was used on (the server's scope: method and route pattern).
    const [routed] = matchRoutes(patterns(), request.method, request.path);
    const scope = `${request.method} ${routed?.pattern.key ?? request.path}\n${key}`;
    const fingerprint = await bodyFingerprint(request);
    const stored = replays.get(scope);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return errorAnswer({ status: 409, code: 'idempotency_key_reused' }, messages);
      }
      const body = stored.json === undefined ? undefined : (JSON.parse(stored.json) as unknown);
      return { status: stored.status, body, headers: { ...stored.headers, 'idempotent-replayed': 'true' } };
    }
    const answer = await routeAnswer(request);
    // Only a write that went through is recorded: a refusal is decided afresh on retry, as on the server.
    if (answer.status >= 200 && answer.status < 300) {
      replays.set(scope, {
        fingerprint,
        status: answer.status,
        json: answer.body === undefined ? undefined : JSON.stringify(answer.body),
        headers: answer.headers ?? {},
      });
    }
    return answer;
  };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await readFakeRequest(input instanceof Request ? input : new Request(input, init));
    requests.push(request);
    const hold = holds.find((entry) => entry.pattern.match(request.method, request.path) !== null);
    if (hold) {
      hold.waiting += 1;
      await hold.gate;
    }
    const failure = failureOf(request);
    if (failure === 'hang') return never();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure !== undefined) return toResponse(errorAnswer(failure, messages));
    try {
      return toResponse(await answerOf(request));
    } catch (error) {
      (options.onFault ?? unhandled)(error);
      return toResponse({ status: 500, body: { code: 'fake_api_fault', message: String(error) } });
    }
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    to(route) {
      const pattern = compileRoute(route);
      return requests.filter((request) => pattern.match(request.method, request.path) !== null);
    },
    route: addRoutes,
    failNext(route, failure, times = 1) {
      switches.push({ pattern: compileRoute(route), failure, left: times });
    },
    hold(route) {
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const entry: Hold = { pattern: compileRoute(route), gate, open, waiting: 0 };
      holds.push(entry);
      return {
        get waiting() {
          return entry.waiting;
        },
        release() {
          const index = holds.indexOf(entry);
          if (index >= 0) holds.splice(index, 1);
          entry.open();
        },
      };
    },
  };
}
