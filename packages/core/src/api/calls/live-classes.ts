import { transmissionSchema } from '../../schemas/live-transmission.js';
import type { Transmission, TransmissionMove } from '../../schemas/live-transmission.js';
import type { ApiClient } from '../api-client.js';
import type { CalendarKind, TransmissionHolderKind } from '../live-class-paths.js';
import { LIVE_CLASS_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import type { WireId } from './loyalty-earning.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * Live transmissions and calendar export (issue 26; docs/server.md "Live classes"): the transmission of a live class
 * or webinar as the caller sees it, an instructor's move of it, and a class's or presential course's `.ics`.
 */

/**
 * `GET /api/{live-classes|webinars|presential-events}/{id}/transmission/`: phase, schedule, stream or recording,
 * realtime area (`presential-events`: an in-person course's live class or webinar event, by the event's id).
 */
export function fetchTransmission(
  client: ApiClient,
  kind: TransmissionHolderKind,
  id: WireId,
  options?: TypedCallOptions,
): Promise<Transmission> {
  return client.requestJson(pathTo(LIVE_CLASS_PATHS.transmission, { kind, id }), transmissionSchema, {
    ...withSignal(options),
  });
}

/**
 * `POST /api/{live-classes|webinars|presential-events}/{id}/transmission/`: moves the transmission to `waiting`,
 * `live` or `finished` (the class's instructors and staff; others 403/404). Retry-safe with its idempotency key.
 */
export function moveTransmission(
  client: ApiClient,
  kind: TransmissionHolderKind,
  id: WireId,
  move: TransmissionMove,
  options: WriteCallOptions,
): Promise<Transmission> {
  return client.requestJson(pathTo(LIVE_CLASS_PATHS.transmission, { kind, id }), transmissionSchema, {
    method: 'POST',
    json: move,
    ...writeOptions(options),
  });
}

/**
 * `GET /api/{live-classes|webinars|presential-courses}/{id}/calendar/?tz=`: the class (with its recurrence) or the
 * presential course's events (or one, `event`) as an iCalendar file in `timeZone` (an IANA zone; 400
 * `invalid_time_zone` otherwise). Resolves with the file (`text/calendar`).
 */
export async function downloadCalendar(
  client: ApiClient,
  kind: CalendarKind,
  id: WireId,
  query: { timeZone: string; event?: WireId | undefined },
  options?: TypedCallOptions,
): Promise<Blob> {
  const response = await client.request(pathTo(LIVE_CLASS_PATHS.calendar, { kind, id }), {
    headers: { accept: 'text/calendar' },
    searchParams: { tz: query.timeZone, event: query.event === undefined ? undefined : String(query.event) },
    ...withSignal(options),
  });
  return response.blob();
}
