import type { ActivityStatus } from './activities.js';
import { watchedSeconds } from './watched-intervals.js';
import type { WatchedInterval } from './watched-intervals.js';

/**
 * How each file and media activity type is completed (issue 20, spec §3 Activity types, §7 files complete):
 * - `watched_share`: media, when {@link MEDIA_COMPLETION_SHARE} of its length was played;
 * - `last_page`: a PDF (a presentation is converted to one), when its last page was shown;
 * - `completion_call`: an HTML package, on its completion call, or on the visit when it has none;
 * - `scorm`: from the SCORM data model (see `scormActivityState`), SCORM Cloud included;
 * - `file_complete`: Flash, never played, completed by downloading the file (`POST /api/files/complete/`).
 * Tests, games and the other types complete by their own rules (attempts, presence).
 */
export const ACTIVITY_COMPLETION_RULES = {
  video: 'watched_share',
  audio: 'watched_share',
  youtube: 'watched_share',
  vimeo: 'watched_share',
  wowza: 'watched_share',
  linkedin_slidshare: 'watched_share',
  pdf: 'last_page',
  ppt: 'last_page',
  html: 'completion_call',
  scorm: 'scorm',
  scorm_cloud: 'scorm',
  flash: 'file_complete',
} as const;

/** How a file or media activity is completed. */
export type ActivityCompletionRule = (typeof ACTIVITY_COMPLETION_RULES)[keyof typeof ACTIVITY_COMPLETION_RULES];

/**
 * The completion rule of an activity type, or `null` for a type that is not a file or media (tests, games,
 * live and in-person activities, the reaction evaluation).
 * @example completionRuleOf('youtube') // 'watched_share'; completionRuleOf('block_test') // null
 */
export function completionRuleOf(type: string): ActivityCompletionRule | null {
  return Object.hasOwn(ACTIVITY_COMPLETION_RULES, type)
    ? ACTIVITY_COMPLETION_RULES[type as keyof typeof ACTIVITY_COMPLETION_RULES]
    : null;
}

/**
 * The share of a media's length that must be played for it to count as watched. The specification sets no
 * figure; 90 % lets a learner skip closing credits but not the content, the common choice of LMSs.
 */
export const MEDIA_COMPLETION_SHARE = 0.9;

/** Whether an activity is complete, and its progress as the wire's whole percentage (0–100). */
export interface ActivityCompletion {
  readonly complete: boolean;
  /** 0–100; 100 only when complete. */
  readonly progress: number;
}

/** What {@link mediaCompletion} decides on. */
export interface MediaCompletionInput {
  /** The played intervals (see `recordPlayback`), in seconds. */
  readonly watched: readonly WatchedInterval[];
  /** The media's length in seconds; 0, unknown (`NaN`) or `Infinity` for a live stream. */
  readonly duration: number;
  /** Whether the player reported the end of the media (its `ended` event). */
  readonly ended?: boolean;
  /** Share to reach, 0–1; {@link MEDIA_COMPLETION_SHARE} by default. */
  readonly threshold?: number;
}

// Half a millisecond of a one-hour video: keeps float sums such as 0.1 + 0.2 from missing the threshold.
const SHARE_EPSILON = 1e-7;

/** A share of 0–1 as a progress percentage: whole, floored, and never 100 before completion. */
function percentOf(share: number, complete: boolean): number {
  if (complete) return 100;
  return Math.min(99, Math.max(0, Math.floor(share * 100 + SHARE_EPSILON)));
}

/**
 * Media completion: complete when the played intervals cover at least `threshold` of the length, counted
 * once per second of the timeline (replaying a part adds nothing; seeking adds nothing). A media without a
 * usable length (0, unknown, a live stream) cannot be measured: it completes when the player reports its end.
 * @example mediaCompletion({ watched: [[0, 95]], duration: 100 }) // { complete: true, progress: 100 }
 */
export function mediaCompletion(input: MediaCompletionInput): ActivityCompletion {
  const threshold = input.threshold ?? MEDIA_COMPLETION_SHARE;
  if (!(input.duration > 0) || !Number.isFinite(input.duration)) {
    const complete = input.ended === true;
    return { complete, progress: complete ? 100 : 0 };
  }
  const share = watchedSeconds(input.watched, input.duration) / input.duration;
  const complete = share + SHARE_EPSILON >= threshold;
  return { complete, progress: percentOf(share, complete) };
}

/**
 * PDF (and converted presentation) completion: complete once the last page was shown; progress is the
 * furthest page reached over the page count. Jumping to the last page completes it: the rule is the spec's
 * "read to its last page". A document without pages (a broken file) never completes.
 * @example documentCompletion({ pageCount: 50, furthestPage: 25 }) // { complete: false, progress: 50 }
 */
export function documentCompletion(input: {
  readonly pageCount: number;
  readonly furthestPage: number;
}): ActivityCompletion {
  const pages = Math.floor(input.pageCount);
  if (!(pages >= 1) || !(input.furthestPage >= 1)) return { complete: false, progress: 0 };
  const reached = Math.min(Math.floor(input.furthestPage), pages);
  const complete = reached === pages;
  return { complete, progress: percentOf(reached / pages, complete) };
}

/** What {@link htmlCompletion} decides on. */
export interface HtmlCompletionInput {
  /** Whether the package signals its own completion (set on import); without it, the visit completes it. */
  readonly reportsCompletion: boolean;
  /** Whether the package made its completion call. */
  readonly completionCalled: boolean;
  /** Whether the learner opened the package. */
  readonly visited: boolean;
}

/**
 * HTML package completion: on its completion call, or, for a package without one, on the visit.
 * @example htmlCompletion({ reportsCompletion: false, completionCalled: false, visited: true }).complete // true
 */
export function htmlCompletion(input: HtmlCompletionInput): ActivityCompletion {
  const complete = input.completionCalled || (!input.reportsCompletion && input.visited);
  return { complete, progress: complete ? 100 : 0 };
}

/**
 * The activity status a file or media activity has from its completion: `finished` when complete,
 * `in_progress` once opened, else `not_started` (§4 Courses, §3 Activity state).
 * @example activityStatusFromCompletion({ complete: false, progress: 40 }, true) // 'in_progress'
 */
export function activityStatusFromCompletion(
  completion: ActivityCompletion,
  started: boolean,
): Extract<ActivityStatus, 'finished' | 'in_progress' | 'not_started'> {
  if (completion.complete) return 'finished';
  return started || completion.progress > 0 ? 'in_progress' : 'not_started';
}
