import { and, eq, gt, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { catalogueItems, catalogueUserStates } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';

/*
 * The caller's own writes on an item: favourite, enrolment, subscription with seats. Callers check the
 * item is visible to the scope first (404 otherwise); every write here touches only the caller's row.
 */

/** The caller's row for the item with `state` set, created when missing (idempotent). */
async function saveUserState(
  db: CampusDb,
  scope: RequestScope,
  itemId: number,
  state: { readonly favorite: boolean } | { readonly enrolled: boolean },
) {
  await db
    .insert(catalogueUserStates)
    .values({ userId: scope.userId, itemId, ...state })
    .onConflictDoUpdate({
      target: [catalogueUserStates.userId, catalogueUserStates.itemId],
      set: { ...state, updatedAt: sql`now()` },
    });
}

/** Marks or unmarks the item as one of the caller's favourites (idempotent). */
export async function setFavorite(db: CampusDb, scope: RequestScope, itemId: number, favorite: boolean) {
  await saveUserState(db, scope, itemId, { favorite });
}

/** Enrols the caller in, or unenrols them from, a course, trail or presential course (idempotent). */
export async function setEnrolled(db: CampusDb, scope: RequestScope, itemId: number, enrolled: boolean) {
  await saveUserState(db, scope, itemId, { enrolled });
}

/** Statuses in which a transmission takes (and gives back) subscriptions. */
const OPEN_STATUS = 'opened';

/**
 * Subscribes the caller to a live class or webinar, taking a seat. Idempotent: subscribing again changes
 * nothing. The seat is taken by a conditional update in the same transaction as the subscription row, so
 * of two callers racing for the last seat exactly one wins (the other's update waits for the first commit,
 * then finds no seat): 409 `no_vacancies` ('Vagas esgotadas'). 409 `subscription_closed` unless `opened`.
 */
export async function subscribe(db: CampusDb, scope: RequestScope, itemId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    // Locks the caller's row first (insert or update), the item row second: one order for every writer.
    const changed = await tx
      .insert(catalogueUserStates)
      .values({ userId: scope.userId, itemId, enrolled: true })
      .onConflictDoUpdate({
        target: [catalogueUserStates.userId, catalogueUserStates.itemId],
        set: { enrolled: true, updatedAt: sql`now()` },
        setWhere: eq(catalogueUserStates.enrolled, false),
      })
      .returning({ itemId: catalogueUserStates.itemId });
    if (changed.length === 0) return; // already subscribed
    const seat = await tx
      .update(catalogueItems)
      .set({ seatsTaken: sql`${catalogueItems.seatsTaken} + 1` })
      .where(
        and(
          eq(catalogueItems.id, itemId),
          eq(catalogueItems.status, OPEN_STATUS),
          sql`(${catalogueItems.vacancies} is null or ${catalogueItems.seatsTaken} < ${catalogueItems.vacancies})`,
        ),
      )
      .returning({ id: catalogueItems.id });
    if (seat.length > 0) return;
    const [item] = await tx
      .select({ status: catalogueItems.status })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, itemId));
    throw new ApiError(409, item?.status === OPEN_STATUS ? 'no_vacancies' : 'subscription_closed');
  });
}

/**
 * Cancels the caller's subscription and gives the seat back. Idempotent. 409 `subscription_closed` once
 * the transmission is finished (the attendance is history by then).
 */
export async function unsubscribe(db: CampusDb, scope: RequestScope, itemId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const changed = await tx
      .update(catalogueUserStates)
      .set({ enrolled: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(catalogueUserStates.userId, scope.userId),
          eq(catalogueUserStates.itemId, itemId),
          eq(catalogueUserStates.enrolled, true),
        ),
      )
      .returning({ itemId: catalogueUserStates.itemId });
    if (changed.length === 0) return; // not subscribed
    const released = await tx
      .update(catalogueItems)
      .set({ seatsTaken: sql`${catalogueItems.seatsTaken} - 1` })
      .where(
        and(
          eq(catalogueItems.id, itemId),
          gt(catalogueItems.seatsTaken, 0),
          sql`${catalogueItems.status} <> 'finished'`,
        ),
      )
      .returning({ id: catalogueItems.id });
    if (released.length === 0) {
      const [item] = await tx
        .select({ status: catalogueItems.status })
        .from(catalogueItems)
        .where(eq(catalogueItems.id, itemId));
      if (item?.status === 'finished') throw new ApiError(409, 'subscription_closed');
    }
  });
}
