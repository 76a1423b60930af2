import { and, asc, eq, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { testAttempts } from '../db/schema';
import type { TestAttemptRow } from '../db/schema';

/**
 * Serializes what changes a learner's standing in one test (start, submission, closing an expired attempt) with a
 * transaction-scoped advisory lock, across processes: two tabs starting at once make one attempt, two submissions
 * score once. Taken before any row lock, always, so the order of locks is the same everywhere.
 */
export async function lockLearnerTest(tx: CampusTransaction, userId: number, activityId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`test-attempts\n${userId}\n${activityId}`}, 0))`,
  );
}

/** The learner's attempts at a test that count (not superseded by a restart), oldest first. */
export function countedAttempts(
  db: CampusDb | CampusTransaction,
  userId: number,
  activityId: number,
): Promise<TestAttemptRow[]> {
  return db
    .select()
    .from(testAttempts)
    .where(
      and(eq(testAttempts.userId, userId), eq(testAttempts.activityId, activityId), eq(testAttempts.superseded, false)),
    )
    .orderBy(asc(testAttempts.number));
}

/** The learner's last submitted attempt at a test, superseded or not (a restart's own attempt is shown after it). */
export async function lastSubmittedAttempt(
  db: CampusDb | CampusTransaction,
  userId: number,
  activityId: number,
): Promise<TestAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.activityId, activityId),
        sql`${testAttempts.submittedAt} is not null`,
      ),
    )
    .orderBy(sql`${testAttempts.submittedAt} desc`)
    .limit(1);
  return row;
}
