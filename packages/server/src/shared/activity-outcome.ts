import { and, eq, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { activityUserStates } from '../db/schema';
import type { ActivityUserStateRow, StoredAttemptStatus } from '../db/schema';

/*
 * A learner's state in an activity as attempts decide it (tests and quizzes, games): read it, write it, and what an
 * attempt's outcome makes of it.
 */

/** The learner's stored state in an activity, if any. */
export async function storedActivityState(
  db: CampusDb | CampusTransaction,
  userId: number,
  activityId: number,
): Promise<ActivityUserStateRow | undefined> {
  const [row] = await db
    .select()
    .from(activityUserStates)
    .where(and(eq(activityUserStates.userId, userId), eq(activityUserStates.activityId, activityId)));
  return row;
}

/** Writes the learner's state in an activity (an attempt's outcome decides it: it may go back, e.g. to `restarted`). */
export async function writeActivityState(
  tx: CampusTransaction,
  userId: number,
  activityId: number,
  state: Pick<ActivityUserStateRow, 'status' | 'progress' | 'blockedReason'>,
): Promise<void> {
  await tx
    .insert(activityUserStates)
    .values({ userId, activityId, ...state })
    .onConflictDoUpdate({
      target: [activityUserStates.userId, activityUserStates.activityId],
      set: { ...state, updatedAt: sql`now()` },
    });
}

/**
 * Marks the learner's activity in progress as an attempt starts, unless a pass (or a block) already stands: only
 * from not started, restarted or reproved. Answers whether it wrote, so the caller updates the course's state.
 */
export async function markActivityStarted(tx: CampusTransaction, userId: number, activityId: number): Promise<boolean> {
  const state = await storedActivityState(tx, userId, activityId);
  if (state !== undefined && !['not_started', 'restarted', 'reproved'].includes(state.status)) return false;
  await writeActivityState(tx, userId, activityId, { status: 'in_progress', progress: 0, blockedReason: null });
  return true;
}

/**
 * The outcome an attempt writes to its activity: what the attempt decided, never below a pass already made (a pass
 * beaten by a later one is `improved`; a fail after a pass keeps the pass).
 */
export function activityStateAfter(
  status: StoredAttemptStatus,
  score: number | null,
  previous: ActivityUserStateRow | undefined,
  bestBefore: number | null,
): Pick<ActivityUserStateRow, 'status' | 'progress' | 'blockedReason'> {
  const passedBefore = previous?.status === 'approved' || previous?.status === 'improved';
  switch (status) {
    case 'finished':
      return { status: 'finished', progress: 100, blockedReason: null };
    case 'approved': {
      const improved = passedBefore && score !== null && bestBefore !== null && score > bestBefore;
      return {
        status: improved ? 'improved' : passedBefore ? previous.status : 'approved',
        progress: 100,
        blockedReason: null,
      };
    }
    case 'reproved':
      return passedBefore
        ? { status: previous.status, progress: 100, blockedReason: null }
        : { status: 'reproved', progress: 0, blockedReason: null };
    case 'blocked':
      return { status: 'blocked', progress: 0, blockedReason: 'block_test_failed' };
    case 'restarted':
      return { status: 'restarted', progress: 0, blockedReason: null };
    case 'in_progress':
      return { status: 'in_progress', progress: 0, blockedReason: null };
  }
}
