import { courseProgress, courseStatus } from '@campus/core/rules';
import type { CourseStatus } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import { onCourseStateUpdated } from '../../achievements/training-finished';
import type { CampusTransaction } from '../../db/database';
import { catalogueUserStates } from '../../db/schema';
import { readCourseActivityRecords } from '../../catalogue/course-activities-reader';
import { activityStateOf } from '../../catalogue/course-activity-wire';

/** A learner's state in a course, as `catalogue_user_states` stores it and the catalogue lists read it. */
export interface CourseState {
  readonly id: number;
  readonly status: CourseStatus;
  readonly progress: number;
}

/**
 * Derives the learner's progress and status in the course from their state in every activity of it (core's
 * `courseProgress` and `courseStatus`, §4 Courses) and stores them in `catalogue_user_states`, in the transaction
 * that moved an activity (a progress report, a file completion, a SCORM commit), so the catalogue lists never lag
 * behind the player. The activities are read as the activities list reads them (`readCourseActivityRecords`,
 * `activityStateOf`), so the list and the course's progress never disagree. Only an existing row is updated:
 * opening an activity requires the enrolment that wrote it.
 */
export async function updateCourseState(tx: CampusTransaction, userId: number, courseId: number): Promise<CourseState> {
  const records = await readCourseActivityRecords(tx, userId, courseId);
  const activities = records.map((record) => ({ type: record.type, ...activityStateOf(record) }));
  const state = { id: courseId, status: courseStatus(activities), progress: courseProgress(activities) };
  await tx
    .update(catalogueUserStates)
    .set({ status: state.status, progress: state.progress, updatedAt: sql`now()` })
    .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, courseId)));
  // A course now finished and not blocked gets its certificate (and may earn badges), in this transaction.
  await onCourseStateUpdated(tx, userId, courseId, state.status);
  return state;
}
