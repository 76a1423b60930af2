import { checkForumNote, forumActionsFor } from '@campus/core/rules';
import type { ForumReplyStatus, ForumReportReason, ForumTopicStatus } from '@campus/core/rules';
import type { ForumReport } from '@campus/core/schemas';
import { FieldErrors } from '../accounts/field-errors';
import type { CampusTransaction } from '../db/database';
import { forumReports } from '../db/schema';
import type { ForumReportRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ForumScope } from './forum-scope';
import { readVisibleReply, readVisibleTopic } from './forum-wire';

/*
 * Reports (spec §5: reporting needs confirmation — the widget asks — and a reason; §6: moderators receive them).
 * Anyone who sees a post other than their own reports it once; the report waits in the client's moderators' queue.
 */

/** A report on the wire. */
export function reportWire(row: ForumReportRow): ForumReport {
  return {
    id: row.id,
    target_type: row.replyId === null ? 'topic' : 'reply',
    target_id: row.replyId ?? row.topicId,
    reason: row.reason as ForumReport['reason'],
    details: row.details,
    status: row.status as ForumReport['status'],
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `POST /api/forum-reports/`: reports a visible topic or reply. 404 when the caller cannot see it, 409
 * `forum_post_deleted` for a deleted one, 422 `forum_cannot_report_own`, 409 `forum_already_reported` for a second
 * report of the same post (a unique index decides when two arrive at once), 422 `text_too_long` for details over
 * 256 characters.
 */
export async function reportPost(
  tx: CampusTransaction,
  scope: ForumScope,
  input: {
    readonly target_type: 'topic' | 'reply';
    readonly target_id: number;
    readonly reason: ForumReportReason;
    readonly details: string;
  },
): Promise<ForumReport> {
  const errors = new FieldErrors();
  const detailsCode = checkForumNote(input.details);
  if (detailsCode) errors.add('details', detailsCode);
  errors.throwIfAny();

  let target: { topicId: number; replyId: number | null; authorId: number; deleted: boolean; reported: boolean };
  let state: Parameters<typeof forumActionsFor>[0];
  if (input.target_type === 'topic') {
    const read = await readVisibleTopic(tx, scope, input.target_id);
    target = {
      topicId: read.topic.id,
      replyId: null,
      authorId: read.topic.authorId,
      deleted: false,
      reported: read.reportedByMe,
    };
    state = {
      kind: 'topic',
      is_mine: read.topic.authorId === scope.userId,
      deleted: false,
      status: read.topic.status as ForumTopicStatus,
      topic_status: read.topic.status as ForumTopicStatus,
      reported_by_me: read.reportedByMe,
    };
  } else {
    const read = await readVisibleReply(tx, scope, input.target_id);
    target = {
      topicId: read.topic.id,
      replyId: read.reply.id,
      authorId: read.reply.authorId,
      deleted: read.reply.deletedAt !== null,
      reported: read.reportedByMe,
    };
    state = {
      kind: 'reply',
      is_mine: read.reply.authorId === scope.userId,
      deleted: target.deleted,
      status: read.reply.status as ForumReplyStatus,
      topic_status: read.topic.status as ForumTopicStatus,
      reported_by_me: read.reportedByMe,
    };
  }
  if (!forumActionsFor(state, { is_moderator: scope.isModerator }).report) {
    if (target.deleted) throw new ApiError(409, 'forum_post_deleted');
    if (target.authorId === scope.userId) throw new ApiError(422, 'forum_cannot_report_own');
    if (target.reported) throw new ApiError(409, 'forum_already_reported');
    // A hidden post is already out of sight: nothing to report.
    throw new ApiError(409, 'forum_status_unchanged');
  }
  const [row] = await tx
    .insert(forumReports)
    .values({
      clientId: scope.clientId,
      reporterId: scope.userId,
      topicId: target.topicId,
      replyId: target.replyId,
      reason: input.reason,
      details: input.details.trim(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'forum_already_reported');
  return reportWire(row);
}
