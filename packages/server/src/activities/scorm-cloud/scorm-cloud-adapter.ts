import { createHash } from 'node:crypto';

/** Who launches a SCORM Cloud course. */
export interface ScormCloudLearner {
  /** The Campus user id: one SCORM Cloud registration per learner and course. */
  readonly id: string;
  /** Full name, as SCORM Cloud shows it in its reports. */
  readonly name: string;
}

/** What a launch needs. */
export interface ScormCloudLaunchRequest {
  /** The course as the activity names it: its stored URL (see {@link scormCloudCourseId}). */
  readonly courseRef: string;
  readonly learner: ScormCloudLearner;
  /** Where the learner returns when they exit the course (the site's player page). */
  readonly redirectUrl: string;
}

/** Whose results to read: the learner's registration in the course (see {@link scormCloudRegistrationId}). */
export interface ScormCloudProgressRequest {
  /** The course as the activity names it: its stored URL. */
  readonly courseRef: string;
  readonly learner: Pick<ScormCloudLearner, 'id'>;
}

/**
 * A learner's results in a SCORM Cloud course, as its registration holds them (REST API v2 `RegistrationSchema`:
 * `registrationCompletion`, `registrationSuccess`, `registrationCompletionAmount`, `score.scaled`,
 * `totalSecondsTracked`, `firstAccessDate`).
 */
export interface ScormCloudProgress {
  /**
   * Whether the learner has opened the course there: the registration exists and SCORM Cloud saw an access,
   * tracked time or reported a completion or success. False for a registration never launched (or none at all).
   */
  readonly started: boolean;
  readonly completion: 'completed' | 'incomplete' | 'unknown';
  readonly success: 'passed' | 'failed' | 'unknown';
  /** `registrationCompletionAmount`, 0–1, when SCORM Cloud gives a usable one (it may answer `NaN`). */
  readonly completionAmount: number | null;
  /** `score.scaled`, which SCORM Cloud reports as 0–100, when it has one. */
  readonly score: number | null;
  /** `totalSecondsTracked`: time SCORM Cloud measured in the course. */
  readonly secondsTracked: number;
}

/** The results of a learner who never opened the course (or of an adapter that tracks nothing). */
export const SCORM_CLOUD_NOT_STARTED: ScormCloudProgress = Object.freeze({
  started: false,
  completion: 'unknown',
  success: 'unknown',
  completionAmount: null,
  score: null,
  secondsTracked: 0,
});

/**
 * Launches `scorm_cloud` activities (issue 20): SCORM Cloud hosts the package and keeps its run-time data; Campus
 * asks it for a launch link per learner and reads the learner's results back. Two implementations: the REST API v2 one
 * (`createRestScormCloudAdapter`) and the development one (`createDevScormCloudAdapter`), used when no
 * credentials are configured. Both pass the same contract tests.
 */
export interface ScormCloudAdapter {
  /** Which implementation answers: `rest` (SCORM Cloud) or `development`. */
  readonly kind: 'rest' | 'development';
  /**
   * The URL that opens the course for the learner, creating the learner's registration on the first launch and
   * reusing it afterwards (so SCORM Cloud resumes where they stopped).
   * @throws {ScormCloudError} when SCORM Cloud refuses or cannot be reached
   */
  launchUrl(request: ScormCloudLaunchRequest): Promise<string>;
  /**
   * The learner's results in the course as SCORM Cloud holds them, read without creating anything: a learner
   * with no registration yet has {@link SCORM_CLOUD_NOT_STARTED}.
   * @throws {ScormCloudError} `unavailable` when SCORM Cloud refuses, answers nonsense or cannot be reached
   */
  registrationProgress(request: ScormCloudProgressRequest): Promise<ScormCloudProgress>;
}

/** Why SCORM Cloud gave no launch link or results: the course is unknown there, or the service failed or refused us. */
export type ScormCloudFailure = 'course_missing' | 'unavailable';

/** A launch or a read of results SCORM Cloud could not answer. */
export class ScormCloudError extends Error {
  override readonly name = 'ScormCloudError';
  constructor(
    readonly failure: ScormCloudFailure,
    message: string,
    /** The HTTP status SCORM Cloud answered, if it answered. */
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The SCORM Cloud course id an activity names: its URL's `courseId` query parameter (as SCORM Cloud's own
 * course links carry it), else the URL's last path segment (`https://cloud.scorm.com/…/courses/{id}`), else
 * `courseRef` itself when it is not a URL.
 * @example scormCloudCourseId('https://cloud.scorm.com/sc/user/Course?courseId=ACME-101') // 'ACME-101'
 */
export function scormCloudCourseId(courseRef: string): string {
  if (!URL.canParse(courseRef)) return courseRef;
  const url = new URL(courseRef);
  const fromQuery = url.searchParams.get('courseId');
  if (fromQuery) return fromQuery;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  return last === undefined ? courseRef : decodeURIComponent(last);
}

/**
 * The registration id of a learner in a course: stable (the same learner launching again resumes their
 * registration), distinct per learner and course, and made of characters every SCORM Cloud id accepts. The
 * course is hashed: its reference is a URL of any length.
 */
export function scormCloudRegistrationId(courseRef: string, learnerId: string): string {
  const course = createHash('sha256').update(scormCloudCourseId(courseRef)).digest('hex').slice(0, 20);
  return `campus-${learnerId.replace(/[^A-Za-z0-9_-]/g, '_')}-${course}`;
}

/** A learner's full name as SCORM Cloud's first and last names (the first word, and the rest). */
export function splitLearnerName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
