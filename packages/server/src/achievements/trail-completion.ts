import { isTrainingDone } from '@campus/core/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusTransaction } from '../db/database';
import { catalogueItemChildren, catalogueItems, catalogueUserStates } from '../db/schema';

/** Where a learner stands in a trail, as far as its certificate goes. */
export type TrailStanding = 'finished' | 'blocked' | 'unfinished';

/**
 * Whether a learner finished a trail (issue 21: "a certificate when a course or trail is finished and not
 * blocked"). A trail has no activities of its own: it is its items (courses, webinars, live classes, presential
 * catalogues). It is
 * - `blocked` when its own state or any published item's is `blocked` (a block test failed in it, §4 Test modes:
 *   no certificate);
 * - `finished` when its own state is done (core's `isTrainingDone`: finished, improved), or when every published
 *   item is done — a presential catalogue by its own state or by one of its presential courses (a learner takes
 *   one course of a catalogue);
 * - `unfinished` otherwise, and for a learner with no state in the trail at all (never enrolled).
 */
export async function trailStanding(tx: CampusTransaction, userId: number, trailId: number): Promise<TrailStanding> {
  const [own] = await tx
    .select({ status: catalogueUserStates.status })
    .from(catalogueUserStates)
    .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, trailId)));
  if (!own) return 'unfinished';
  if (own.status === 'blocked') return 'blocked';
  const items = await tx
    .select({ id: catalogueItems.id, type: catalogueItems.type, status: catalogueUserStates.status })
    .from(catalogueItemChildren)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueItemChildren.childId))
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, userId)),
    )
    .where(and(eq(catalogueItemChildren.parentId, trailId), eq(catalogueItems.published, true)));
  if (items.some((item) => item.status === 'blocked')) return 'blocked';
  if (isTrainingDone(own.status)) return 'finished';
  if (items.length === 0) return 'unfinished';
  const catalogs = items.filter((item) => item.type === 'presential_catalog' && !isTrainingDone(item.status ?? ''));
  const catalogsDone = await catalogsWithADoneCourse(
    tx,
    userId,
    catalogs.map((item) => item.id),
  );
  const done = items.every((item) => isTrainingDone(item.status ?? '') || catalogsDone.has(item.id));
  return done ? 'finished' : 'unfinished';
}

/** Of the given presential catalogues, those where the learner finished one of the presential courses. */
async function catalogsWithADoneCourse(
  tx: CampusTransaction,
  userId: number,
  catalogIds: readonly number[],
): Promise<Set<number>> {
  if (catalogIds.length === 0) return new Set();
  const course = alias(catalogueItems, 'course');
  const rows = await tx
    .select({ catalogId: catalogueItemChildren.parentId, status: catalogueUserStates.status })
    .from(catalogueItemChildren)
    .innerJoin(course, eq(course.id, catalogueItemChildren.childId))
    .innerJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, course.id), eq(catalogueUserStates.userId, userId)),
    )
    .where(and(inArray(catalogueItemChildren.parentId, [...catalogIds]), eq(course.published, true)));
  return new Set(rows.filter((row) => isTrainingDone(row.status)).map((row) => row.catalogId));
}

/** The published trails that hold an item, for the learner to be checked in after the item finishes. */
export async function trailsHolding(tx: CampusTransaction, itemId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItemChildren)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueItemChildren.parentId))
    .where(
      and(
        eq(catalogueItemChildren.childId, itemId),
        eq(catalogueItems.type, 'trail'),
        eq(catalogueItems.published, true),
      ),
    );
  return rows.map((row) => row.id);
}
