import { checkForumNote, isForumStatusChange } from '@campus/core/rules';
import type { ForumReplyStatus, ForumTopicStatus } from '@campus/core/rules';
import type { ForumQueuedReport, ForumReply, ForumTopic } from '@campus/core/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FieldErrors } from '../accounts/field-errors';
import type { CampusTransaction } from '../db/database';
import { forumModerationActions, forumReplies, forumReports, forumTopics, memberMessages, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { readPage } from '../shared/pagination';
import type { Page, PageRequest } from '../shared/pagination';
import { reportWire } from './forum-reports';
import type { ForumScope } from './forum-scope';
import { readVisibleReply, readVisibleTopic, replyWire, topicWire } from './forum-wire';
import type { ForumDb } from './forum-wire';

/*
 * Moderation (spec §4: topic and answer statuses can be changed, topics can be closed; §6: moderators receive
 * reports), for the moderators of the caller's client only (the routes require the role; every query here is
 * bound to the client). A status change resolves the post's open reports (a topic's: the whole thread's), is audited in
 * `forum_moderation_actions` and sends its author an internal message (`member_messages`, read in the author's
 * language at `/api/messages/`); a dismissal closes one report and is audited too.
 */

/** The internal message a status change sends the author (none when nothing needs saying). */
function messageKind(kind: 'topic' | 'reply', from: string, to: string): string {
  if (kind === 'reply') return to === 'hidden' ? 'forum_reply_hidden' : 'forum_post_restored';
  if (to === 'closed') return 'forum_topic_closed';
  if (to === 'hidden') return 'forum_topic_hidden';
  return from === 'closed' ? 'forum_topic_reopened' : 'forum_post_restored';
}

function checkNote(note: string): string {
  const errors = new FieldErrors();
  const code = checkForumNote(note);
  if (code) errors.add('note', code);
  errors.throwIfAny();
  return note.trim();
}

/** Records the change: resolves open reports, audits, and tells the author (unless the moderator is the author). */
async function recordStatusChange(
  tx: CampusTransaction,
  scope: ForumScope,
  change: {
    readonly kind: 'topic' | 'reply';
    readonly topicId: number;
    readonly topicTitle: string;
    readonly replyId: number | null;
    readonly authorId: number;
    readonly from: string;
    readonly to: string;
    readonly note: string;
  },
): Promise<void> {
  const now = new Date();
  await tx
    .update(forumReports)
    .set({ status: 'resolved', decidedAt: now, decidedBy: scope.userId })
    .where(
      and(
        eq(forumReports.topicId, change.topicId),
        // A topic's status is the moderator acting on the whole thread: its replies' reports are settled too.
        change.replyId === null ? undefined : eq(forumReports.replyId, change.replyId),
        eq(forumReports.status, 'open'),
      ),
    );
  await tx.insert(forumModerationActions).values({
    clientId: scope.clientId,
    moderatorId: scope.userId,
    action: 'status_changed',
    topicId: change.topicId,
    replyId: change.replyId,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note,
  });
  if (change.authorId !== scope.userId) {
    await tx.insert(memberMessages).values({
      userId: change.authorId,
      kind: messageKind(change.kind, change.from, change.to),
      params: { topic: change.topicTitle, ...(change.note === '' ? {} : { note: change.note }) },
    });
  }
}

/** `POST /api/forum-moderation/topics/{id}/status/`: closes, reopens, hides or restores a topic. */
export async function changeTopicStatus(
  tx: CampusTransaction,
  scope: ForumScope,
  topicId: number,
  input: { readonly status: ForumTopicStatus; readonly note: string },
): Promise<ForumTopic> {
  const note = checkNote(input.note);
  const read = await readVisibleTopic(tx, scope, topicId, true);
  const from = read.topic.status;
  if (!isForumStatusChange('topic', from, input.status)) throw new ApiError(409, 'forum_status_unchanged');
  await tx.update(forumTopics).set({ status: input.status }).where(eq(forumTopics.id, topicId));
  await recordStatusChange(tx, scope, {
    kind: 'topic',
    topicId,
    topicTitle: read.topic.title,
    replyId: null,
    authorId: read.topic.authorId,
    from,
    to: input.status,
    note,
  });
  return topicWire({ ...read, topic: { ...read.topic, status: input.status } }, scope);
}

/** `POST /api/forum-moderation/replies/{id}/status/`: hides or restores a reply. */
export async function changeReplyStatus(
  tx: CampusTransaction,
  scope: ForumScope,
  replyId: number,
  input: { readonly status: ForumReplyStatus; readonly note: string },
): Promise<ForumReply> {
  const note = checkNote(input.note);
  const read = await readVisibleReply(tx, scope, replyId, true);
  const from = read.reply.status;
  if (!isForumStatusChange('reply', from, input.status)) throw new ApiError(409, 'forum_status_unchanged');
  const [reply] = await tx
    .update(forumReplies)
    .set({ status: input.status })
    .where(eq(forumReplies.id, replyId))
    .returning();
  if (!reply) throw new ApiError(404, 'forum_reply_not_found');
  await recordStatusChange(tx, scope, {
    kind: 'reply',
    topicId: read.topic.id,
    topicTitle: read.topic.title,
    replyId,
    authorId: read.reply.authorId,
    from,
    to: input.status,
    note,
  });
  return replyWire({ ...read, reply }, scope);
}

const reporters = alias(users, 'reporters');
const topicAuthors = alias(users, 'topic_authors');
const replyAuthors = alias(users, 'reply_authors');

/** The queue's select: a report with its reporter, topic, reply and their authors. */
function queueSelect(db: ForumDb) {
  return db
    .select({
      report: forumReports,
      reporterName: reporters.fullName,
      topic: forumTopics,
      topicAuthorName: topicAuthors.fullName,
      reply: forumReplies,
      replyAuthorName: replyAuthors.fullName,
      targetOpenReports: sql<number>`(select count(*)::int from forum_reports o where o.status = 'open'
        and o.topic_id = ${forumReports.topicId}
        and o.reply_id is not distinct from ${forumReports.replyId})`,
    })
    .from(forumReports)
    .innerJoin(reporters, eq(reporters.id, forumReports.reporterId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
    .innerJoin(topicAuthors, eq(topicAuthors.id, forumTopics.authorId))
    .leftJoin(forumReplies, eq(forumReplies.id, forumReports.replyId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, forumReplies.authorId));
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueSelect>['where']>>[number];

/** A queued report on the wire: moderators see the reported text whatever its status (not once deleted). */
function queuedWire(row: QueueRow): ForumQueuedReport {
  const { topic, reply } = row;
  const target = reply
    ? {
        author: { id: reply.authorId, name: row.replyAuthorName ?? '' },
        body: reply.deletedAt === null ? reply.body : '',
        status: reply.status as ForumReplyStatus,
        deleted: reply.deletedAt !== null,
      }
    : {
        author: { id: topic.authorId, name: row.topicAuthorName },
        body: topic.deletedAt === null ? topic.body : '',
        status: topic.status as ForumTopicStatus,
        deleted: topic.deletedAt !== null,
      };
  return {
    ...reportWire(row.report),
    reporter: { id: row.report.reporterId, name: row.reporterName },
    topic: {
      id: topic.id,
      title: topic.deletedAt === null ? topic.title : '',
      status: topic.status as ForumTopicStatus,
    },
    target,
    target_open_reports: Number(row.targetOpenReports),
  };
}

/** `GET /api/forum-moderation/reports/`: the client's open reports, oldest first. */
export async function listOpenReports(
  db: ForumDb,
  scope: ForumScope,
  requestUrl: string,
  page: PageRequest,
): Promise<Page<ForumQueuedReport>> {
  const where = and(eq(forumReports.clientId, scope.clientId), eq(forumReports.status, 'open'));
  return readPage(
    requestUrl,
    page,
    db.select({ value: count() }).from(forumReports).where(where),
    async ({ limit, offset }) => {
      const rows = await queueSelect(db)
        .where(where)
        .orderBy(asc(forumReports.createdAt), asc(forumReports.id))
        .limit(limit)
        .offset(offset);
      return rows.map(queuedWire);
    },
  );
}

/** `POST /api/forum-moderation/reports/{id}/dismiss/`: closes an open report of the client without acting. */
export async function dismissReport(
  tx: CampusTransaction,
  scope: ForumScope,
  reportId: number,
  input: { readonly note: string },
): Promise<ForumQueuedReport> {
  const note = checkNote(input.note);
  const [found] = await tx
    .select()
    .from(forumReports)
    .where(and(eq(forumReports.id, reportId), eq(forumReports.clientId, scope.clientId)))
    .for('update');
  if (!found) throw new ApiError(404, 'forum_report_not_found');
  if (found.status !== 'open') throw new ApiError(409, 'forum_report_closed');
  await tx
    .update(forumReports)
    .set({ status: 'dismissed', decidedAt: new Date(), decidedBy: scope.userId })
    .where(eq(forumReports.id, reportId));
  await tx.insert(forumModerationActions).values({
    clientId: scope.clientId,
    moderatorId: scope.userId,
    action: 'report_dismissed',
    topicId: found.topicId,
    replyId: found.replyId,
    reportId,
    note,
  });
  const [row] = await queueSelect(tx).where(eq(forumReports.id, reportId));
  if (!row) throw new ApiError(404, 'forum_report_not_found');
  return queuedWire(row);
}
