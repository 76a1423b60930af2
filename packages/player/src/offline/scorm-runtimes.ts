import type { Campus, Id } from '@campus/core';
import { fetchScormRuntime } from '@campus/core/api';
import type { ActivityLaunch, ScormCommit, ScormRuntime } from '@campus/core/schemas';

/**
 * The SCOs' data models of a downloaded SCORM package, kept in its offline record (`scorm_runtimes`, issue 23) so a
 * SCO opened offline — also one never opened before — resumes from the learner's state on the server instead of from
 * the start: read at download (what the viewer reads online, `GET …/runtime/?sco=`), then kept current by the
 * viewer's online reads and its commits (docs/player.md "Offline downloads").
 */

type RuntimeOrder = Pick<ScormRuntime, 'attempt' | 'sequence'>;

/** Whether `a` is a later state of a SCO than `b`: a later attempt, or a later commit of the same attempt. */
export function isLaterRuntime(a: RuntimeOrder, b: RuntimeOrder | undefined): boolean {
  return b === undefined || a.attempt > b.attempt || (a.attempt === b.attempt && a.sequence > b.sequence);
}

/**
 * Reads the stored data model of each SCO of the package (assets have none). A SCO whose data cannot be read now is
 * left out: offline it starts as a first attempt, as without a download.
 */
export async function fetchScormRuntimes(
  campus: Campus,
  itemId: Id,
  scorm: NonNullable<ActivityLaunch['scorm']>,
): Promise<Record<string, ScormRuntime>> {
  const scos = scorm.items.filter((item) => item.scorm_type === 'sco').map((item) => item.identifier);
  const answers = await Promise.allSettled(scos.map((sco) => fetchScormRuntime(campus.api, itemId, sco)));
  const runtimes: Record<string, ScormRuntime> = {};
  answers.forEach((answer, index) => {
    const sco = scos[index];
    if (answer.status === 'fulfilled' && sco !== undefined) runtimes[sco] = answer.value;
  });
  return runtimes;
}

/** The SCO's data model the activity's offline record keeps, if the package is downloaded. */
export function keptScormRuntime(campus: Campus, activityId: Id, sco: string): ScormRuntime | undefined {
  return campus.stores.offlineCourse.getState().records[String(activityId)]?.scorm_runtimes?.[sco];
}

/** Keeps `runtime` in the record of a downloaded SCORM package when `replaces` says so of the one kept. */
function keep(
  campus: Campus,
  activityId: Id,
  runtime: ScormRuntime,
  replaces: (kept: ScormRuntime | undefined) => boolean,
): void {
  const state = campus.stores.offlineCourse.getState();
  const record = state.records[String(activityId)];
  if (record === undefined || record.downloading || record.type !== 'scorm' || record.launch === undefined) return;
  if (!replaces(record.scorm_runtimes?.[runtime.sco])) return;
  state.upsertOfflineRecord({ ...record, scorm_runtimes: { ...record.scorm_runtimes, [runtime.sco]: runtime } });
}

/**
 * Keeps the data model the server answered online for a SCO of a downloaded package (the server's word: it replaces
 * what is kept unless it is the same commit). Nothing happens for a package not downloaded.
 */
export function keepServerRuntime(campus: Campus, activityId: Id, runtime: ScormRuntime): void {
  keep(
    campus,
    activityId,
    runtime,
    (kept) => kept === undefined || kept.attempt !== runtime.attempt || kept.sequence !== runtime.sequence,
  );
}

/**
 * Keeps a commit of a SCO of a downloaded package (sent or journaled: the newest data model the learner made) when it
 * is later than what is kept. Nothing happens for a package not downloaded.
 */
export function keepCommittedRuntime(campus: Campus, activityId: Id, commit: ScormCommit): void {
  const { sco, version, attempt, sequence, cmi } = commit;
  keep(campus, activityId, { sco, version, attempt, sequence, cmi }, (kept) => isLaterRuntime(commit, kept));
}
