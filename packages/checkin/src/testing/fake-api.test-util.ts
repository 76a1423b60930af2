// A fake Campus API for tests and stories: a `fetch` that answers the events calls of the reference server
// (packages/server/src/routes/loyalty-spending/event-routes.ts) from fixtures, with its wire shapes, its
// refusals and error bodies, and records each request. Components run their real client (ky, zod parsing,
// error classes) against it; ky is never mocked. Test-only: kept out of the package build.
import { createCampus, createMemoryRealtime, IDEMPOTENCY_KEY_HEADER, isValidCheckInCode, LEVELS } from '@campus/core';
import type { Campus, Level } from '@campus/core';
import { demoEvents } from './checkin-fixtures.test-util';
import type { FakeEvent } from './checkin-fixtures.test-util';

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

/** An error answer `{ code, message }` with its status (and `Retry-After` seconds for a 429). */
export interface FakeError {
  status: number;
  code: string;
  message?: string;
  retryAfter?: number;
}

/** What the fake serves. */
export interface FakeApiOptions {
  /** @default the demo's three events */
  events?: FakeEvent[];
  /** The member's level. @default 'intermediate' (Creator) */
  level?: Level;
  /** The member's balance before any check-in. @default 1000 */
  balance?: number;
  /** Fails a request: an error, `'hang'` (never answers) or `'network'` (no answer at all). */
  fail?: (method: string, path: string) => FakeError | 'hang' | 'network' | undefined;
  /** Wrong codes before check-in locks (429 `too_many_attempts`, `Retry-After: 600`). @default 5 */
  maxWrongCodes?: number;
}

/** The fake and what it saw. */
export interface FakeApi {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** The events (check-ins change them). */
  events: FakeEvent[];
}

const MESSAGES: Readonly<Record<string, string>> = {
  invalid_check_in_code: 'O código de check-in deve ter 6 dígitos.',
  invalid_event_code: 'Código do evento inválido. Confirme o código com o organizador.',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const refuse = (failure: FakeError): Response =>
  json(
    failure.status,
    { code: failure.code, message: failure.message ?? MESSAGES[failure.code] ?? failure.code },
    failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
  );

/** Creates the fake. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const events = (options.events ?? demoEvents()).map((entry) => ({ ...entry, event: { ...entry.event } }));
  const level = options.level ?? 'intermediate';
  const maxWrongCodes = options.maxWrongCodes ?? 5;
  const requests: FakeRequest[] = [];
  let balance = options.balance ?? 1000;
  let wrongCodes = 0;
  let attendanceId = 500;
  // Answers already given per idempotency key: a retry replays the first one.
  const replies = new Map<string, { status: number; body: unknown }>();

  const checkIn = (body: { code?: string; qr?: string }): Response => {
    if (wrongCodes >= maxWrongCodes) return refuse({ status: 429, code: 'too_many_attempts', retryAfter: 600 });
    if (body.code !== undefined && !isValidCheckInCode(body.code)) {
      wrongCodes += 1;
      return refuse({ status: 422, code: 'invalid_check_in_code' });
    }
    const found = events.find((entry) => (body.code !== undefined ? entry.code === body.code : entry.qr === body.qr));
    if (!found) {
      wrongCodes += 1;
      return refuse({ status: 422, code: 'invalid_event_code' });
    }
    const { event } = found;
    if (event.status !== 'open') return refuse({ status: 422, code: 'event_not_open' });
    if (LEVELS.indexOf(level) < LEVELS.indexOf(event.minimum_level)) {
      return refuse({ status: 403, code: 'events_level_required' });
    }
    if (event.checked_in_at !== null) return refuse({ status: 409, code: 'already_checked_in' });
    const created = new Date().toISOString();
    event.checked_in_at = created;
    balance += event.points;
    attendanceId += 1;
    return json(201, {
      id: attendanceId,
      event: { ...event },
      method: body.code !== undefined ? 'code' : 'qr',
      points: event.points,
      balance,
      created_at: created,
    });
  };

  const answer = async (request: Request, path: string, body: unknown): Promise<Response> => {
    if (path === '/api/events/' && request.method === 'GET') {
      return json(200, {
        level,
        events_available: LEVELS.indexOf(level) >= LEVELS.indexOf('intermediate'),
        results: events.map((entry) => ({ ...entry.event })),
      });
    }
    if (path === '/api/events/check-in/' && request.method === 'POST') {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      const replay = key === null ? undefined : replies.get(key);
      if (replay) return json(replay.status, replay.body);
      const response = checkIn(body as { code?: string; qr?: string });
      if (key !== null && response.status === 201) {
        replies.set(key, { status: 201, body: await response.clone().json() });
      }
      return response;
    }
    return json(404, {
      code: 'not_found_or_forbidden',
      message: 'Não encontrado ou não possui permissão para acessar.',
    });
  };

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({
      method: request.method,
      path: url.pathname,
      body,
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
    const failure = options.fail?.(request.method, url.pathname);
    if (failure === 'hang') return new Promise<Response>(() => undefined);
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure) return refuse(failure);
    return answer(request, url.pathname, body);
  };

  return { fetch: fetchImpl, requests, events };
}

/** A Campus whose API is the fake: no persistence, realtime in memory, signed in as a member (or not). */
export function createFakeCampus(api: FakeApi, locale = 'pt-BR', signedIn = true): Campus {
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'checkin-tests',
    clientSecret: 'checkin-tests-secret',
    locale,
    persist: false,
    adapters: { realtime: createMemoryRealtime(), fetch: api.fetch, search: '' },
  });
  // The fake answers any token; the session only needs to exist for the widget to ask.
  if (signedIn) campus.stores.session.setState({ access_token: 'fake-access-token', email: 'agent@campus.example' });
  return campus;
}
