import { canAccessEvents, isValidCheckInCode, reachesLevel } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { AttendanceWire, CheckInRequest } from '@campus/core/schemas';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createAttemptLimiter } from '../../shared/attempt-limiter';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaigns, eventAttendances, loyaltyEvents } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { eventStatus, eventToWire, findEventByCredential, listMemberEvents } from '../events-reader';
import { creditPoints } from '../ledger';
import { lockPointAccount } from '../ledger-account';
import { addLevelPoints } from '../levels';
import type { LoyaltyContext } from '../request-context';
import { readMemberLevel } from '../member-level';
import { markPresenceFromCheckIn } from '../../instructors/class-writes';

/*
 * Event check-in (spec §2 Events: by QR code or six-digit code; §4 events are available from the creator
 * level; §8 "Invalid event code: confirm with the organizer"). A check-in is written once per event and
 * member (the unique attendance is the last guard), with the event's points credited in the same
 * transaction as `earned` points of the event's campaign (or the active one), which also count as level
 * points and so move the ranking.
 */

/**
 * Wrong check-in codes: 5 in 10 minutes per member lock the member out of check-in until the oldest one
 * leaves the window (429 `too_many_attempts`), so six digits cannot be guessed by trying.
 */
export const checkInLimiter = createAttemptLimiter({ scope: 'event_check_in', max: 5, windowSeconds: 600 });

/** The programme's events with the member's check-ins, and whether the member's level opens them. */
export async function listEventsForMember(db: CampusDb, context: LoyaltyContext, now = new Date()) {
  const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
  return {
    level: member.level,
    events_available: canAccessEvents(member.level),
    results: await listMemberEvents(db, context.clientId, context.userId, now),
  };
}

/**
 * The event a check-in names, before any transaction: wrong codes are counted here, since a refusal inside a
 * transaction would roll the count back.
 * @returns the event and how the member named it (`code` or `qr`)
 * @throws 429 `too_many_attempts` (5 wrong codes in 10 minutes), 422 `invalid_check_in_code` (not six
 *   digits), 422 `invalid_event_code` (no such event of the client)
 */
export async function findCheckInEvent(app: FastifyInstance, context: LoyaltyContext, body: CheckInRequest) {
  const keys = [`user:${context.userId}`];
  await checkInLimiter.assertAllowed(app, keys);
  const field = 'code' in body ? 'code' : 'qr';
  if ('code' in body && !isValidCheckInCode(body.code)) {
    await checkInLimiter.recordFailure(app, keys);
    throw new ApiError(422, 'invalid_check_in_code', {}, { fieldErrors: { code: 'invalid_check_in_code' } });
  }
  const event = await findEventByCredential(app.database.db, context.clientId, body);
  if (!event) {
    await checkInLimiter.recordFailure(app, keys);
    throw new ApiError(422, 'invalid_event_code', {}, { fieldErrors: { [field]: 'invalid_event_code' } });
  }
  return { event, field } as const;
}

/** What a check-in needs. */
export interface CheckInInput {
  readonly userId: number;
  readonly clientId: number;
  readonly eventId: number;
  readonly method: 'code' | 'qr';
  readonly locale: Locale;
  readonly now: Date;
  readonly today: string;
}

/** A check-in's answer and the campaign its points count in (for the ranking announcement). */
export interface CheckInResult {
  readonly attendance: AttendanceWire;
  readonly campaignId: number | null;
}

/**
 * Checks the member in. Refusals: 422 `event_not_open` (before the beginning or after the end), 403
 * `events_level_required` (level below the event's minimum, the creator level by default), 409
 * `already_checked_in`.
 */
export async function checkInToEvent(tx: CampusTransaction, input: CheckInInput): Promise<CheckInResult> {
  const account = await lockPointAccount(tx, input.userId, input.today);
  const [event] = await tx.select().from(loyaltyEvents).where(eq(loyaltyEvents.id, input.eventId));
  if (!event || event.clientId !== input.clientId) throw new ApiError(422, 'invalid_event_code');
  if (eventStatus(event, input.now) !== 'open') throw new ApiError(422, 'event_not_open');
  const member = await readMemberLevel(tx, input.userId, input.clientId, input.today);
  if (!reachesLevel(member.level, event.minimumLevel)) throw new ApiError(403, 'events_level_required');
  const [attendance] = await tx
    .insert(eventAttendances)
    .values({ eventId: event.id, userId: input.userId, method: input.method, points: event.points })
    .onConflictDoNothing()
    .returning();
  if (!attendance) throw new ApiError(409, 'already_checked_in');
  // Issue 26: a check-in at the programme event of an in-person event marks the presence there (src/instructors).
  await markPresenceFromCheckIn(tx, event.id, input.userId);
  const campaignId = event.campaignId ?? member.campaign?.id ?? null;
  if (event.points > 0) {
    const [campaign] = campaignId === null ? [] : await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    await creditPoints(account, {
      kind: 'earned',
      sourceType: 'event_attendance',
      sourceId: attendance.id,
      points: event.points,
      campaignId: campaign?.id ?? null,
      expiresOn: campaign?.endDate ?? null,
    });
    if (campaign) await addLevelPoints(tx, input.userId, campaign, event.points);
  }
  return {
    attendance: {
      id: attendance.id,
      event: eventToWire(event, input.now, attendance.createdAt),
      method: attendance.method === 'qr' ? 'qr' : 'code',
      points: attendance.points,
      balance: account.balance,
      created_at: attendance.createdAt.toISOString(),
    },
    campaignId: event.points > 0 ? campaignId : null,
  };
}
