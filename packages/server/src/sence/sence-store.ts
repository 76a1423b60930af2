import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { senceCourses, senceSessions } from '../db/schema';
import type { SenceCourseRow, SenceSessionRow } from '../db/schema';

/*
 * The SENCE rows (src/db/schema/sence.ts): a course's codes, and the attempts at sessions. "Today" is Santiago's
 * day: SENCE registers attendance by the Chilean calendar, whatever the server's time zone.
 */

/** The time zone whose calendar day a SENCE session is valid for. */
export const SENCE_DAY_TIME_ZONE = 'America/Santiago';

/** The calendar day of an instant in Santiago, `yyyy-mm-dd`. */
export function senceDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SENCE_DAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A new unguessable `IdSesionAlumno` (144 random bits, URL-safe). */
export function newStudentSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** The SENCE codes of a course, or `undefined` when it is not flagged for SENCE. */
export async function findSenceCodes(
  db: CampusDb | CampusTransaction,
  itemId: number,
): Promise<SenceCourseRow | undefined> {
  const [row] = await db.select().from(senceCourses).where(eq(senceCourses.itemId, itemId));
  return row;
}

/** The learner's attempts at sessions in a course started in the last two days, newest first. */
async function recentAttempts(
  db: CampusDb | CampusTransaction,
  userId: number,
  itemId: number,
  now: Date,
): Promise<SenceSessionRow[]> {
  const since = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
  return db
    .select()
    .from(senceSessions)
    .where(and(eq(senceSessions.userId, userId), eq(senceSessions.itemId, itemId), gt(senceSessions.startedAt, since)))
    .orderBy(desc(senceSessions.startedAt), desc(senceSessions.id));
}

/** The learner's SENCE standing in a course today: the latest attempt and the open session, if any. */
export interface SenceStanding {
  readonly latest: SenceSessionRow | null;
  readonly open: SenceSessionRow | null;
}

/** The learner's latest attempt today (Santiago's day) and the session open today, if any. */
export async function senceStanding(
  db: CampusDb | CampusTransaction,
  userId: number,
  itemId: number,
  now: Date = new Date(),
): Promise<SenceStanding> {
  const today = senceDay(now);
  const attempts = (await recentAttempts(db, userId, itemId, now)).filter((row) => senceDay(row.startedAt) === today);
  const open = attempts.find(
    (row) => row.status === 'open' && row.openedAt !== null && senceDay(row.openedAt) === today,
  );
  return { latest: attempts[0] ?? null, open: open ?? null };
}

/**
 * Whether a course's activities wait for a SENCE session: it is flagged for SENCE and the learner has none open
 * today (core's `sence_session_required`).
 */
export async function senceSessionRequired(
  db: CampusDb | CampusTransaction,
  userId: number,
  itemId: number,
  now: Date = new Date(),
): Promise<boolean> {
  if ((await findSenceCodes(db, itemId)) === undefined) return false;
  return (await senceStanding(db, userId, itemId, now)).open === null;
}

/**
 * The wire's SENCE flags of a course's activities: flagged for SENCE, and waiting for a session. A course not flagged
 * for SENCE has none (absent reads as false).
 */
export async function senceFlags(
  db: CampusDb | CampusTransaction,
  userId: number,
  itemId: number,
): Promise<{ sence_course?: true; sence_session_required?: boolean }> {
  if ((await findSenceCodes(db, itemId)) === undefined) return {};
  const { open } = await senceStanding(db, userId, itemId);
  return { sence_course: true, sence_session_required: open === null };
}

/** The attempt SENCE's answer names, by its `IdSesionAlumno`. */
export async function findAttempt(
  db: CampusDb | CampusTransaction,
  studentSessionId: string,
): Promise<SenceSessionRow | undefined> {
  const [row] = await db.select().from(senceSessions).where(eq(senceSessions.studentSessionId, studentSessionId));
  return row;
}

/** Records SENCE's success for a pending attempt (only a pending one: a repeated answer changes nothing). */
export async function markOpened(
  db: CampusDb | CampusTransaction,
  id: number,
  answer: { senceSessionId: string | null; dateTime: string | null; timeZone: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(senceSessions)
    .set({
      status: 'open',
      senceSessionId: answer.senceSessionId,
      senceDateTime: answer.dateTime,
      senceTimeZone: answer.timeZone,
      openedAt: now,
      updatedAt: now,
    })
    .where(and(eq(senceSessions.id, id), eq(senceSessions.status, 'pending')));
}

/** Records SENCE's code for a pending attempt (only a pending one). */
export async function markFailed(db: CampusDb | CampusTransaction, id: number, code: number, now: Date): Promise<void> {
  await db
    .update(senceSessions)
    .set({ status: 'failed', errorCode: code, updatedAt: now })
    .where(and(eq(senceSessions.id, id), eq(senceSessions.status, 'pending')));
}

/** Records SENCE's close of an open session whose close was asked for. */
export async function markClosed(db: CampusDb | CampusTransaction, id: number, now: Date): Promise<void> {
  await db
    .update(senceSessions)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(senceSessions.id, id), eq(senceSessions.status, 'open')));
}

/** Forgets a close SENCE refused, keeping SENCE's code to show the learner: the session stays open. */
export async function clearCloseRequest(
  db: CampusDb | CampusTransaction,
  id: number,
  code: number,
  now: Date,
): Promise<void> {
  await db
    .update(senceSessions)
    .set({ closeRequestedAt: null, closeErrorCode: code, updatedAt: now })
    .where(and(eq(senceSessions.id, id), eq(senceSessions.status, 'open')));
}

/** Asks for a close of an open session, and where SENCE's answer brings the browser back to. */
export async function requestClose(
  db: CampusDb | CampusTransaction,
  id: number,
  returnUrl: string,
  now: Date,
): Promise<void> {
  await db
    .update(senceSessions)
    .set({ closeRequestedAt: now, closeErrorCode: null, returnUrl, updatedAt: now })
    .where(and(eq(senceSessions.id, id), eq(senceSessions.status, 'open')));
}

/**
 * A pending attempt of the learner with this RUN and return page, still within SENCE's window: a repeated start
 * answers it again rather than adding another (retry-safe).
 */
export async function reusablePending(
  db: CampusDb | CampusTransaction,
  input: { userId: number; itemId: number; run: string; returnUrl: string; since: Date },
): Promise<SenceSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(senceSessions)
    .where(
      and(
        eq(senceSessions.userId, input.userId),
        eq(senceSessions.itemId, input.itemId),
        eq(senceSessions.status, 'pending'),
        eq(senceSessions.run, input.run),
        eq(senceSessions.returnUrl, input.returnUrl),
        gt(senceSessions.startedAt, input.since),
        isNull(senceSessions.closeRequestedAt),
      ),
    )
    .orderBy(desc(senceSessions.startedAt))
    .limit(1);
  return row;
}

/** Adds a pending attempt. */
export async function insertPending(
  db: CampusDb | CampusTransaction,
  input: { clientId: number; userId: number; itemId: number; run: string; returnUrl: string; now: Date },
): Promise<SenceSessionRow> {
  const [row] = await db
    .insert(senceSessions)
    .values({
      clientId: input.clientId,
      userId: input.userId,
      itemId: input.itemId,
      studentSessionId: newStudentSessionId(),
      run: input.run,
      returnUrl: input.returnUrl,
      startedAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
