import { randomBytes, randomInt } from 'node:crypto';
import type { adminEventInputSchema, adminEventPatchSchema } from '@campus/core/schemas';
import type { AdminEventWire } from '@campus/core/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { eventAttendances, loyaltyEvents } from '../../db/schema';
import type { LoyaltyEventRow } from '../../db/schema';
import { sqlState } from '../../db/sql-state';
import { ApiError } from '../../http/api-error';
import { lockClientRow } from './client-ownership';
import { requireCampaign } from './catalogue-admin-references';
import { eventToWire } from '../events-reader';

/*
 * The programme administrator's events (issue 6 "events (with check-in code)"). The six-digit code is unique
 * per client (the database's unique constraint decides, 409 `check_in_code_taken`); a code is drawn when none
 * is given. The QR secret is 128 random bits, never chosen by hand.
 */

/** An event to create. */
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;
/** An event update. */
export type AdminEventPatch = z.infer<typeof adminEventPatchSchema>;

const newQrToken = () => randomBytes(16).toString('hex');

/** The administrator's wire form of an event. */
export function adminEventToWire(event: LoyaltyEventRow, attendances: number, now: Date): AdminEventWire {
  const { checked_in_at: _checkedIn, ...wire } = eventToWire(event, now, null);
  return { ...wire, check_in_code: event.checkInCode, qr: event.qrToken, attendances };
}

/** Every event of the client, latest first, with attendance counts. */
export async function listClientEvents(db: CampusDb, clientId: number, now: Date): Promise<AdminEventWire[]> {
  const rows = await db
    .select({ event: loyaltyEvents, attendances: sql<number>`count(${eventAttendances.id})::int` })
    .from(loyaltyEvents)
    .leftJoin(eventAttendances, eq(eventAttendances.eventId, loyaltyEvents.id))
    .where(eq(loyaltyEvents.clientId, clientId))
    .groupBy(loyaltyEvents.id)
    .orderBy(desc(loyaltyEvents.beginAt), desc(loyaltyEvents.id));
  return rows.map((row) => adminEventToWire(row.event, Number(row.attendances), now));
}

/** A check-in code no event of the client uses. */
async function freeCheckInCode(tx: CampusTransaction, clientId: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [taken] = await tx
      .select({ id: loyaltyEvents.id })
      .from(loyaltyEvents)
      .where(and(eq(loyaltyEvents.clientId, clientId), eq(loyaltyEvents.checkInCode, code)));
    if (!taken) return code;
  }
  throw new ApiError(409, 'check_in_code_taken');
}

/** Runs a write, turning the code's unique violation into 409 `check_in_code_taken`. */
async function guardCode<T>(tx: CampusTransaction, write: () => Promise<T>): Promise<T> {
  // A savepoint keeps the transaction usable after the violation, so the answer is a clean 409.
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (sqlState(error) === '23505') {
      throw new ApiError(409, 'check_in_code_taken', {}, { fieldErrors: { check_in_code: 'check_in_code_taken' } });
    }
    throw error;
  }
}

async function attendanceCount(tx: CampusTransaction, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(eventAttendances)
    .where(eq(eventAttendances.eventId, eventId));
  return Number(row?.count ?? 0);
}

/** Creates an event of the administrator's client. */
export async function createEvent(
  tx: CampusTransaction,
  clientId: number,
  input: AdminEventInput,
  now: Date,
): Promise<AdminEventWire> {
  await requireCampaign(tx, clientId, input.campaign_id);
  const code = input.check_in_code ?? (await freeCheckInCode(tx, clientId));
  const [row] = await guardCode(tx, () =>
    tx
      .insert(loyaltyEvents)
      .values({
        clientId,
        campaignId: input.campaign_id,
        type: input.type,
        title: input.title,
        description: input.description,
        location: input.location,
        beginAt: new Date(input.begin_at),
        endAt: new Date(input.end_at),
        checkInCode: code,
        qrToken: newQrToken(),
        points: input.points,
        minimumLevel: input.minimum_level,
      })
      .returning(),
  );
  if (!row) throw new Error('event not written');
  return adminEventToWire(row, 0, now);
}

/** Changes an event of the administrator's client (404 `not_found_or_forbidden` for any other). */
export async function updateEvent(
  tx: CampusTransaction,
  clientId: number,
  id: number,
  patch: AdminEventPatch,
  now: Date,
): Promise<AdminEventWire> {
  const current = await lockClientRow(tx, loyaltyEvents, clientId, id);
  await requireCampaign(tx, clientId, patch.campaign_id);
  const beginAt = patch.begin_at === undefined ? current.beginAt : new Date(patch.begin_at);
  const endAt = patch.end_at === undefined ? current.endAt : new Date(patch.end_at);
  if (beginAt > endAt) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.end_at'] });
  const [row] = await guardCode(tx, () =>
    tx
      .update(loyaltyEvents)
      .set({
        campaignId: patch.campaign_id,
        type: patch.type,
        title: patch.title,
        description: patch.description,
        location: patch.location,
        beginAt,
        endAt,
        checkInCode: patch.check_in_code,
        qrToken: patch.regenerate_qr ? newQrToken() : undefined,
        points: patch.points,
        minimumLevel: patch.minimum_level,
        updatedAt: new Date(),
      })
      .where(eq(loyaltyEvents.id, id))
      .returning(),
  );
  if (!row) throw new Error('event vanished in its own transaction');
  return adminEventToWire(row, await attendanceCount(tx, id), now);
}

/** Deletes an event nobody checked in to; one with check-ins answers 409 `event_in_use`. */
export async function deleteEvent(tx: CampusTransaction, clientId: number, id: number): Promise<void> {
  await lockClientRow(tx, loyaltyEvents, clientId, id);
  if ((await attendanceCount(tx, id)) > 0) throw new ApiError(409, 'event_in_use');
  await tx.delete(loyaltyEvents).where(eq(loyaltyEvents.id, id));
}
