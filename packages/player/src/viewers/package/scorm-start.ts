import type { ScormRuntime, ScormTocItem } from '@campus/core/schemas';
import { scoStatusOf } from './scorm-attempt.js';
import { isLaunchable } from './scorm-navigation.js';

/**
 * The item a package opens on: the first SCO the learner left unfinished (their place, to resume); else, when
 * the learner has started, the first SCO not started yet; else (nothing started, or everything done) the first
 * launchable item. Indices are in `items`; `stored` holds each SCO's stored run-time data by identifier.
 */
export function startIndexOf(items: readonly ScormTocItem[], stored: ReadonlyMap<string, ScormRuntime>): number {
  const scos = items.flatMap((item, index) => (item.scorm_type === 'sco' && isLaunchable(item) ? [index] : []));
  const statusAt = (index: number) => scoStatusOf(stored.get(items[index]?.identifier ?? ''));
  const unfinished = scos.find((index) => statusAt(index) === 'in_progress');
  if (unfinished !== undefined) return unfinished;
  const started = scos.some((index) => statusAt(index) !== 'not_started');
  const notStarted = scos.find((index) => statusAt(index) === 'not_started');
  if (started && notStarted !== undefined) return notStarted;
  const first = items.findIndex(isLaunchable);
  return first === -1 ? 0 : first;
}
