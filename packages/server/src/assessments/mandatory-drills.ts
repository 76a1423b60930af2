import type { PendingDrill } from '@campus/core/schemas';
import { and, asc, eq, notInArray, or, isNull, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { activityDocuments, activityUserStates, catalogueItems, courseActivities } from '../db/schema';
import { productToday } from '../shared/product-time';

/** A learner's state in a drill that leaves nothing to do: passed, answered, or blocked by a failed block test. */
const SETTLED = ['approved', 'improved', 'finished', 'blocked'] as const;

/**
 * The learner's mandatory drills in the client not passed yet (tests whose document says `mandatory`, in the
 * client's published online courses), those past their `mandatory_until` first (spec §3 session flags
 * `has_mandatory_drills`, `has_close_banner_drills`).
 */
export async function readPendingDrills(
  db: CampusDb | CampusTransaction,
  userId: number,
  clientId: number,
  today: string = productToday(),
): Promise<PendingDrill[]> {
  const until = sql<string | null>`${activityDocuments.document}->>'mandatory_until'`;
  const rows = await db
    .select({
      activityId: courseActivities.id,
      title: courseActivities.title,
      hierarchyOrder: courseActivities.hierarchyOrder,
      courseId: catalogueItems.id,
      courseTitle: catalogueItems.title,
      until,
    })
    .from(activityDocuments)
    .innerJoin(courseActivities, eq(courseActivities.id, activityDocuments.activityId))
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, courseActivities.courseId),
        eq(catalogueItems.clientId, clientId),
        eq(catalogueItems.published, true),
        eq(catalogueItems.type, 'online_course'),
      ),
    )
    .leftJoin(
      activityUserStates,
      and(eq(activityUserStates.activityId, courseActivities.id), eq(activityUserStates.userId, userId)),
    )
    .where(
      and(
        eq(activityDocuments.kind, 'test'),
        sql`(${activityDocuments.document}->>'mandatory')::boolean is true`,
        or(isNull(activityUserStates.status), notInArray(activityUserStates.status, [...SETTLED])),
      ),
    )
    .orderBy(sql`${until} asc nulls last`, asc(catalogueItems.id), asc(courseActivities.hierarchyOrder));
  return rows.map((row) => ({
    activity_id: row.activityId,
    title: row.title,
    course_id: row.courseId,
    course_title: row.courseTitle,
    hierarchy_order: row.hierarchyOrder,
    until: row.until,
    overdue: row.until !== null && row.until < today,
  }));
}

/**
 * The session's drill flags: `has_mandatory_drills` while any is pending; `has_close_banner_drills` while the banner
 * may be closed, i.e. none of them is past its day.
 */
export async function drillFlags(db: CampusDb, userId: number, clientId: number | null) {
  const pending = clientId === null ? [] : await readPendingDrills(db, userId, clientId);
  return {
    has_mandatory_drills: pending.length > 0,
    has_close_banner_drills: pending.length > 0 && pending.every((drill) => !drill.overdue),
  };
}
