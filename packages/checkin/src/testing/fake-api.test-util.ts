// The check-in's fake API for tests and stories: the events calls of the reference server
// (packages/server/src/routes/loyalty-spending/event-routes.ts) as a route table of the test kit
// (`@campus/core/testing`), with the server's check-in refusals and wrong-code lock, answered from fixtures with
// their wire schemas. Requests, failures and Idempotency-Key replays are the kit's. Test-only.
import { LOYALTY_PATHS } from '@campus/core/api';
import { attendanceSchema, loyaltyEventsResponseSchema } from '@campus/core/schemas';
import { isValidCheckInCode, LEVELS } from '@campus/core/rules';
import type { Level } from '@campus/core/rules';
import { answer, createFakeApi, errorAnswer } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions, FakeError } from '@campus/core/testing';
import { demoEvents } from './checkin-fixtures.test-util.js';
import type { FakeEvent } from './checkin-fixtures.test-util.js';

/** What the fake serves. */
export interface CheckInApiOptions {
  /** @default the demo's three events */
  events?: FakeEvent[];
  /** The member's level. @default 'intermediate' (Creator) */
  level?: Level;
  /** The member's balance before any check-in. @default 1000 */
  balance?: number;
  /** Fails a request (the kit's failure hook): an error, `'hang'` or `'network'`. */
  fail?: FakeApiOptions['fail'];
  /** Wrong codes before check-in locks (429 `too_many_attempts`, `Retry-After: 600`). @default 5 */
  maxWrongCodes?: number;
}

/** The fake with its events (check-ins change them). */
export type CheckInApi = FakeApi & { events: FakeEvent[] };

/** The server's texts of the refusals the widget shows as sent. */
const MESSAGES: Readonly<Record<string, string>> = {
  invalid_check_in_code: 'O código de check-in deve ter 6 dígitos.',
  invalid_event_code: 'Código do evento inválido. Confirme o código com o organizador.',
};

/** Creates the fake. */
export function createCheckInApi(options: CheckInApiOptions = {}): CheckInApi {
  const events = (options.events ?? demoEvents()).map((entry) => ({ ...entry, event: { ...entry.event } }));
  const level = options.level ?? 'intermediate';
  const maxWrongCodes = options.maxWrongCodes ?? 5;
  let balance = options.balance ?? 1000;
  let wrongCodes = 0;
  let attendanceId = 500;
  const refuse = (error: FakeError) => errorAnswer(error, MESSAGES);

  const checkIn = (body: { code?: string; qr?: string }) => {
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
    return answer(
      attendanceSchema,
      {
        id: attendanceId,
        event: { ...event },
        method: body.code !== undefined ? 'code' : 'qr',
        points: event.points,
        balance,
        created_at: created,
      },
      201,
    );
  };

  const api = createFakeApi(
    {
      [`GET ${LOYALTY_PATHS.events}`]: () =>
        answer(loyaltyEventsResponseSchema, {
          level,
          events_available: LEVELS.indexOf(level) >= LEVELS.indexOf('intermediate'),
          results: events.map((entry) => ({ ...entry.event })),
        }),
      [`POST ${LOYALTY_PATHS.checkIn}`]: (request) => checkIn(request.body as { code?: string; qr?: string }),
    },
    { messages: MESSAGES, fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  return Object.assign(api, { events });
}
