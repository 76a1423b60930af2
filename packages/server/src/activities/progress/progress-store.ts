import {
  activityStatusFromCompletion,
  completionRuleOf,
  documentCompletion,
  htmlCompletion,
  mediaCompletion,
  mergeIntervals,
} from '@campus/core/rules';
import type { ActivityCompletion, ActivityCompletionRule } from '@campus/core/rules';
import type { ActivityProgressReport, ActivityProgressResult } from '@campus/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { activityProgress } from '../../db/schema';
import type { ActivityProgressRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { advanceState } from '../runtime/runtime-store';
import type { OpenableActivity } from '../runtime/runtime-access';
import { updateCourseState } from './course-state';

/** The report kind each completion rule reads; the other rules take no report (SCORM commits, file downloads). */
const REPORT_KIND_OF_RULE: Partial<Record<ActivityCompletionRule, ActivityProgressReport['kind']>> = {
  watched_share: 'media',
  last_page: 'document',
  completion_call: 'html',
};

/** What a report, or a file completion, adds to the stored facts. */
type ProgressFacts = Omit<ActivityProgressRow, 'userId' | 'activityId' | 'createdAt' | 'updatedAt'>;

const NO_FACTS: ProgressFacts = {
  watched: [],
  duration: null,
  ended: false,
  furthestPage: 0,
  pageCount: null,
  visited: false,
  completionCalled: false,
  fileCompleted: false,
};

/** The stored facts with one report merged in: intervals united, the furthest page kept, flags never cleared. */
function mergeReport(stored: ProgressFacts, report: ActivityProgressReport): ProgressFacts {
  switch (report.kind) {
    case 'media':
      return {
        ...stored,
        watched: mergeIntervals([...stored.watched, ...report.watched]),
        duration: report.duration ?? stored.duration,
        ended: stored.ended || report.ended === true,
      };
    case 'document':
      return {
        ...stored,
        furthestPage: Math.max(stored.furthestPage, Math.min(report.page, report.page_count)),
        pageCount: report.page_count,
      };
    case 'html':
      return {
        ...stored,
        visited: true,
        completionCalled: stored.completionCalled || report.event === 'complete',
      };
  }
}

/** The completion the activity's rule gives on the stored facts. */
function completionOf(rule: ActivityCompletionRule, facts: ProgressFacts): ActivityCompletion {
  switch (rule) {
    case 'watched_share':
      return mediaCompletion({ watched: facts.watched, duration: facts.duration ?? Number.NaN, ended: facts.ended });
    case 'last_page':
      return documentCompletion({ pageCount: facts.pageCount ?? 0, furthestPage: facts.furthestPage });
    case 'completion_call':
      // Whether a package makes a completion call is not recorded on import: a visit completes it, and a
      // package that calls completes on its call, which comes after its visit.
      return htmlCompletion({
        reportsCompletion: false,
        completionCalled: facts.completionCalled,
        visited: facts.visited,
      });
    case 'file_complete':
      return { complete: facts.fileCompleted, progress: facts.fileCompleted ? 100 : 0 };
    case 'scorm':
      return { complete: false, progress: 0 };
  }
}

/** Reads the learner's facts for the activity, locking the row so concurrent reports merge one after the other. */
async function storedFacts(tx: CampusTransaction, userId: number, activityId: number): Promise<ProgressFacts> {
  await tx.insert(activityProgress).values({ userId, activityId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(activityProgress)
    .where(and(eq(activityProgress.userId, userId), eq(activityProgress.activityId, activityId)))
    .for('update');
  return row ?? NO_FACTS;
}

/**
 * Merges what happened into the learner's facts for the activity, decides its completion with core's rule of the
 * type, moves `activity_user_states` along (never backwards, a blocked row untouched) and then the course's state.
 * `happened` is a player's report, or `'file_downloaded'` for `POST /api/files/complete/`.
 * @throws ApiError 422 `progress_not_supported` when the activity's type is not completed that way
 */
export async function recordProgress(
  tx: CampusTransaction,
  userId: number,
  activity: OpenableActivity,
  happened: ActivityProgressReport | 'file_downloaded',
): Promise<ActivityProgressResult> {
  const rule = completionRuleOf(activity.type);
  const fits =
    rule !== null &&
    (happened === 'file_downloaded' ? rule === 'file_complete' : REPORT_KIND_OF_RULE[rule] === happened.kind);
  if (!fits || rule === null) throw new ApiError(422, 'progress_not_supported');
  const stored = await storedFacts(tx, userId, activity.id);
  const facts = happened === 'file_downloaded' ? { ...stored, fileCompleted: true } : mergeReport(stored, happened);
  await tx
    .update(activityProgress)
    .set({ ...facts, updatedAt: sql`now()` })
    .where(and(eq(activityProgress.userId, userId), eq(activityProgress.activityId, activity.id)));
  const completion = completionOf(rule, facts);
  const state = await advanceState(
    tx,
    { userId, activityId: activity.id },
    { status: activityStatusFromCompletion(completion, true), progress: completion.progress },
  );
  const course = await updateCourseState(tx, userId, activity.courseId);
  return { activity_id: activity.id, status: state.status, progress: state.progress, course };
}
