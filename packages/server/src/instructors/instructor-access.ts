import { and, eq, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, classInstructors } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';

/*
 * Who teaches what (spec §6 Instructors; docs/server.md "Instructors"). The one question every instructor route
 * asks, and the live transmission's start/finish route too (/tmp contract of issue 26): "is the caller instructor of
 * this item or event?". The role `instructor` is checked by the routes' declared access, not here.
 */

/** A class: a catalogue item (live class, webinar, presential course) and, for an in-person event, the event. */
export interface ClassTarget {
  readonly itemId: number;
  /** An in-person event of the item; null or absent: the item as a whole. */
  readonly eventId?: number | null;
}

/** The rows of `class_instructors` that make the caller instructor of `target`. */
function assignmentOf(target: ClassTarget): SQL | undefined {
  const itemWide = and(eq(classInstructors.itemId, target.itemId), isNull(classInstructors.eventId));
  if (target.eventId === undefined || target.eventId === null) return itemWide;
  return or(itemWide, and(eq(classInstructors.itemId, target.itemId), eq(classInstructors.eventId, target.eventId)));
}

/**
 * Whether the caller teaches `target`: a `class_instructors` row for the item as a whole, or (given `eventId`) for
 * that event, on an item of the caller's client. An item-wide assignment covers every event of a presential course.
 * @example await isInstructorOf(db, scope, { itemId: 12 }) // a live class
 * @example await isInstructorOf(db, scope, { itemId: 30, eventId: 4 }) // an in-person event of course 30
 */
export async function isInstructorOf(
  db: CampusDb | CampusTransaction,
  scope: Pick<RequestScope, 'userId' | 'clientId'>,
  target: ClassTarget,
): Promise<boolean> {
  const [row] = await db
    .select({ id: classInstructors.id })
    .from(classInstructors)
    .innerJoin(
      catalogueItems,
      and(eq(catalogueItems.id, classInstructors.itemId), eq(catalogueItems.clientId, scope.clientId)),
    )
    .where(and(eq(classInstructors.userId, scope.userId), assignmentOf(target)))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses a caller who does not teach `target` with 404 `not_found_or_forbidden` (spec §8 'Não encontrado ou não
 * possui permissão para acessar.'), exactly as an unknown class, so another instructor's classes cannot be told apart
 * from missing ones.
 * @throws ApiError 404 as above
 */
export async function requireInstructorOf(
  db: CampusDb | CampusTransaction,
  scope: Pick<RequestScope, 'userId' | 'clientId'>,
  target: ClassTarget,
): Promise<void> {
  if (!(await isInstructorOf(db, scope, target))) throw new ApiError(404, 'not_found_or_forbidden');
}
