import type { Locale } from '@campus/core';
import type { ForumReplyStatus, ForumTopicStatus } from '@campus/core/rules';
import type { ForumReply, ForumTopic, ForumTopicSummary } from '@campus/core/schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { catalogueItems, forumReplies, forumTopics, forums, users } from '../db/schema';
import type { ForumReplyRow, ForumRow, ForumTopicRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { localizedName } from '../shared/localized-name';
import { forumArea } from './forum-realtime';
import type { ForumScope } from './forum-scope';
import { translatedColumn } from '../shared/translated-text';

/*
 * How forum rows become wire objects, and which rows a caller may see (docs/server.md "Forum"): a forum of the
 * caller's client; a topic not deleted, and not hidden unless the caller moderates or wrote it; every reply of a
 * visible topic, keeping its place, its text blank when deleted, or hidden from anyone but moderators and its author.
 */

/** Any reader: the pool or a transaction. */
export type ForumDb = Pick<CampusTransaction, 'select' | 'execute'>;

/** The topics a caller sees: not deleted; hidden ones only for moderators and their author. */
export function visibleTopic(scope: ForumScope): SQL {
  const notDeleted = isNull(forumTopics.deletedAt);
  if (scope.isModerator) return notDeleted;
  return and(notDeleted, or(sql`${forumTopics.status} <> 'hidden'`, eq(forumTopics.authorId, scope.userId))) as SQL;
}

/** Replies in the thread (every place, deleted and hidden ones included). */
export const replyCount = sql<number>`(select count(*)::int from forum_replies r where r.topic_id = ${forumTopics.id})`;

/** Whether the caller reported the topic. */
export function topicReportedBy(userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from forum_reports fr where fr.topic_id = ${forumTopics.id}
    and fr.reply_id is null and fr.reporter_id = ${userId})`;
}

/** Whether the caller reported the reply. */
export function replyReportedBy(userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from forum_reports fr where fr.reply_id = ${forumReplies.id}
    and fr.reporter_id = ${userId})`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A topic row with what its summary needs. */
export interface TopicRead {
  readonly topic: ForumTopicRow;
  readonly authorName: string;
  readonly replyCount: number;
  readonly reportedByMe: boolean;
}

/** A topic in a list. A deleted topic (seen by moderators in reports only) has no title or body. */
export function topicSummary(read: TopicRead, scope: ForumScope): ForumTopicSummary {
  const { topic } = read;
  const deleted = topic.deletedAt !== null;
  return {
    id: topic.id,
    forum_id: topic.forumId,
    author: { id: topic.authorId, name: read.authorName },
    locale: topic.locale,
    is_mine: topic.authorId === scope.userId,
    deleted,
    reported_by_me: Boolean(read.reportedByMe),
    created_at: topic.createdAt.toISOString(),
    edited_at: iso(topic.editedAt),
    title: deleted ? '' : topic.title,
    status: topic.status as ForumTopicStatus,
    reply_count: Number(read.replyCount),
    last_activity_at: topic.lastActivityAt.toISOString(),
  };
}

/** A forum's catalogue item on the wire. */
export function forumItem(item: { id: number; type: string; title: string } | null) {
  return item === null ? null : { id: item.id, type: item.type, title: item.title };
}

/**
 * Reads a topic the caller may see, with its forum, or throws 404 `forum_topic_not_found` (another client's topic,
 * a deleted one, a hidden one for someone who may not see it: the same answer, so nothing leaks).
 * @param lock `for update` of the topic row (writes that depend on its status)
 */
export async function readVisibleTopic(
  db: ForumDb,
  scope: ForumScope,
  topicId: number,
  lock = false,
): Promise<TopicRead & { forum: ForumRow; item: { id: number; type: string; title: string } | null }> {
  const query = db
    .select({
      topic: forumTopics,
      forum: forums,
      authorName: users.fullName,
      replyCount,
      reportedByMe: topicReportedBy(scope.userId),
      itemId: catalogueItems.id,
      itemType: catalogueItems.type,
      itemTitle: sql<
        string | null
      >`${translatedColumn(catalogueItems.translations, scope.locale, 'title', catalogueItems.title)}`,
    })
    .from(forumTopics)
    .innerJoin(forums, eq(forums.id, forumTopics.forumId))
    .innerJoin(users, eq(users.id, forumTopics.authorId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, forums.itemId))
    .where(and(eq(forumTopics.id, topicId), eq(forums.clientId, scope.clientId), visibleTopic(scope)));
  const [row] = lock ? await query.for('update', { of: forumTopics }) : await query;
  if (!row) throw new ApiError(404, 'forum_topic_not_found');
  const item =
    row.itemId === null || row.itemType === null || row.itemTitle === null
      ? null
      : { id: row.itemId, type: row.itemType, title: row.itemTitle };
  return { ...row, item };
}

/** A topic with its body, its forum and the caller's standing, as every topic route answers it. */
export function topicWire(
  read: TopicRead & { forum: ForumRow; item: { id: number; type: string; title: string } | null },
  scope: ForumScope,
): ForumTopic {
  return {
    ...topicSummary(read, scope),
    body: read.topic.deletedAt === null ? read.topic.body : '',
    forum: { id: read.forum.id, title: localizedName(read.forum.titles, scope.locale), item: forumItem(read.item) },
    can_moderate: scope.isModerator,
    realtime_area: forumArea(scope.clientId, read.topic.id),
  };
}

/** A reply row with its author's name and whether the caller reported it. */
export interface ReplyRead {
  readonly reply: ForumReplyRow;
  readonly authorName: string;
  readonly reportedByMe: boolean;
}

/** A reply on the wire: no text once deleted, nor while hidden for anyone but moderators and its author. */
export function replyWire(read: ReplyRead, scope: ForumScope): ForumReply {
  const { reply } = read;
  const mine = reply.authorId === scope.userId;
  const deleted = reply.deletedAt !== null;
  const shown = !deleted && (reply.status !== 'hidden' || scope.isModerator || mine);
  return {
    id: reply.id,
    topic_id: reply.topicId,
    author: { id: reply.authorId, name: read.authorName },
    locale: reply.locale,
    is_mine: mine,
    deleted,
    reported_by_me: Boolean(read.reportedByMe),
    created_at: reply.createdAt.toISOString(),
    edited_at: iso(reply.editedAt),
    status: reply.status as ForumReplyStatus,
    body: shown ? reply.body : '',
  };
}

/**
 * Reads a reply whose topic the caller may see, or throws 404 `forum_reply_not_found`.
 * @param lock `for update` of the reply row
 */
export async function readVisibleReply(
  db: ForumDb,
  scope: ForumScope,
  replyId: number,
  lock = false,
): Promise<ReplyRead & { topic: ForumTopicRow }> {
  const query = db
    .select({
      reply: forumReplies,
      topic: forumTopics,
      authorName: users.fullName,
      reportedByMe: replyReportedBy(scope.userId),
    })
    .from(forumReplies)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
    .innerJoin(forums, eq(forums.id, forumTopics.forumId))
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .where(and(eq(forumReplies.id, replyId), eq(forums.clientId, scope.clientId), visibleTopic(scope)));
  const [row] = lock ? await query.for('update', { of: forumReplies }) : await query;
  if (!row) throw new ApiError(404, 'forum_reply_not_found');
  return row;
}

/** The title of a forum in the request language. */
export function forumTitle(forum: ForumRow, locale: Locale): string {
  return localizedName(forum.titles, locale);
}
