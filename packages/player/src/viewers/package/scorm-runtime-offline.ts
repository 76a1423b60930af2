import { httpErrorOf } from '@campus/core';
import type { Campus } from '@campus/core';
import { fetchScormRuntime } from '@campus/core/api';
import { scormCommitSchema } from '@campus/core/schemas';
import type { ScormRuntime } from '@campus/core/schemas';
import { isLaterRuntime, keepServerRuntime, keptScormRuntime } from '../../offline/scorm-runtimes.js';

/**
 * A SCO's stored data model (`GET …/runtime/?sco=`), and for a downloaded package played offline (issue 23) what
 * the device knows when the API cannot be reached: the later of the data model the offline record keeps (the
 * server's at download, kept current by online reads and commits: offline/scorm-runtimes.ts) and the newest commit
 * of that SCO the progress journal keeps (the learner resumes where they left it offline, also after a reload), else
 * a first attempt with nothing stored. The server places late commits by their time (docs/server.md "Late
 * records"), so a data model made offline is kept above an older one stored online. A refusal of the API is its
 * answer, offline copy or not. An answer of the API refreshes the offline record's copy of a downloaded package.
 */
export async function readScormRuntime(
  campus: Campus,
  activityId: number | string,
  sco: string,
  offlineCopy: boolean,
): Promise<ScormRuntime> {
  try {
    const runtime = await fetchScormRuntime(campus.api, activityId, sco);
    keepServerRuntime(campus, activityId, runtime);
    return runtime;
  } catch (error) {
    if (!offlineCopy || httpErrorOf(error) !== undefined) throw error;
    const kept = keptScormRuntime(campus, activityId, sco);
    const journaled = await journaledRuntime(campus, activityId, sco);
    const later = journaled !== undefined && isLaterRuntime(journaled, kept) ? journaled : kept;
    return later ?? { sco, version: null, attempt: 1, sequence: 0, cmi: {} };
  }
}

/** The newest SCORM commit of the SCO waiting in the journal, as the runtime it stores. */
async function journaledRuntime(
  campus: Campus,
  activityId: number | string,
  sco: string,
): Promise<ScormRuntime | undefined> {
  const entries = await campus.journal.entries().catch(() => []);
  const path = `/api/activities/${encodeURIComponent(String(activityId))}/runtime/`;
  for (const entry of [...entries].reverse()) {
    if (entry.kind !== 'scorm-commit' || entry.path !== path || entry.state !== 'pending') continue;
    const commit = scormCommitSchema.safeParse(entry.body);
    if (!commit.success || commit.data.sco !== sco) continue;
    const { version, attempt, sequence, cmi } = commit.data;
    return { sco, version, attempt, sequence, cmi };
  }
  return undefined;
}
