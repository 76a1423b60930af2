import type { ActivityStatus } from './activities.js';

/**
 * One SCO's result in the vocabulary of SCORM 2004 (`cmi.completion_status`, `cmi.success_status`), to which
 * SCORM 1.2's single `cmi.core.lesson_status` is mapped too, so both versions roll up the same way.
 */
export interface ScoOutcome {
  readonly completion: 'completed' | 'incomplete' | 'not_attempted' | 'unknown';
  readonly success: 'passed' | 'failed' | 'unknown';
  /** `cmi.progress_measure`, 0–1, when the SCO reported one (SCORM 2004 only). */
  readonly progressMeasure: number | null;
}

/**
 * The SCORM 1.2 elements the status comes from, as the data model holds them (strings; numbers accepted).
 * @see SCORM 1.2 Run-Time Environment, `cmi.core.lesson_status`, `cmi.core.score.raw`, `cmi.student_data.mastery_score`
 */
export interface Scorm12Data {
  readonly lessonStatus?: string | null;
  readonly scoreRaw?: string | number | null;
  /** From the manifest's `adlcp:masteryscore`. */
  readonly masteryScore?: string | number | null;
}

/**
 * The SCORM 2004 elements the status comes from, as the data model holds them (strings; numbers accepted).
 * @see SCORM 2004 Run-Time Environment 4.2.4 (`cmi.completion_status`), 4.2.22 (`cmi.success_status`)
 */
export interface Scorm2004Data {
  readonly completionStatus?: string | null;
  readonly successStatus?: string | null;
  /** From the manifest's `adlcp:completionThreshold`. */
  readonly completionThreshold?: string | number | null;
  readonly progressMeasure?: string | number | null;
  /** From the manifest's `imsss:minNormalizedMeasure`. */
  readonly scaledPassingScore?: string | number | null;
  readonly scoreScaled?: string | number | null;
}

/** A vocabulary token as sloppy content writes it: `' Completed'`, `'NOT_ATTEMPTED'` → `'completed'`, `'not attempted'`. */
function token(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** A decimal of the data model (`'0.85'`, `85`) within `[min, max]`, or `null` when absent or malformed. */
function decimal(value: string | number | null | undefined, min: number, max: number): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

/**
 * A SCORM 1.2 SCO's outcome from `cmi.core.lesson_status` (case and spacing ignored): `passed` and `failed`
 * are completed with a success result, `completed` and `incomplete` carry none, `browsed` (viewed without
 * credit) is incomplete, `not attempted` stays so, and anything else is `unknown`. When the SCO reported a
 * finish (completed, passed or failed) with `cmi.core.score.raw` and the manifest gives a mastery score, the
 * score decides passed or failed (RTE 1.2: the LMS may judge the status against `mastery_score`); an
 * unfinished SCO is not failed on a partial score.
 * @example scorm12Outcome({ lessonStatus: 'Passed' }) // { completion: 'completed', success: 'passed', … }
 */
export function scorm12Outcome(data: Scorm12Data): ScoOutcome {
  const status = token(data.lessonStatus);
  let outcome: ScoOutcome;
  switch (status) {
    case 'passed':
    case 'failed':
      outcome = { completion: 'completed', success: status, progressMeasure: null };
      break;
    case 'completed':
      outcome = { completion: 'completed', success: 'unknown', progressMeasure: null };
      break;
    case 'incomplete':
    case 'browsed':
      outcome = { completion: 'incomplete', success: 'unknown', progressMeasure: null };
      break;
    case 'not attempted':
      outcome = { completion: 'not_attempted', success: 'unknown', progressMeasure: null };
      break;
    default:
      outcome = { completion: 'unknown', success: 'unknown', progressMeasure: null };
  }
  const raw = decimal(data.scoreRaw, 0, 100);
  const mastery = decimal(data.masteryScore, 0, 100);
  if (outcome.completion === 'completed' && raw !== null && mastery !== null) {
    return { ...outcome, success: raw >= mastery ? 'passed' : 'failed' };
  }
  return outcome;
}

/**
 * A SCORM 2004 SCO's outcome from `cmi.completion_status` and `cmi.success_status` (case and spacing
 * ignored; any other value, such as the default `unknown`, is `unknown`). As RTE 4.2.4.1 requires, when the
 * manifest sets `completion_threshold` and the SCO reported `progress_measure`, completion is judged from
 * them (completed when the measure reaches the threshold), whatever the SCO set; likewise a
 * `scaled_passing_score` with a reported `score.scaled` decides passed or failed (RTE 4.2.22).
 * @example scorm2004Outcome({ completionStatus: 'unknown', completionThreshold: '0.8', progressMeasure: '0.85' }).completion // 'completed'
 */
export function scorm2004Outcome(data: Scorm2004Data): ScoOutcome {
  const completionToken = token(data.completionStatus);
  const successToken = token(data.successStatus);
  const progressMeasure = decimal(data.progressMeasure, 0, 1);
  const threshold = decimal(data.completionThreshold, 0, 1);
  const passingScore = decimal(data.scaledPassingScore, -1, 1);
  const scaled = decimal(data.scoreScaled, -1, 1);

  let completion: ScoOutcome['completion'];
  if (threshold !== null && progressMeasure !== null)
    completion = progressMeasure >= threshold ? 'completed' : 'incomplete';
  else if (completionToken === 'completed' || completionToken === 'incomplete') completion = completionToken;
  else if (completionToken === 'not attempted') completion = 'not_attempted';
  else completion = 'unknown';

  let success: ScoOutcome['success'];
  if (passingScore !== null && scaled !== null) success = scaled >= passingScore ? 'passed' : 'failed';
  else success = successToken === 'passed' || successToken === 'failed' ? successToken : 'unknown';

  return { completion, success, progressMeasure };
}

/** An activity's status and progress percentage (0–100) as the course's activity list carries them. */
export interface ScormActivityState {
  readonly status: Extract<ActivityStatus, 'not_started' | 'in_progress' | 'finished' | 'approved' | 'reproved'>;
  readonly progress: number;
}

/** One SCO's state; `null` (no data stored: never launched) is not started. */
function scoState(outcome: ScoOutcome | null): ScormActivityState {
  if (outcome === null) return { status: 'not_started', progress: 0 };
  // A failed SCO has reached its end (a test failed), whatever its completion says.
  if (outcome.success === 'failed') return { status: 'reproved', progress: 100 };
  // Passing counts as done: quiz SCOs often report only their success status.
  if (outcome.success === 'passed') return { status: 'approved', progress: 100 };
  if (outcome.completion === 'completed') return { status: 'finished', progress: 100 };
  const measured = outcome.progressMeasure === null ? 0 : Math.floor(outcome.progressMeasure * 100);
  // Stored data means the SCO was launched, even if it reported nothing (`not attempted`, `unknown`).
  return { status: 'in_progress', progress: Math.min(99, measured) };
}

/**
 * A SCORM activity's status and progress from its SCOs' outcomes, one entry per SCO of the manifest's
 * organization (`null` for one never launched); a single-SCO package has one entry. Rolled up:
 * - every SCO done (completed or passed) → `approved` if any passed, else `finished`;
 * - every SCO done or failed, at least one failed → `reproved` (the success rollup fails);
 * - nothing launched → `not_started`; otherwise `in_progress`.
 * Progress is the mean of the SCOs' progress (a done or failed SCO counts 100, an unfinished one its
 * `progress_measure` or 0), floored, and 100 only when the activity is finished, approved or reproved.
 * @example scormActivityState([scorm12Outcome({ lessonStatus: 'passed' }), null]) // { status: 'in_progress', progress: 50 }
 */
export function scormActivityState(scos: readonly (ScoOutcome | null)[]): ScormActivityState {
  const states = scos.map(scoState);
  if (states.length === 0 || states.every((state) => state.status === 'not_started')) {
    return { status: 'not_started', progress: 0 };
  }
  const ended = states.every((state) => state.status !== 'not_started' && state.status !== 'in_progress');
  if (ended) {
    if (states.some((state) => state.status === 'reproved')) return { status: 'reproved', progress: 100 };
    return { status: states.some((state) => state.status === 'approved') ? 'approved' : 'finished', progress: 100 };
  }
  const mean = states.reduce((sum, state) => sum + state.progress, 0) / states.length;
  return { status: 'in_progress', progress: Math.min(99, Math.floor(mean)) };
}

/** The SCORM run-time versions, as the stored run-time data names them. */
export type ScormCmiVersion = 'scorm12' | 'scorm2004';

/**
 * What the package's manifest sets for a SCO: the server reads these from `imsmanifest.xml` rather than trust
 * the copies a client sends inside `cmi`.
 */
export interface ScoManifestValues {
  /** SCORM 1.2 `adlcp:masteryscore`. */
  readonly masteryScore?: string | number | null;
  /** SCORM 2004 `adlcp:completionThreshold`. */
  readonly completionThreshold?: string | number | null;
  /** SCORM 2004 `imsss:minNormalizedMeasure` of the primary objective. */
  readonly scaledPassingScore?: string | number | null;
}

/** A data-model value that can hold a decimal or a vocabulary token; anything else (objects, flags) is absent. */
function leaf(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A nested object of the data model (`cmi.core`, `cmi.score` …), or an empty one. */
function child(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : {};
}

/**
 * A SCO's outcome from its stored `cmi` object, nested as the player's SCORM API exports it
 * (`cmi.core.lesson_status`, `cmi.core.score.raw`, `cmi.student_data.mastery_score` in SCORM 1.2;
 * `cmi.completion_status`, `cmi.success_status`, `cmi.progress_measure`, `cmi.score.scaled`,
 * `cmi.completion_threshold`, `cmi.scaled_passing_score` in SCORM 2004). A manifest value given in
 * `manifest` replaces the one inside `cmi`. Malformed or missing elements read as absent.
 * @example scormOutcomeFromCmi('scorm12', { core: { lesson_status: 'completed' } }).completion // 'completed'
 */
export function scormOutcomeFromCmi(
  version: ScormCmiVersion,
  cmi: Readonly<Record<string, unknown>>,
  manifest: ScoManifestValues = {},
): ScoOutcome {
  if (version === 'scorm12') {
    const core = child(cmi['core']);
    return scorm12Outcome({
      lessonStatus: typeof core['lesson_status'] === 'string' ? core['lesson_status'] : null,
      scoreRaw: leaf(child(core['score'])['raw']),
      masteryScore: manifest.masteryScore ?? leaf(child(cmi['student_data'])['mastery_score']),
    });
  }
  return scorm2004Outcome({
    completionStatus: typeof cmi['completion_status'] === 'string' ? cmi['completion_status'] : null,
    successStatus: typeof cmi['success_status'] === 'string' ? cmi['success_status'] : null,
    progressMeasure: leaf(cmi['progress_measure']),
    scoreScaled: leaf(child(cmi['score'])['scaled']),
    completionThreshold: manifest.completionThreshold ?? leaf(cmi['completion_threshold']),
    scaledPassingScore: manifest.scaledPassingScore ?? leaf(cmi['scaled_passing_score']),
  });
}
