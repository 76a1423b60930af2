import type { ScormCmi, ScormValue, ScormVersion } from '@campus/core/schemas';

/** The SCORM version as the launch names it (`1.2`, `2004`). */
export type ScormPackageVersion = '1.2' | '2004';

/** The run-time data's name of a package version (`scorm12`, `scorm2004`). */
export function runtimeVersionOf(version: ScormPackageVersion): ScormVersion {
  return version === '1.2' ? 'scorm12' : 'scorm2004';
}

/** `cmi.core.entry` / `cmi.entry`: a first session of an attempt, its resumption, or neither. */
export type ScoEntry = 'ab-initio' | 'resume' | '';

/** What the LMS (the player) sets in a SCO's data model before the SCO starts. */
export interface ScoLaunchFacts {
  readonly learnerId: string;
  readonly learnerName: string;
  readonly entry: ScoEntry;
  /** `credit` unless the learner only reviews. */
  readonly credit: 'credit' | 'no-credit';
  readonly mode: 'normal' | 'review' | 'browse';
  /** The manifest's `adlcp:datafromlms`: `cmi.launch_data`. */
  readonly launchData: string | null;
  /** SCORM 1.2 `adlcp:masteryscore`: `cmi.student_data.mastery_score`. */
  readonly masteryScore: number | null;
  /** SCORM 2004 `adlcp:completionThreshold`: `cmi.completion_threshold`. */
  readonly completionThreshold: number | null;
  /**
   * SCORM 2004 `cmi.scaled_passing_score`: the primary objective's `imsss:minNormalizedMeasure` when it is
   * satisfied by measure (RTE 4.2.22), else none.
   */
  readonly scaledPassingScore?: number | null;
}

type Json = { [key: string]: unknown };

/**
 * Elements a session writes or the LMS owns, dropped from the stored model before it is loaded again: the
 * previous session's time and exit (a new session starts from zero; the stored `total_time` already counts the
 * time), and what the player sets from the learner and the manifest each launch.
 */
const SESSION_ELEMENTS_12 = ['entry', 'exit', 'session_time', 'student_id', 'student_name', 'credit', 'lesson_mode'];
const LMS_ELEMENTS_12 = ['launch_data', 'comments_from_lms'];
const SESSION_ELEMENTS_2004 = [
  'entry',
  'exit',
  'session_time',
  'learner_id',
  'learner_name',
  'credit',
  'mode',
  'launch_data',
  'completion_threshold',
  'scaled_passing_score',
  'max_time_allowed',
  'time_limit_action',
  'comments_from_lms',
];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function without(object: Json, keys: readonly string[]): Json {
  const copy: Json = {};
  for (const [key, value] of Object.entries(object)) if (!keys.includes(key)) copy[key] = value;
  return copy;
}

/**
 * A collection (`interactions`, `objectives`…) as an array by index, each entry with `id` then `type` first:
 * scorm-again refuses an interaction's other fields before its `id` and `type` are set, and the stored object's
 * key order is the database's (jsonb sorts keys), not the SCO's. Sparse indices stay in place.
 */
function collectionToLoad(value: unknown): unknown {
  const entries: [number, unknown][] = Array.isArray(value)
    ? value.map((entry, index) => [index, entry])
    : isObject(value)
      ? Object.entries(value)
          .filter(([key]) => /^\d{1,9}$/.test(key))
          .map(([key, entry]) => [Number(key), entry])
      : [];
  const list: unknown[] = [];
  for (const [index, entry] of entries) {
    if (!isObject(entry)) continue;
    const { id, type, ...rest } = entry;
    list[index] = { ...(id === undefined ? {} : { id }), ...(type === undefined ? {} : { type }), ...rest };
  }
  return list;
}

const COLLECTIONS = ['interactions', 'objectives', 'comments_from_learner'];

function withCollectionsOrdered(cmi: Json): Json {
  const copy: Json = { ...cmi };
  for (const key of COLLECTIONS) if (key in copy) copy[key] = collectionToLoad(copy[key]);
  return copy;
}

/**
 * The JSON to load into scorm-again (`loadFromJSON`) before a SCO starts: the stored data model of the attempt
 * (`{}` for a new one) without the previous session's elements, with the learner, entry, credit, mode, launch
 * data and the manifest's mastery score or completion threshold set. Text values only: scorm-again checks
 * them as the SCO would write them.
 */
export function cmiToLoad(version: ScormPackageVersion, stored: ScormCmi, facts: ScoLaunchFacts): Json {
  const cmi = withCollectionsOrdered(stored as Json);
  if (version === '1.2') {
    const core = isObject(cmi['core']) ? without(cmi['core'], SESSION_ELEMENTS_12) : {};
    const studentData = isObject(cmi['student_data']) ? without(cmi['student_data'], ['mastery_score']) : {};
    return {
      ...without(cmi, [...LMS_ELEMENTS_12, 'core', 'student_data']),
      core: {
        ...core,
        student_id: facts.learnerId,
        student_name: facts.learnerName,
        credit: facts.credit,
        lesson_mode: facts.mode,
        entry: facts.entry,
      },
      student_data: {
        ...studentData,
        ...(facts.masteryScore === null ? {} : { mastery_score: String(facts.masteryScore) }),
      },
      ...(facts.launchData === null ? {} : { launch_data: facts.launchData }),
    };
  }
  return {
    ...without(cmi, SESSION_ELEMENTS_2004),
    learner_id: facts.learnerId,
    learner_name: facts.learnerName,
    credit: facts.credit,
    mode: facts.mode,
    entry: facts.entry,
    ...(facts.launchData === null ? {} : { launch_data: facts.launchData }),
    ...(facts.completionThreshold === null ? {} : { completion_threshold: String(facts.completionThreshold) }),
    ...(facts.scaledPassingScore === undefined || facts.scaledPassingScore === null
      ? {}
      : { scaled_passing_score: String(facts.scaledPassingScore) }),
  };
}

/** Text the server can store: U+0000 dropped, a lone UTF-16 surrogate replaced (it has no UTF-8 form). */
function storableText(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function storableValue(value: unknown, depth: number): ScormValue {
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null || value === undefined) return value ?? null;
  // Deeper than the server stores (8 levels): no SCORM element nests so far, so it is an export's oddity.
  if (depth >= 7) return null;
  if (Array.isArray(value)) return value.map((item) => storableValue(item, depth + 1));
  if (isObject(value)) {
    const object: Record<string, ScormValue> = {};
    for (const [key, item] of Object.entries(value)) object[storableText(key)] = storableValue(item, depth + 1);
    return object;
  }
  return null;
}

/**
 * The `cmi` of a commit from what scorm-again renders (`renderCommitCMI` → `{ cmi: {…} }`), made storable: a
 * SCO may write a lone surrogate or a NUL in `suspend_data`, and a commit the server refuses would lose the
 * learner's newer data; every other value goes as the SCO wrote it. SCORM 1.2's `cmi.comments_from_lms` is left
 * out: the LMS's text, read-only to the SCO and set again at each launch, which the server's schema reads as
 * SCORM 2004's collection of that name (scorm-again renders it as `""`).
 */
export function cmiOfCommit(version: ScormPackageVersion, rendered: unknown): ScormCmi {
  const cmi = isObject(rendered) && isObject(rendered['cmi']) ? rendered['cmi'] : {};
  return storableValue(version === '1.2' ? without(cmi, LMS_ELEMENTS_12) : cmi, 0) as ScormCmi;
}
