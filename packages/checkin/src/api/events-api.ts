import { attendanceSchema, IDEMPOTENCY_KEY_HEADER, loyaltyEventsResponseSchema } from '@campus/core';
import type { AttendanceWire, Campus, LoyaltyEventsResponse } from '@campus/core';

/** What proves presence: the six digits the organiser shows, or the secret a scanned QR code carries. */
export type CheckInCredential = { readonly code: string } | { readonly qr: string };

/** The resource key of the events list (invalidated after a check-in). */
export const EVENTS_RESOURCE_KEY = ['loyalty-events'] as const;

/**
 * `GET /api/events/`: the client's events (type, title, place, begin and end, points, lowest level, whether
 * the member checked in) and whether the member's level opens them (`events_available`, spec §4).
 */
export function fetchEvents(campus: Campus, signal?: AbortSignal): Promise<LoyaltyEventsResponse> {
  return campus.api.requestJson('/api/events/', loyaltyEventsResponseSchema, signal ? { signal } : {});
}

/**
 * `POST /api/events/check-in/` with `{ code }` or `{ qr }` (201: the attendance and the points it earned).
 * `idempotencyKey` makes a retry of the same check-in (a lost answer, a double click) answer the first
 * result instead of counting twice.
 */
export function checkInToEvent(
  campus: Campus,
  credential: CheckInCredential,
  idempotencyKey: string,
): Promise<AttendanceWire> {
  return campus.api.requestJson('/api/events/check-in/', attendanceSchema, {
    method: 'POST',
    json: credential,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
