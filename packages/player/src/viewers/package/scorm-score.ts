import type { ScormCmi, ScormVersion } from '@campus/core/schemas';

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function objectOf(value: unknown): ScormCmi {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ScormCmi) : {};
}

/**
 * A SCO's score scaled to −1..1 for an xAPI result: SCORM 2004's `cmi.score.scaled`, else its raw score within
 * min and max; SCORM 1.2's `cmi.core.score.raw` within min and max (0 and 100 when the SCO set none, the range
 * SCORM 1.2 assumes). Undefined without a score.
 */
export function scaledScoreOf(version: ScormVersion, cmi: ScormCmi): number | undefined {
  const score = version === 'scorm12' ? objectOf(objectOf(cmi['core'])['score']) : objectOf(cmi['score']);
  if (version === 'scorm2004') {
    const scaled = numberOf(score['scaled']);
    if (scaled !== undefined) return Math.min(1, Math.max(-1, scaled));
  }
  const raw = numberOf(score['raw']);
  if (raw === undefined) return undefined;
  const min = numberOf(score['min']) ?? 0;
  const max = numberOf(score['max']) ?? 100;
  if (max <= min) return undefined;
  return Math.min(1, Math.max(-1, (raw - min) / (max - min)));
}
