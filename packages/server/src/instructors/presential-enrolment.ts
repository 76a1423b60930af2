import { presentialEnrolmentRefusal } from '@campus/core/rules';
import { and, eq, exists, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItemChildren, catalogueItems, catalogueUserStates, certificates } from '../db/schema';
import { presentialStatusOf } from '../catalogue/presential-status';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';

/*
 * Enrolment in an in-person course (spec §4 In-person classes, §8 Events and enrolment): the course's status must take
 * enrolments, and core's `presentialEnrolmentRefusal` decides the two refusals of §8 from the learner's enrolments and
 * certificates. The catalogue's enrol route calls it before writing.
 */

/** The in-person course as the refusal needs it. */
export interface PresentialCourseFacts {
  readonly id: number;
  readonly status: string | null;
  readonly categoryId: number | null;
}

/**
 * Whether the caller is enrolled, or holds a certificate, in another course of a presential catalogue holding this
 * one ('Já inscrito ou certificado em um evento deste catálogo').
 */
async function enrolledOrCertifiedInCatalog(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  courseId: number,
): Promise<boolean> {
  const parent = alias(catalogueItemChildren, 'parent_link');
  const catalogs = db
    .select({ parentId: parent.parentId })
    .from(parent)
    .innerJoin(
      catalogueItems,
      and(eq(catalogueItems.id, parent.parentId), eq(catalogueItems.type, 'presential_catalog')),
    )
    .where(eq(parent.childId, courseId));
  const siblings = await db
    .selectDistinct({ id: catalogueItemChildren.childId })
    .from(catalogueItemChildren)
    .where(and(inArray(catalogueItemChildren.parentId, catalogs), ne(catalogueItemChildren.childId, courseId)));
  if (siblings.length === 0) return false;
  const ids = siblings.map((sibling) => sibling.id);
  const [enrolled] = await db
    .select({ itemId: catalogueUserStates.itemId })
    .from(catalogueUserStates)
    .where(
      and(
        eq(catalogueUserStates.userId, scope.userId),
        eq(catalogueUserStates.enrolled, true),
        inArray(catalogueUserStates.itemId, ids),
      ),
    )
    .limit(1);
  if (enrolled) return true;
  const [certified] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, scope.userId), inArray(certificates.itemId, ids)))
    .limit(1);
  return certified !== undefined;
}

/**
 * Whether the caller holds a certificate for this course's event type: the course itself, or an in-person course of
 * the same category ('Já possui certificado para este tipo de evento').
 */
async function certifiedForEventType(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  course: PresentialCourseFacts,
): Promise<boolean> {
  const sameType =
    course.categoryId === null
      ? eq(certificates.itemId, course.id)
      : or(
          eq(certificates.itemId, course.id),
          exists(
            db
              .select({ id: catalogueItems.id })
              .from(catalogueItems)
              .where(
                and(
                  eq(catalogueItems.id, certificates.itemId),
                  eq(catalogueItems.type, 'presential_course'),
                  eq(catalogueItems.categoryId, course.categoryId),
                ),
              ),
          ),
        );
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, scope.userId), eq(certificates.clientId, scope.clientId), sameType))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses the caller's enrolment in an in-person course (spec §8): 422 `enrolment_closed` when the status takes no
 * enrolments (core's `presentialStatusRules`), 409 `already_enrolled_in_catalog`, 409 `already_certified_event_type`.
 * A course already holding the caller's enrolment is not refused (enrolling again is idempotent).
 * @throws ApiError as above
 */
export async function assertPresentialEnrolmentAllowed(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  course: PresentialCourseFacts,
): Promise<void> {
  const [own] = await db
    .select({ enrolled: catalogueUserStates.enrolled })
    .from(catalogueUserStates)
    .where(and(eq(catalogueUserStates.userId, scope.userId), eq(catalogueUserStates.itemId, course.id)));
  if (own?.enrolled === true) return;
  const refusal = presentialEnrolmentRefusal({
    // A course without a status of its own takes enrolments (its events carry the statuses).
    status: presentialStatusOf(course.status),
    enrolledOrCertifiedInCatalog: await enrolledOrCertifiedInCatalog(db, scope, course.id),
    certifiedForEventType: await certifiedForEventType(db, scope, course),
  });
  if (refusal === null) return;
  throw new ApiError(refusal === 'enrolment_closed' ? 422 : 409, refusal);
}
