import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusTransaction } from '../db/database';
import {
  activityProgress,
  activityRuntimeData,
  activityUserStates,
  catalogueItemChildren,
  catalogueItems,
  courseActivities,
  gameAttempts,
  testAttempts,
} from '../db/schema';
import { ACTIVITY_HOLDER_TYPES } from '../catalogue/catalogue-kinds';

/**
 * The courses a failed restart test resets: its own course; for a general test (`restart_general_test`) also every
 * course of the trails holding that course (spec §4 "restart: failing all attempts resets progress"; a general test
 * covers a whole trail).
 */
export async function coursesToReset(tx: CampusTransaction, courseId: number, general: boolean): Promise<number[]> {
  if (!general) return [courseId];
  const trail = alias(catalogueItems, 'trail');
  const rows = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItemChildren)
    .innerJoin(trail, and(eq(trail.id, catalogueItemChildren.parentId), eq(trail.type, 'trail')))
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, catalogueItemChildren.childId),
        inArray(catalogueItems.type, [...ACTIVITY_HOLDER_TYPES]),
      ),
    )
    .where(
      inArray(
        catalogueItemChildren.parentId,
        tx
          .select({ id: catalogueItemChildren.parentId })
          .from(catalogueItemChildren)
          .where(eq(catalogueItemChildren.childId, courseId)),
      ),
    );
  return [...new Set([courseId, ...rows.map((row) => row.id)])];
}

/**
 * Resets a learner's progress in courses after a failed restart test: every activity back to not started, except
 * blocked ones (a row awaiting the instructor keeps waiting, and a failed block test stays failed: failing a restart
 * test on purpose must not buy new attempts at a block test); rows are updated rather than deleted, so an
 * instructor's authorisation already given stays given; the facts of progress and the SCORM run-time data deleted,
 * and the attempts made so far (tests and games) superseded so the count of attempts starts again (core's
 * `resolveAttempt`: "after a restart the server starts the count again with the training's progress"). Certificates
 * already issued stay: they certify what was done then.
 */
export async function resetTrainingProgress(tx: CampusTransaction, userId: number, courseIds: readonly number[]) {
  const activityIds = tx
    .select({ id: courseActivities.id })
    .from(courseActivities)
    .where(inArray(courseActivities.courseId, [...courseIds]));
  await tx
    .update(activityUserStates)
    .set({ status: 'not_started', progress: 0, blockedReason: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(activityUserStates.userId, userId),
        inArray(activityUserStates.activityId, activityIds),
        ne(activityUserStates.status, 'blocked'),
      ),
    );
  await tx
    .delete(activityProgress)
    .where(and(eq(activityProgress.userId, userId), inArray(activityProgress.activityId, activityIds)));
  await tx
    .delete(activityRuntimeData)
    .where(and(eq(activityRuntimeData.userId, userId), inArray(activityRuntimeData.activityId, activityIds)));
  await tx
    .update(testAttempts)
    .set({ superseded: true })
    .where(
      and(
        eq(testAttempts.userId, userId),
        inArray(testAttempts.courseId, [...courseIds]),
        ne(testAttempts.status, 'in_progress'),
      ),
    );
  await tx
    .update(gameAttempts)
    .set({ superseded: true })
    .where(
      and(
        eq(gameAttempts.userId, userId),
        inArray(gameAttempts.courseId, [...courseIds]),
        ne(gameAttempts.status, 'in_progress'),
      ),
    );
}
