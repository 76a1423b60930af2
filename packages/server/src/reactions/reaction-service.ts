import { reactionDocumentSchema } from '@campus/core/schemas';
import type { ReactionAnswersBody, ReactionDocument, ReactionOverview } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { activityDocuments, reactionResponses } from '../db/schema';
import { ApiError, isApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { findOpenableActivity } from '../activities/runtime/runtime-access';
import { advanceState } from '../activities/runtime/runtime-store';
import { checkReactionAnswers } from './reaction-answers';

/*
 * Reaction evaluations (docs/server.md "Reaction evaluations", spec §4 "the reaction assessment requires the
 * training to be finished", §8 'You already reviewed'): read and answered once per person, in the caller's
 * transaction.
 */

/** A reaction evaluation the caller may see, and whether they may answer it now (the training is finished). */
interface VisibleReaction {
  readonly activityId: number;
  readonly document: ReactionDocument;
  readonly available: boolean;
}

/**
 * The reaction evaluation `activityId` as the player's access rule sees it (`findOpenableActivity`, the one check
 * of every activity route): enrolment, the client's scope and modules, the course published. Core's rule locks a
 * reaction evaluation with `training_not_finished` while its training is not finished; that lock is what
 * `available: false` means here (the overview still shows the questions), so it is the only refusal taken in.
 * Any other activity type, or one without its document, is 404 `not_found_or_forbidden`.
 * @throws ApiError as `findOpenableActivity`, and 404 as above
 */
async function visibleReaction(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<VisibleReaction> {
  let available = true;
  try {
    const activity = await findOpenableActivity(tx, scope, activityId);
    if (activity.type !== 'reaction_evaluation') throw new ApiError(404, 'not_found_or_forbidden');
  } catch (error) {
    // Core gives this lock reason to reaction evaluations only, and only after the enrolment and scope passed.
    if (!isApiError(error) || error.code !== 'training_not_finished') throw error;
    available = false;
  }
  const [row] = await tx
    .select({ document: activityDocuments.document })
    .from(activityDocuments)
    .where(and(eq(activityDocuments.activityId, activityId), eq(activityDocuments.kind, 'reaction')));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return { activityId, document: reactionDocumentSchema.parse(row.document), available };
}

/** When the caller answered the evaluation, if they did. */
async function answeredAt(tx: CampusTransaction, userId: number, activityId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: reactionResponses.createdAt })
    .from(reactionResponses)
    .where(and(eq(reactionResponses.userId, userId), eq(reactionResponses.activityId, activityId)));
  return row?.createdAt ?? null;
}

/** The overview on the wire. The document holds its questions in one language, the course's: they are sent as stored. */
function overviewOf(reaction: VisibleReaction, answered: Date | null): ReactionOverview {
  return {
    activity_id: reaction.activityId,
    questions: reaction.document.questions,
    available: reaction.available,
    answered_at: answered?.toISOString() ?? null,
  };
}

/**
 * `GET /api/activities/{activity_id}/reaction/`: the questions, whether the caller may answer (the training is
 * finished) and when they answered.
 */
export async function readReaction(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
): Promise<ReactionOverview> {
  const reaction = await visibleReaction(tx, scope, activityId);
  return overviewOf(reaction, await answeredAt(tx, scope.userId, activityId));
}

/**
 * `POST /api/activities/{activity_id}/reaction/`: stores the caller's answers once and marks the activity
 * finished (progress 100), in the caller's transaction. Refusals, in order: 409 `already_reviewed` (also when
 * the training was reset since), 409 `training_not_finished`, 400 `invalid_request` with `field_errors` per
 * answer. The insert is guarded by the primary key (user, activity): of two posts at once, the second finds the
 * first's row and is refused with `already_reviewed`, its transaction rolled back with nothing written.
 * @throws ApiError as above, and as {@link visibleReaction}
 */
export async function answerReaction(
  tx: CampusTransaction,
  scope: RequestScope,
  activityId: number,
  body: ReactionAnswersBody,
): Promise<ReactionOverview> {
  const reaction = await visibleReaction(tx, scope, activityId);
  if ((await answeredAt(tx, scope.userId, activityId)) !== null) throw new ApiError(409, 'already_reviewed');
  if (!reaction.available) throw new ApiError(409, 'training_not_finished');
  const checked = checkReactionAnswers(reaction.document.questions, body.answers);
  if (!checked.ok) {
    throw new ApiError(
      400,
      'invalid_request',
      {},
      { fields: Object.keys(checked.errors), fieldErrors: checked.errors },
    );
  }
  const [inserted] = await tx
    .insert(reactionResponses)
    .values({ userId: scope.userId, activityId, answers: checked.answers })
    .onConflictDoNothing({ target: [reactionResponses.userId, reactionResponses.activityId] })
    .returning({ createdAt: reactionResponses.createdAt });
  if (!inserted) throw new ApiError(409, 'already_reviewed');
  await advanceState(tx, { userId: scope.userId, activityId }, { status: 'finished', progress: 100 });
  // The course's state is left as it is: the reaction evaluation does not count towards it (core's
  // `countsTowardsCourse`), and the course was finished before it could be answered.
  return overviewOf(reaction, inserted.createdAt);
}
