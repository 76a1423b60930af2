import {
  FORUM_BODY_MAX_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  checkForumText,
  forumActionsFor,
  topicTakesReplies,
} from '@campus/core/rules';
import type { ForumReplyStatus, ForumTopicStatus } from '@campus/core/rules';
import type { ForumReply, ForumTopic, ForumTopicCreate, ForumTopicEdit } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { FieldErrors } from '../accounts/field-errors';
import type { CampusTransaction } from '../db/database';
import { forumReplies, forumTopics, users } from '../db/schema';
import type { ForumReplyRow, ForumTopicRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { assertForum } from './forum-reads';
import type { ForumScope } from './forum-scope';
import { readVisibleReply, readVisibleTopic, replyWire, topicWire } from './forum-wire';

/*
 * What people write in the forum (spec §2: topics and replies, editing or deleting one's own; §4: closed topics take
 * no more replies): texts checked with core's forum rules (title ≤ 256, body ≤ 5,000 characters, not blank), the
 * author's permissions with core's `forumActionsFor`. Deletions are soft: the row stays (reports and the audit
 * point at it), the thread keeps its shape.
 */

/** Collects the text rule's failures of the fields given (422 with `field_errors`). */
function checkTexts(texts: { title?: string | undefined; body?: string | undefined }): void {
  const errors = new FieldErrors();
  if (texts.title !== undefined) {
    const code = checkForumText(texts.title, FORUM_TITLE_MAX_LENGTH);
    if (code) errors.add('title', code);
  }
  if (texts.body !== undefined) {
    const code = checkForumText(texts.body, FORUM_BODY_MAX_LENGTH);
    if (code) errors.add('body', code);
  }
  errors.throwIfAny();
}

/** The permission state of a topic for core's rule. */
function topicState(topic: ForumTopicRow, scope: ForumScope, reportedByMe: boolean) {
  return {
    kind: 'topic' as const,
    is_mine: topic.authorId === scope.userId,
    deleted: topic.deletedAt !== null,
    status: topic.status as ForumTopicStatus,
    topic_status: topic.status as ForumTopicStatus,
    reported_by_me: reportedByMe,
  };
}

/** The permission state of a reply for core's rule. */
function replyState(reply: ForumReplyRow, topic: ForumTopicRow, scope: ForumScope, reportedByMe: boolean) {
  return {
    kind: 'reply' as const,
    is_mine: reply.authorId === scope.userId,
    deleted: reply.deletedAt !== null,
    status: reply.status as ForumReplyStatus,
    topic_status: topic.status as ForumTopicStatus,
    reported_by_me: reportedByMe,
  };
}

/**
 * Why an author may not edit (the rule said no): 403 `forum_not_author`, 409 `forum_post_deleted`,
 * `forum_topic_closed` (the topic is not open) or `forum_post_hidden` (a moderator hid it).
 */
function refuseEdit(state: ReturnType<typeof topicState> | ReturnType<typeof replyState>): never {
  if (state.deleted) throw new ApiError(409, 'forum_post_deleted');
  if (!state.is_mine) throw new ApiError(403, 'forum_not_author');
  if (state.status === 'hidden' && state.kind === 'reply') throw new ApiError(409, 'forum_post_hidden');
  throw new ApiError(409, 'forum_topic_closed');
}

/** Why an author may not delete: 409 `forum_post_deleted` or 403 `forum_not_author`. */
function refuseDelete(state: { deleted: boolean }): never {
  if (state.deleted) throw new ApiError(409, 'forum_post_deleted');
  throw new ApiError(403, 'forum_not_author');
}

/** `POST /api/forums/{id}/topics/`: a new open topic by the caller, in their language. */
export async function createTopic(
  tx: CampusTransaction,
  scope: ForumScope,
  forumId: number,
  input: ForumTopicCreate,
): Promise<ForumTopic> {
  await assertForum(tx, scope, forumId);
  checkTexts(input);
  const [row] = await tx
    .insert(forumTopics)
    .values({
      forumId,
      authorId: scope.userId,
      title: input.title.trim(),
      body: input.body.trim(),
      locale: scope.locale,
    })
    .returning({ id: forumTopics.id });
  if (!row) throw new Error('forum: topic not inserted');
  return topicWire(await readVisibleTopic(tx, scope, row.id), scope);
}

/** `PATCH /api/forum-topics/{id}/`: the author's edit of an open topic. */
export async function editTopic(
  tx: CampusTransaction,
  scope: ForumScope,
  topicId: number,
  input: ForumTopicEdit,
): Promise<ForumTopic> {
  const read = await readVisibleTopic(tx, scope, topicId, true);
  const state = topicState(read.topic, scope, read.reportedByMe);
  if (!forumActionsFor(state, { is_moderator: scope.isModerator }).edit) refuseEdit(state);
  checkTexts(input);
  await tx
    .update(forumTopics)
    .set({
      ...(input.title === undefined ? {} : { title: input.title.trim() }),
      ...(input.body === undefined ? {} : { body: input.body.trim() }),
      editedAt: new Date(),
    })
    .where(eq(forumTopics.id, topicId));
  return topicWire(await readVisibleTopic(tx, scope, topicId), scope);
}

/** `DELETE /api/forum-topics/{id}/`: the author's soft deletion; the topic leaves every list. */
export async function deleteTopic(tx: CampusTransaction, scope: ForumScope, topicId: number): Promise<ForumTopic> {
  const read = await readVisibleTopic(tx, scope, topicId, true);
  const state = topicState(read.topic, scope, read.reportedByMe);
  if (!forumActionsFor(state, { is_moderator: scope.isModerator }).delete) refuseDelete(state);
  const deletedAt = new Date();
  await tx.update(forumTopics).set({ deletedAt }).where(eq(forumTopics.id, topicId));
  return topicWire({ ...read, topic: { ...read.topic, deletedAt } }, scope);
}

/**
 * `POST /api/forum-topics/{id}/replies/`: a reply to an open topic (409 `forum_topic_closed` otherwise). The topic
 * row is locked, so a reply and a moderator closing the topic at once never both succeed out of order.
 */
export async function createReply(
  tx: CampusTransaction,
  scope: ForumScope,
  topicId: number,
  body: string,
): Promise<ForumReply> {
  const read = await readVisibleTopic(tx, scope, topicId, true);
  if (!topicTakesReplies(read.topic.status as ForumTopicStatus)) throw new ApiError(409, 'forum_topic_closed');
  checkTexts({ body });
  const now = new Date();
  const [reply] = await tx
    .insert(forumReplies)
    .values({ topicId, authorId: scope.userId, body: body.trim(), locale: scope.locale, createdAt: now })
    .returning();
  if (!reply) throw new Error('forum: reply not inserted');
  await tx.update(forumTopics).set({ lastActivityAt: now }).where(eq(forumTopics.id, topicId));
  const [author] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, scope.userId));
  return replyWire({ reply, authorName: author?.name ?? '', reportedByMe: false }, scope);
}

/** `PATCH /api/forum-replies/{id}/`: the author's edit of a reply in an open topic. */
export async function editReply(
  tx: CampusTransaction,
  scope: ForumScope,
  replyId: number,
  body: string,
): Promise<ForumReply> {
  const read = await readVisibleReply(tx, scope, replyId, true);
  const state = replyState(read.reply, read.topic, scope, read.reportedByMe);
  if (!forumActionsFor(state, { is_moderator: scope.isModerator }).edit) refuseEdit(state);
  checkTexts({ body });
  const [reply] = await tx
    .update(forumReplies)
    .set({ body: body.trim(), editedAt: new Date() })
    .where(eq(forumReplies.id, replyId))
    .returning();
  if (!reply) throw new ApiError(404, 'forum_reply_not_found');
  return replyWire({ ...read, reply }, scope);
}

/** `DELETE /api/forum-replies/{id}/`: the author's soft deletion; the reply keeps its place, without its text. */
export async function deleteReply(tx: CampusTransaction, scope: ForumScope, replyId: number): Promise<ForumReply> {
  const read = await readVisibleReply(tx, scope, replyId, true);
  const state = replyState(read.reply, read.topic, scope, read.reportedByMe);
  if (!forumActionsFor(state, { is_moderator: scope.isModerator }).delete) refuseDelete(state);
  const [reply] = await tx
    .update(forumReplies)
    .set({ deletedAt: new Date() })
    .where(eq(forumReplies.id, replyId))
    .returning();
  if (!reply) throw new ApiError(404, 'forum_reply_not_found');
  return replyWire({ ...read, reply }, scope);
}
