import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CourseStatus } from '@campus/core/rules';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueUserStates, gameAttempts } from '../db/schema';
import type { GameAttemptRow } from '../db/schema';

/** An attempt id as the database stores it (anything else is unknown, without asking the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serializes what changes a learner's standing in one game (a start, a move) with a transaction-scoped advisory
 * lock, across processes: two tabs starting at once make one attempt, two moves at once are judged one after the
 * other. Taken before any row lock, always, so the order of locks is the same everywhere.
 */
export async function lockLearnerGame(tx: CampusTransaction, userId: number, activityId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`game-attempts\n${userId}\n${activityId}`}, 0))`,
  );
}

/** The learner's attempts at a game that count (not superseded by a training reset), oldest first. */
export function countedGameAttempts(
  db: CampusDb | CampusTransaction,
  userId: number,
  activityId: number,
): Promise<GameAttemptRow[]> {
  return db
    .select()
    .from(gameAttempts)
    .where(
      and(eq(gameAttempts.userId, userId), eq(gameAttempts.activityId, activityId), eq(gameAttempts.superseded, false)),
    )
    .orderBy(asc(gameAttempts.number));
}

/** The learner's last finished attempt at a game, superseded or not. */
export async function lastFinishedGameAttempt(
  db: CampusDb | CampusTransaction,
  userId: number,
  activityId: number,
): Promise<GameAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(gameAttempts)
    .where(
      and(eq(gameAttempts.userId, userId), eq(gameAttempts.activityId, activityId), isNotNull(gameAttempts.finishedAt)),
    )
    .orderBy(desc(gameAttempts.finishedAt))
    .limit(1);
  return row;
}

/** The game of the learner's attempt `attemptId`, or undefined for an unknown id or another person's attempt. */
export async function gameOfAttempt(
  db: CampusDb | CampusTransaction,
  userId: number,
  attemptId: string,
): Promise<number | undefined> {
  if (!UUID.test(attemptId)) return undefined;
  const [row] = await db
    .select({ activityId: gameAttempts.activityId })
    .from(gameAttempts)
    .where(and(eq(gameAttempts.id, attemptId), eq(gameAttempts.userId, userId)));
  return row?.activityId;
}

/** The learner's attempt `attemptId`, its row locked for the transaction, or undefined (unknown, or another's). */
export async function lockedGameAttempt(
  tx: CampusTransaction,
  userId: number,
  attemptId: string,
): Promise<GameAttemptRow | undefined> {
  if (!UUID.test(attemptId)) return undefined;
  const [row] = await tx
    .select()
    .from(gameAttempts)
    .where(and(eq(gameAttempts.id, attemptId), eq(gameAttempts.userId, userId)))
    .for('update');
  return row;
}

/** The learner's stored state in a course, as the catalogue lists read it (not started when there is no row). */
export async function storedCourseState(
  db: CampusDb | CampusTransaction,
  userId: number,
  courseId: number,
): Promise<{ id: number; status: CourseStatus; progress: number }> {
  const [row] = await db
    .select({ status: catalogueUserStates.status, progress: catalogueUserStates.progress })
    .from(catalogueUserStates)
    .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, courseId)));
  return { id: courseId, status: row?.status ?? 'not_started', progress: row?.progress ?? 0 };
}
