import type { ActivityBlockReason, ActivityStatus } from './activities.js';

/** A learner's stored state in one activity (a row of the server, or a cached answer). */
export interface StoredActivityState {
  readonly status: ActivityStatus;
  readonly progress: number;
  readonly blocked_reason: ActivityBlockReason | null;
}

/** A learner's state in one activity as the course's activity list shows it (spec §3 Activity state). */
export interface ResolvedActivityState {
  readonly status: ActivityStatus;
  /** 0–100. */
  readonly progress: number;
  /** Why it is blocked; `null` unless the status is `blocked`. */
  readonly blocked_reason: ActivityBlockReason | null;
}

/**
 * The learner's state in an activity from what is stored: nothing stored is `not_started`, unless the
 * activity requires an instructor's authorisation (§6 Instructors), then it is `blocked` awaiting the
 * instructor until the authorisation writes a state. A stored `blocked` state without a reason was blocked
 * by its test. The progress is clamped to 0–100 and rounded down. An activity the instructor authorised for the
 * learner's whole class (`authorizedForClass`: a class-level authorisation, which also covers learners who enrol
 * later) no longer awaits the instructor: nothing stored is `not_started`, and a row still blocked awaiting the
 * instructor reads as `not_started` too.
 * @example resolveActivityState(null, true) // { status: 'blocked', progress: 0, blocked_reason: 'awaiting_instructor' }
 * @example resolveActivityState(null, true, true) // { status: 'not_started', progress: 0, blocked_reason: null }
 */
export function resolveActivityState(
  stored: StoredActivityState | null,
  requiresAuthorization: boolean,
  /** The instructor authorised the activity for the learner's whole class (§6 Instructors). */
  authorizedForClass = false,
): ResolvedActivityState {
  const awaiting = requiresAuthorization && !authorizedForClass;
  if (stored === null || (authorizedForClass && stored.blocked_reason === 'awaiting_instructor')) {
    return awaiting
      ? { status: 'blocked', progress: 0, blocked_reason: 'awaiting_instructor' }
      : { status: 'not_started', progress: 0, blocked_reason: null };
  }
  const progress = Number.isFinite(stored.progress) ? Math.min(100, Math.max(0, Math.floor(stored.progress))) : 0;
  const blocked = stored.status === 'blocked';
  return {
    status: stored.status,
    progress,
    blocked_reason: blocked ? (stored.blocked_reason ?? 'block_test_failed') : null,
  };
}
