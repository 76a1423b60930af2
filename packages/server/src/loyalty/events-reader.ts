import type { LoyaltyEventWire } from '@campus/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { eventAttendances, loyaltyEvents } from '../db/schema';
import type { LoyaltyEventRow } from '../db/schema';

/*
 * Reading programme events (spec §2 Events, §3 Event). A member never sees an event's check-in code nor its
 * QR secret: those are what prove presence.
 */

/** Where an event is in time at `now`: before its beginning, during it (check-in open), after its end. */
export function eventStatus(event: Pick<LoyaltyEventRow, 'beginAt' | 'endAt'>, now: Date): LoyaltyEventWire['status'] {
  if (now < event.beginAt) return 'upcoming';
  return now > event.endAt ? 'finished' : 'open';
}

/**
 * The next instant after `now` at which one of `events` changes status (it begins, or ends: finished from the
 * millisecond after its end), or null when none will: until then, the list's statuses hold.
 */
export function nextEventStatusChange(
  events: readonly Pick<LoyaltyEventWire, 'begin_at' | 'end_at'>[],
  now: Date,
): Date | null {
  let next = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const begin = Date.parse(event.begin_at);
    const finished = Date.parse(event.end_at) + 1;
    const change = now.getTime() < begin ? begin : now.getTime() < finished ? finished : Number.POSITIVE_INFINITY;
    next = Math.min(next, change);
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/** The member's wire form of an event. */
export function eventToWire(event: LoyaltyEventRow, now: Date, checkedInAt: Date | null): LoyaltyEventWire {
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    description: event.description,
    location: event.location,
    begin_at: event.beginAt.toISOString(),
    end_at: event.endAt.toISOString(),
    status: eventStatus(event, now),
    points: event.points,
    minimum_level: event.minimumLevel,
    campaign_id: event.campaignId,
    checked_in_at: checkedInAt?.toISOString() ?? null,
  };
}

/** The client's events, latest beginning first, with the member's check-ins. */
export async function listMemberEvents(
  db: CampusDb,
  clientId: number,
  userId: number,
  now: Date,
): Promise<LoyaltyEventWire[]> {
  const rows = await db
    .select({ event: loyaltyEvents, checkedInAt: eventAttendances.createdAt })
    .from(loyaltyEvents)
    .leftJoin(
      eventAttendances,
      and(eq(eventAttendances.eventId, loyaltyEvents.id), eq(eventAttendances.userId, userId)),
    )
    .where(eq(loyaltyEvents.clientId, clientId))
    .orderBy(desc(loyaltyEvents.beginAt), desc(loyaltyEvents.id));
  return rows.map((row) => eventToWire(row.event, now, row.checkedInAt));
}

/** The client's event a typed code or a scanned QR secret names, or undefined. */
export async function findEventByCredential(
  db: CampusDb | CampusTransaction,
  clientId: number,
  credential: { readonly code: string } | { readonly qr: string },
): Promise<LoyaltyEventRow | undefined> {
  const match =
    'code' in credential ? eq(loyaltyEvents.checkInCode, credential.code) : eq(loyaltyEvents.qrToken, credential.qr);
  const [row] = await db
    .select()
    .from(loyaltyEvents)
    .where(and(eq(loyaltyEvents.clientId, clientId), match));
  return row;
}
