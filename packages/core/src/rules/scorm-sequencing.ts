import { scormActivityState } from './scorm-completion.js';
import type { ScoOutcome, ScormActivityState } from './scorm-completion.js';

/**
 * The run-time key under which the player stores a sequenced SCORM 2004 package's rolled-up result (the activity
 * tree's root, as its sequencing engine rolled it up) beside its SCOs' data models. `#` cannot start an XML ID,
 * so no manifest item is named so.
 */
export const SCORM_ORGANIZATION_SCO = '#organization';

/**
 * A sequenced SCORM 2004 activity's status and progress. The package's own rollup (SCORM 2004 SN 4.6: its rollup
 * rules, objective weights and rollup considerations, as the player's engine evaluated them on the SCOs' data)
 * decides the status: passed → `approved`, failed → `reproved`, completed without a success status →
 * `finished`, otherwise in progress; the progress is the SCOs' (see {@link scormActivityState}), 100 only once the
 * rollup says the package is done. Before the player reported a rollup (`organization` null), the SCOs roll up
 * as for any package.
 * @param organization the root's outcome, from the stored `#organization` data model
 * @param scos one outcome per SCO of the manifest (`null`: never launched)
 * @example sequencedScormActivityState({ completion: 'completed', success: 'passed', progressMeasure: null }, [null]).status // 'approved'
 */
export function sequencedScormActivityState(
  organization: ScoOutcome | null,
  scos: readonly (ScoOutcome | null)[],
): ScormActivityState {
  const counted = scormActivityState(scos);
  if (organization === null) return counted;
  if (organization.success === 'passed') return { status: 'approved', progress: 100 };
  if (organization.success === 'failed') return { status: 'reproved', progress: 100 };
  if (organization.completion === 'completed') return { status: 'finished', progress: 100 };
  return { status: 'in_progress', progress: Math.min(99, counted.progress) };
}
