import type { ScormCmi, ScormRuntime, ScormVersion } from '@campus/core/schemas';
import { scormOutcomeFromCmi } from '@campus/core/rules';
import type { ScoOutcome } from '@campus/core/rules';
import type { ScoEntry } from './scorm-cmi.js';

/** How a SCO session starts: which attempt, from which sequence, with which data model and entry. */
export interface ScoSessionPlan {
  readonly attempt: number;
  /** The last stored commit's sequence in that attempt (0 for a new one): the next commit sends one more. */
  readonly sequence: number;
  /** The data model to load: the stored one, or `{}` for a new attempt. */
  readonly cmi: ScormCmi;
  readonly entry: ScoEntry;
  readonly newAttempt: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** `cmi.core.exit` (1.2) or `cmi.exit` (2004) of a stored data model. */
export function exitOf(version: ScormVersion, cmi: ScormCmi): string {
  if (version === 'scorm12') {
    const core = cmi['core'];
    return typeof core === 'object' && core !== null && !Array.isArray(core) ? text((core as ScormCmi)['exit']) : '';
  }
  return text(cmi['exit']);
}

/** Whether an outcome is an end: completed, passed or failed. */
export function isOutcomeDone(outcome: ScoOutcome): boolean {
  return outcome.completion === 'completed' || outcome.success !== 'unknown';
}

/**
 * How the next session of a SCO starts, from its stored current attempt (SCORM RTE: an attempt lasts until the
 * SCO ends it without `suspend`):
 * - nothing stored: attempt 1 from the beginning (`ab-initio`);
 * - the attempt ended — the SCO left it done (completed, passed or failed) and did not ask to suspend
 *   (`cmi.core.exit` / `cmi.exit` other than `suspend`) — or it was written by the other SCORM version (a
 *   re-imported package): a new attempt, `ab-initio`, with an empty data model;
 * - otherwise the same attempt resumes with its data (`resume`): suspend_data, location and interactions come
 *   back. An unfinished attempt resumes even when the SCO set no `suspend` (many never do, and starting over would
 *   throw the learner's place away).
 */
export function planScoSession(stored: ScormRuntime, version: ScormVersion): ScoSessionPlan {
  if (stored.sequence === 0 || stored.version === null) {
    return { attempt: stored.attempt, sequence: stored.sequence, cmi: {}, entry: 'ab-initio', newAttempt: false };
  }
  const ended =
    stored.version !== version ||
    (exitOf(stored.version, stored.cmi) !== 'suspend' &&
      isOutcomeDone(scormOutcomeFromCmi(stored.version, stored.cmi)));
  if (ended) return { attempt: stored.attempt + 1, sequence: 0, cmi: {}, entry: 'ab-initio', newAttempt: true };
  return { attempt: stored.attempt, sequence: stored.sequence, cmi: stored.cmi, entry: 'resume', newAttempt: false };
}

/** A SCO's state in the table of contents. */
export type ScoStatus = 'not_started' | 'in_progress' | 'completed' | 'passed' | 'failed';

/** The table of contents' state of a SCO from its stored data (none stored: not started). */
export function scoStatusOf(stored: Pick<ScormRuntime, 'version' | 'sequence' | 'cmi'> | undefined): ScoStatus {
  if (stored === undefined || stored.version === null || stored.sequence === 0) return 'not_started';
  const outcome = scormOutcomeFromCmi(stored.version, stored.cmi);
  if (outcome.success === 'passed') return 'passed';
  if (outcome.success === 'failed') return 'failed';
  return outcome.completion === 'completed' ? 'completed' : 'in_progress';
}
