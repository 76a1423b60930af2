import {
  SCORM_ORGANIZATION_SCO,
  scormActivityState,
  scormOutcomeFromCmi,
  sequencedScormActivityState,
} from '@campus/core/rules';
import type { ScormCommit, ScormCommitResult, ScormRuntime } from '@campus/core/schemas';
import { and, asc, desc, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { activityContents, activityRuntimeData, activityUserStates } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashJson } from '../../http/idempotency';
import { mergeActivityState } from './state-merge';
import type { ActivityState } from './state-merge';

/** Whose run-time data: the caller, in one SCORM activity. */
export interface RuntimeOwner {
  readonly userId: number;
  readonly activityId: number;
}

const ownedBy = (owner: RuntimeOwner) =>
  and(eq(activityRuntimeData.userId, owner.userId), eq(activityRuntimeData.activityId, owner.activityId));

const ofSco = (owner: RuntimeOwner, sco: string) => and(ownedBy(owner), eq(activityRuntimeData.sco, sco));

/** A SCO's current attempt's row (its highest attempt), or undefined before its first commit. */
async function currentRow(db: CampusDb | CampusTransaction, owner: RuntimeOwner, sco: string) {
  const [row] = await db
    .select()
    .from(activityRuntimeData)
    .where(ofSco(owner, sco))
    .orderBy(desc(activityRuntimeData.attempt))
    .limit(1);
  return row;
}

/** The caller's data model of a SCO's current attempt, or the empty model of a first launch. */
export async function readRuntime(db: CampusDb, owner: RuntimeOwner, sco: string): Promise<ScormRuntime> {
  const row = await currentRow(db, owner, sco);
  if (!row) return { sco, version: null, attempt: 1, sequence: 0, cmi: {} };
  return { sco, version: row.version, attempt: row.attempt, sequence: row.sequence, cmi: row.cmi };
}

/** 409 `stale_commit`, with what is stored so the player can tell the learner's newer session is elsewhere. */
function staleCommit(stored: { attempt: number; sequence: number }): ApiError {
  return new ApiError(409, 'stale_commit', {}, { details: { attempt: stored.attempt, sequence: stored.sequence } });
}

/**
 * Where a late commit goes (docs/server.md "Late records"): one the player's journal kept offline and sent with
 * `recorded_at`, possibly after the learner went on elsewhere. Every commit carries the whole data model, so:
 * - its attempt was closed meanwhile (a newer attempt of the SCO is stored): it becomes a new attempt, the next
 *   number — the closed attempts are never changed;
 * - its sequence is not above the stored one of its attempt, but it was made after that commit was stored
 *   (`recorded_at` later than the row's `updated_at`): it is the newer data model and is stored above it;
 * - otherwise it goes as any commit (a retry is answered again; an older data model is 409 `stale_commit`).
 */
export async function placeLateCommit(
  tx: CampusTransaction,
  owner: RuntimeOwner,
  commit: ScormCommit,
  recordedAt: Date,
): Promise<ScormCommit> {
  const current = await currentRow(tx, owner, commit.sco);
  if (!current) return commit;
  if (commit.attempt < current.attempt) return { ...commit, attempt: current.attempt + 1 };
  if (commit.attempt !== current.attempt || commit.sequence > current.sequence) return commit;
  const retry = commit.sequence === current.sequence && hashJson(current.cmi) === hashJson(commit.cmi);
  if (retry || recordedAt <= current.updatedAt) return commit;
  return { ...commit, version: current.version, sequence: current.sequence + 1 };
}

/**
 * Stores a commit in the transaction, if it is the SCO's newest, and moves the learner's activity state along.
 * - `attempt` below the SCO's current one, or `sequence` not above the stored one: 409 `stale_commit`, nothing
 *   changes; the same sequence with the same `cmi` is a retry of the stored commit and is answered again.
 * - `attempt` one above the current one (1 on a first launch): a new attempt. More than one above: 400.
 * - an attempt keeps its SCORM version: another version is 400 (a re-imported package starts a new attempt).
 * The conditional write is one statement, so of two concurrent commits the row lock lets only the newer win.
 */
export async function commitRuntime(
  tx: CampusTransaction,
  owner: RuntimeOwner,
  commit: ScormCommit,
): Promise<ScormCommitResult> {
  const { sco } = commit;
  const current = await currentRow(tx, owner, sco);
  const currentAttempt = current?.attempt ?? 0;
  if (current && commit.attempt < currentAttempt) throw staleCommit(current);
  if (commit.attempt > currentAttempt + 1) {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.attempt'] });
  }
  if (current && commit.attempt === currentAttempt && current.version !== commit.version) {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.version'] });
  }
  const values = {
    version: commit.version,
    sequence: commit.sequence,
    cmi: commit.cmi,
    // The manifest's mastery score, completion threshold and passing score come from the copies the player put
    // in `cmi` (cmi.student_data.mastery_score, cmi.completion_threshold …): the data model is the client's word
    // either way, as a SCO sets its own success status.
    outcome: scormOutcomeFromCmi(commit.version, commit.cmi),
  };
  let stored = false;
  if (commit.attempt === currentAttempt + 1) {
    const inserted = await tx
      .insert(activityRuntimeData)
      .values({ ...owner, sco, attempt: commit.attempt, ...values })
      .onConflictDoNothing()
      .returning({ attempt: activityRuntimeData.attempt });
    stored = inserted.length > 0;
  }
  if (!stored) {
    const newer = tx
      .select({ one: sql`1` })
      .from(activityRuntimeData)
      .where(and(ofSco(owner, sco), gt(activityRuntimeData.attempt, commit.attempt)));
    const updated = await tx
      .update(activityRuntimeData)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          ofSco(owner, sco),
          eq(activityRuntimeData.attempt, commit.attempt),
          eq(activityRuntimeData.version, commit.version),
          lt(activityRuntimeData.sequence, commit.sequence),
          notExists(newer),
        ),
      )
      .returning({ attempt: activityRuntimeData.attempt });
    if (updated.length === 0) {
      const latest = await currentRow(tx, owner, sco);
      const retry =
        latest !== undefined &&
        latest.attempt === commit.attempt &&
        latest.sequence === commit.sequence &&
        hashJson(latest.cmi) === hashJson(commit.cmi);
      if (!retry) throw staleCommit(latest ?? { attempt: commit.attempt, sequence: commit.sequence });
      return { sco, attempt: commit.attempt, sequence: commit.sequence, ...(await readState(tx, owner)) };
    }
  }
  const state = await advanceState(tx, owner, await rolledUpState(tx, owner));
  return { sco, attempt: commit.attempt, sequence: commit.sequence, ...state };
}

/**
 * The activity's state from the current attempt of each of its SCOs (core's `scormActivityState`). When the
 * import stored the manifest's SCO list (`activity_contents.scorm_scos`), every SCO of it counts, a SCO never
 * launched as not started, so a multi-SCO activity is done only when all its SCOs are; data of a SCO the
 * manifest does not list is left out. An activity without a stored list (created before the import stored one)
 * rolls up over the SCOs launched so far.
 *
 * A SCORM 2004 package with sequencing rolls up by its own rules: the player's sequencing engine stores the
 * root's rolled-up result under `#organization`, which then decides the status (core's
 * `sequencedScormActivityState`); the SCOs still give the progress.
 */
async function rolledUpState(tx: CampusTransaction, owner: RuntimeOwner): Promise<ActivityState> {
  const rows = await tx
    .selectDistinctOn([activityRuntimeData.sco], { sco: activityRuntimeData.sco, outcome: activityRuntimeData.outcome })
    .from(activityRuntimeData)
    .where(ownedBy(owner))
    .orderBy(asc(activityRuntimeData.sco), desc(activityRuntimeData.attempt));
  const [content] = await tx
    .select({
      scos: activityContents.scormScos,
      version: activityContents.scormVersion,
      organization: activityContents.scormOrganization,
    })
    .from(activityContents)
    .where(eq(activityContents.activityId, owner.activityId));
  const manifestScos = content?.scos;
  const scoRows = rows.filter((row) => row.sco !== SCORM_ORGANIZATION_SCO);
  if (!manifestScos || manifestScos.length === 0) return scormActivityState(scoRows.map((row) => row.outcome));
  const outcomes = new Map(scoRows.map((row) => [row.sco, row.outcome]));
  const scoOutcomes = manifestScos.map((sco) => outcomes.get(sco.itemIdentifier) ?? null);
  const root = rows.find((row) => row.sco === SCORM_ORGANIZATION_SCO);
  if (content?.version === '2004' && content.organization?.hasSequencing === true && root !== undefined) {
    return sequencedScormActivityState(root.outcome, scoOutcomes);
  }
  return scormActivityState(scoOutcomes);
}

/** The learner's stored state in the activity (no row: not started). */
async function readState(tx: CampusTransaction, owner: RuntimeOwner): Promise<ActivityState> {
  const [row] = await tx
    .select({ status: activityUserStates.status, progress: activityUserStates.progress })
    .from(activityUserStates)
    .where(and(eq(activityUserStates.userId, owner.userId), eq(activityUserStates.activityId, owner.activityId)));
  return row ?? { status: 'not_started', progress: 0 };
}

/**
 * Moves the learner's `activity_user_states` row along ({@link mergeActivityState}: never backwards). A blocked
 * row is left as it is: only the rules that blocked it (a block test, an instructor) unblock it.
 */
export async function advanceState(
  tx: CampusTransaction,
  owner: RuntimeOwner,
  next: ActivityState,
): Promise<ActivityState> {
  const where = and(eq(activityUserStates.userId, owner.userId), eq(activityUserStates.activityId, owner.activityId));
  const [stored] = await tx
    .select({ status: activityUserStates.status, progress: activityUserStates.progress })
    .from(activityUserStates)
    .where(where)
    .for('update');
  if (stored?.status === 'blocked') return stored;
  const merged = mergeActivityState(stored, next);
  if (stored && stored.status === merged.status && stored.progress === merged.progress) return merged;
  await tx
    .insert(activityUserStates)
    .values({ ...owner, status: merged.status, progress: merged.progress })
    .onConflictDoUpdate({
      target: [activityUserStates.userId, activityUserStates.activityId],
      set: { status: merged.status, progress: merged.progress, updatedAt: sql`now()` },
      setWhere: sql`${activityUserStates.status} <> 'blocked'`,
    });
  return merged;
}
