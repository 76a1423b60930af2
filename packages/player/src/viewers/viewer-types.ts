import type { Campus } from '@campus/core';
import type { ActivityHolderKind } from '@campus/core/api';
import type { ActivityProgressReport, CourseActivity } from '@campus/core/schemas';
import type { ActivityStatus } from '@campus/core/rules';
import type { StatementVerb } from '../statements/xapi-statement.js';

/**
 * What the player hands every viewer (one per activity type): the activity, where it sits, and the three ways a
 * viewer tells what happened. A viewer never calls the progress API itself for file, media and HTML activities
 * (`report` does, and updates the menu and the course's progress); the SCORM viewer commits run-time data with
 * core's `commitScormRuntime` and tells the result with `onState`.
 */
export interface ViewerProps {
  readonly campus: Campus;
  readonly activity: CourseActivity;
  /** The item holding the activity (an online course, webinar, live class or presential course). */
  readonly holder: { readonly kind: ActivityHolderKind; readonly id: string };
  /** Sends a progress report (`POST /api/activities/{id}/progress/`) and applies the server's answer. */
  readonly report: (report: ActivityProgressReport, options?: { keepalive?: boolean }) => Promise<void>;
  /** The learner's state in the activity changed without a progress report (a SCORM commit's answer). */
  readonly onState: (state: { status: ActivityStatus; progress: number }) => void;
  /**
   * An xAPI moment: `initialized` when the content is ready, `progressed` (with `progress` 0–1), `completed`,
   * `passed`/`failed` (with `score` scaled −1..1 when known), `answered` each time a test's answer is saved,
   * `terminated` when the viewer closes. The player
   * itself tells `progressed` and `completed` from each `report` and `onState` answer, and `terminated` when an
   * initialized viewer unmounts; `completed`, `passed`, `failed`, `initialized` and `terminated` are told once per
   * visit whoever tells them first, so a viewer may tell them too.
   */
  readonly onStatement: (verb: StatementVerb, result?: StatementResult) => void;
  /**
   * A file already at hand, shown without asking for a launch (`POST /api/activities/{id}/launch/`): the library's
   * preview (@campus/content, issue 24) opens a library file's URL in the PDF and media viewers this way, with
   * `report` and `onStatement` doing nothing, since a library file is not an activity; the live viewer (issue 26)
   * opens a transmission's stream or recording in the media, YouTube and Vimeo viewers the same way.
   */
  readonly source?: { readonly url: string };
}

/** What a statement's `result` may carry. */
export interface StatementResult {
  /** 0–1 share of the activity done. */
  readonly progress?: number;
  /** Scaled score, −1..1. */
  readonly score?: number;
  readonly success?: boolean;
  readonly completion?: boolean;
  /** ISO 8601 duration of the session (`PT1M30S`). */
  readonly duration?: string;
}
