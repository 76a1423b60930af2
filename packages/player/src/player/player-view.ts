import { activityAccess, courseProgress, entryActivity } from '@campus/core/rules';
import type { ActivityAccess, ActivityLockReason, ActivityStatus } from '@campus/core/rules';
import type { CourseActivities, CourseActivity } from '@campus/core/schemas';

/** The learner's state in one activity as a report or a SCORM commit answered it, ahead of the list's refetch. */
export interface ActivityStateOverride {
  readonly status: ActivityStatus;
  readonly progress: number;
}

/** One entry of the activities menu: the activity with the state shown and whether it opens. */
export interface PlayerEntry {
  readonly activity: CourseActivity;
  readonly access: ActivityAccess;
  /** 1-based place in the list, for "Atividade 2 de 5". */
  readonly position: number;
}

/** What the player shows for a course's activities and the current one. */
export interface PlayerView {
  readonly entries: readonly PlayerEntry[];
  readonly current: PlayerEntry | undefined;
  /** The activity right before and after the current one, locked or not (a locked one shows disabled). */
  readonly previous: PlayerEntry | undefined;
  readonly next: PlayerEntry | undefined;
  /** The first activity after the current one that opens (what "go to the next activity" offers). */
  readonly nextOpen: PlayerEntry | undefined;
  /** The course's progress, 0–100 (core's `courseProgress`), or the server's answer after a report. */
  readonly courseProgress: number;
}

/** What {@link playerView} decides on. */
export interface PlayerViewInput {
  readonly data: CourseActivities;
  /** The activity asked for; absent: the first openable one not done, else the first openable, else the first. */
  readonly hierarchyOrder: number | undefined;
  /** States answered by reports since the list was loaded, by activity id. */
  readonly overrides?: ReadonlyMap<string, ActivityStateOverride>;
  /** The course's progress answered by the last report, if newer than the list. */
  readonly courseProgress?: number;
  /** `block_activities_menu`: a started quiz holds the menu (the activity store's flag). */
  readonly blockActivitiesMenu?: boolean;
}

/** Why an entry is locked, or `null` when it opens. */
export const lockReasonOf = (entry: PlayerEntry): ActivityLockReason | null => entry.access.reason;

/**
 * The menu, the current activity, its neighbours and the course's progress: each activity's state (the list's,
 * or a newer report's), whether it opens by core's `activityAccess` (the course's `sequential` flag and the
 * activity store's `block_activities_menu` included, and whether the learner is enrolled, from the same answer).
 */
export function playerView(input: PlayerViewInput): PlayerView {
  const activities = input.data.activities.map((activity) => {
    const override = input.overrides?.get(String(activity.id));
    return override === undefined ? activity : { ...activity, status: override.status, progress: override.progress };
  });
  const requested = input.hierarchyOrder;
  // "Continuar": the first activity that opens and is not done, else the first that opens (core's entryActivity).
  const fallback = (): number | undefined => {
    const access = activityAccess({
      enrolled: input.data.enrolled,
      activities,
      sequential: input.data.sequential,
      senceSessionRequired: input.data.sence_session_required === true,
      presentialStatus: input.data.presential_status ?? null,
    });
    const entry = entryActivity(activities, access, 'continue');
    return typeof entry === 'number' ? entry : activities[0]?.hierarchy_order;
  };
  const currentOrder = requested ?? fallback();
  const access = activityAccess({
    enrolled: input.data.enrolled,
    activities,
    sequential: input.data.sequential,
    senceSessionRequired: input.data.sence_session_required === true,
    presentialStatus: input.data.presential_status ?? null,
    blockActivitiesMenu: input.blockActivitiesMenu === true,
    current: currentOrder ?? null,
  });
  const entries = activities.map((activity, index): PlayerEntry => ({
    activity,
    access: access[index] ?? { hierarchy_order: activity.hierarchy_order, open: true, reason: null },
    position: index + 1,
  }));
  const index = entries.findIndex((entry) => entry.activity.hierarchy_order === currentOrder);
  const current = index === -1 ? undefined : entries[index];
  return {
    entries,
    current,
    previous: index > 0 ? entries[index - 1] : undefined,
    next: index === -1 ? undefined : entries[index + 1],
    nextOpen: index === -1 ? undefined : entries.slice(index + 1).find((entry) => entry.access.open),
    courseProgress: input.courseProgress ?? courseProgress(activities),
  };
}
