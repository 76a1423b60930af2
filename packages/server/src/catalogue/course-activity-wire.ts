import type { CourseActivity } from '@campus/core/schemas';
import { resolveActivityState } from '@campus/core/rules';
import type { ActivityBlockReason, ActivityStatus, ActivityType } from '@campus/core/rules';

/** One activity of a course with the caller's stored state, as the reader selects it (`null`s: no state row). */
export interface CourseActivityRecord {
  readonly id: number;
  readonly hierarchyOrder: number;
  readonly title: string;
  readonly type: ActivityType;
  readonly durationMinutes: number | null;
  readonly requiresAuthorization: boolean;
  /** An instructor authorised it for a whole class of the item (`class_activity_authorizations`). */
  readonly authorizedForClass: boolean;
  readonly status: ActivityStatus | null;
  readonly progress: number | null;
  readonly blockedReason: ActivityBlockReason | null;
}

/**
 * The caller's state in one activity as core's `resolveActivityState` gives it from the stored row (none: not
 * started, or blocked awaiting the instructor when the activity requires authorisation and no instructor authorised
 * it for the whole class). Every reader of a
 * course's activities decides with it: the list, the player's access, the course's progress.
 */
export function activityStateOf(
  record: Pick<
    CourseActivityRecord,
    'status' | 'progress' | 'blockedReason' | 'requiresAuthorization' | 'authorizedForClass'
  >,
): ReturnType<typeof resolveActivityState> {
  const stored =
    record.status === null
      ? null
      : { status: record.status, progress: record.progress ?? 0, blocked_reason: record.blockedReason };
  return resolveActivityState(stored, record.requiresAuthorization, record.authorizedForClass);
}

/**
 * One activity on the wire. The caller's state is core's `resolveActivityState` (spec §3 Activity state, §4 Test
 * modes, §6 Instructors), the same rule the player and the SCORM run-time access decide with, so the list never
 * disagrees with what opens: no row is `not_started`, or `blocked` awaiting the instructor when the activity
 * requires authorisation; a `blocked` row without a reason was blocked by its test.
 */
export function courseActivityWire(record: CourseActivityRecord): CourseActivity {
  const state = activityStateOf(record);
  return {
    id: record.id,
    hierarchy_order: record.hierarchyOrder,
    title: record.title,
    type: record.type,
    status: state.status,
    progress: state.progress,
    blocked_reason: state.blocked_reason,
    duration_minutes: record.durationMinutes,
  };
}
