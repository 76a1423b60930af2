import { activityAccess } from '@campus/core/rules';
import type { ActivityLockReason } from '@campus/core/rules';
import { presentialStatusOf } from '../../catalogue/presential-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { catalogueItems, catalogueUserStates, courseActivities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { requireModule } from '../../shared/request-scope';
import type { RequestScope } from '../../shared/request-scope';
import { ACTIVITY_HOLDER_TYPES, CATALOGUE_KINDS } from '../../catalogue/catalogue-kinds';
import type { ActivityHolderType } from '../../catalogue/catalogue-kinds';
import { readCourseActivityRecords } from '../../catalogue/course-activities-reader';
import { activityStateOf } from '../../catalogue/course-activity-wire';
import { senceSessionRequired } from '../../sence/sence-store';

/** Every module that switches on a kind of item holding activities: with none of them on, no activity opens. */
export const ACTIVITY_MODULES: readonly string[] = [
  ...new Set(ACTIVITY_HOLDER_TYPES.flatMap((type) => CATALOGUE_KINDS[type].modules)),
];

/** An activity the caller may open: its id, course (an item holding activities) and type. */
export interface OpenableActivity {
  readonly id: number;
  readonly courseId: number;
  /** The kind of the item holding the activity (an online course, a webinar …). */
  readonly courseType: ActivityHolderType;
  readonly type: string;
  readonly hierarchyOrder: number;
}

/** A SCORM activity the caller may open. */
export interface OpenableScormActivity {
  readonly id: number;
  readonly courseId: number;
}

/**
 * The SCORM activity `activityId` if the caller may open it ({@link findOpenableActivity}), else as there; an
 * activity of another type is 422 `activity_not_scorm` (other types keep no run-time data; `scorm_cloud` keeps
 * its own at SCORM Cloud).
 * @throws ApiError as above
 */
export async function findOpenableScormActivity(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<OpenableScormActivity> {
  const activity = await findOpenableActivity(db, scope, activityId);
  if (activity.type !== 'scorm') throw new ApiError(422, 'activity_not_scorm');
  return { id: activity.id, courseId: activity.courseId };
}

/**
 * The refusal of a locked activity. Not being enrolled is 403 `not_found_or_forbidden` (§8 'Não encontrado ou não
 * possui permissão para acessar.'); any other lock answers its reason as the code (`previous_activity_pending`,
 * `training_not_finished`, `block_test_failed`, `awaiting_instructor` …), also in `details.reason`, so the player
 * can say why, as its menu does with the same rule.
 */
export function activityLockedError(reason: ActivityLockReason): ApiError {
  if (reason === 'not_enrolled') return new ApiError(403, 'not_found_or_forbidden');
  return new ApiError(403, reason, {}, { details: { reason } });
}

/**
 * The activity `activityId` if the caller may open it in the player, as the catalogue decides it:
 * - 403 `forbidden` when the client has none of the modules of items holding activities, or not the module of
 *   this activity's item (`has_online_courses`, `has_webinars`, `has_live_classes`, `has_presential_courses`);
 * - its item is a published online course, webinar, live class or presential course of the caller's client (else
 *   404 `not_found_or_forbidden`, exactly as an unknown id, so another client's activities cannot be told apart
 *   from missing ones);
 * - core's `activityAccess` over the course's activities (each state as `resolveActivityState` gives it, the
 *   course's `sequential` flag) opens it: the caller is enrolled (a webinar or live class subscription is an
 *   enrolment), the activity not blocked, a reaction assessment only once the training is finished, and in a
 *   sequential course every earlier activity done, a SENCE course only with a SENCE session open today, and an
 *   in-person course only under a status that opens its activities (core's `presentialStatusRules`: not scheduled,
 *   pre-scheduled or canceled) (else 403, see {@link activityLockedError}).
 * @throws ApiError as above
 */
export async function findOpenableActivity(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  activityId: number,
  /** Locks under which the activity may still be read (a failed block test's own overview). */
  readableWhen: readonly ActivityLockReason[] = [],
): Promise<OpenableActivity> {
  requireModule(scope, ACTIVITY_MODULES);
  const [row] = await db
    .select({
      id: courseActivities.id,
      courseId: courseActivities.courseId,
      courseType: catalogueItems.type,
      sequential: catalogueItems.sequential,
      itemStatus: catalogueItems.status,
      type: courseActivities.type,
      hierarchyOrder: courseActivities.hierarchyOrder,
      enrolled: catalogueUserStates.enrolled,
    })
    .from(courseActivities)
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, courseActivities.courseId),
        eq(catalogueItems.clientId, scope.clientId),
        inArray(catalogueItems.type, [...ACTIVITY_HOLDER_TYPES]),
        eq(catalogueItems.published, true),
      ),
    )
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, scope.userId)),
    )
    .where(eq(courseActivities.id, activityId));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  const courseType = row.courseType as ActivityHolderType;
  requireModule(scope, CATALOGUE_KINDS[courseType].modules);
  const records = await readCourseActivityRecords(db, scope.userId, row.courseId);
  const access = activityAccess({
    enrolled: row.enrolled === true,
    sequential: row.sequential,
    senceSessionRequired: await senceSessionRequired(db, scope.userId, row.courseId),
    // An in-person course opens its activities only under a status that allows it (§4; issue 26).
    presentialStatus: courseType === 'presential_course' ? presentialStatusOf(row.itemStatus) : null,
    activities: records.map((record) => ({
      hierarchy_order: record.hierarchyOrder,
      type: record.type,
      ...activityStateOf(record),
    })),
  });
  const entry = access.find((candidate) => candidate.hierarchy_order === row.hierarchyOrder);
  if (!entry) throw new ApiError(404, 'not_found_or_forbidden');
  if (!entry.open && !readableWhen.includes(entry.reason)) throw activityLockedError(entry.reason);
  return { id: row.id, courseId: row.courseId, courseType, type: row.type, hierarchyOrder: row.hierarchyOrder };
}

/** The access rule of {@link findOpenableActivity}, as the OpenAPI descriptions of the routes that apply it say it. */
export const OPENABLE_ACTIVITY_DESCRIPTION =
  'The activity must be of a published online course, webinar, live class or presential course of the caller’s ' +
  'client (else 404 `not_found_or_forbidden`) whose module is on (else 403 `forbidden`), and the caller must ' +
  'be able to open it: enrolled or subscribed (else 403 `not_found_or_forbidden`), the activity not blocked, ' +
  'a reaction assessment only once the training is finished, and in a sequential course every earlier activity ' +
  'done, in a course flagged for SENCE a SENCE session open today, and in a presential course a status that opens ' +
  'its activities (in progress, live, intermission, awaiting results, finished, invited only) (else 403 with the ' +
  'lock reason as the code and in `details.reason`: `sence_session_required`, `presential_event_closed`, ' +
  '`block_test_failed`, ' +
  '`awaiting_instructor`, `training_not_finished`, `previous_activity_pending`).';
