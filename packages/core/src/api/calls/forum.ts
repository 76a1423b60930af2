import {
  forumListSchema,
  forumQueuedReportSchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumReportQueueSchema,
  forumReportSchema,
  forumSchema,
  forumTopicPageSchema,
  forumTopicSchema,
} from '../../schemas/forum.js';
import type {
  Forum,
  ForumList,
  ForumQueuedReport,
  ForumReply,
  ForumReplyPage,
  ForumReport,
  ForumReportCreate,
  ForumReportQueue,
  ForumTopic,
  ForumTopicCreate,
  ForumTopicEdit,
  ForumTopicPage,
} from '../../schemas/forum.js';
import type { ForumReplyStatus, ForumTopicStatus } from '../../rules/forum.js';
import type { ApiClient } from '../api-client.js';
import { FORUM_MODERATION_PATHS, FORUM_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import type { WireId } from './loyalty-earning.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * The forum with moderation (issue 24; docs/server.md "Forum"): forums, topics and replies with pagination, the
 * author's edits and deletions, reports, and the moderators' queue and actions. Writes carry an idempotency key
 * (a retried reply is posted once).
 */

/** A page of a forum list. */
export interface ForumPageQuery {
  page: number;
  pageSize: number;
}

/** `GET /api/forums/?item_id=`: the client's forums (a course's or trail's with `itemId`). */
export function fetchForums(
  client: ApiClient,
  query: { itemId?: WireId | undefined } = {},
  options?: TypedCallOptions,
): Promise<ForumList> {
  return client.requestJson(FORUM_PATHS.forums, forumListSchema, {
    searchParams: { item_id: query.itemId === undefined ? undefined : String(query.itemId) },
    ...withSignal(options),
  });
}

/** `GET /api/forums/{id}/`: one forum. */
export function fetchForum(client: ApiClient, forumId: WireId, options?: TypedCallOptions): Promise<Forum> {
  return client.requestJson(pathTo(FORUM_PATHS.forum, { forum_id: forumId }), forumSchema, withSignal(options));
}

/** `GET /api/forums/{id}/topics/?page=&page_size=`: topics, latest activity first. */
export function fetchForumTopics(
  client: ApiClient,
  forumId: WireId,
  query: ForumPageQuery,
  options?: TypedCallOptions,
): Promise<ForumTopicPage> {
  return client.requestJson(pathTo(FORUM_PATHS.topics, { forum_id: forumId }), forumTopicPageSchema, {
    searchParams: { page: query.page, page_size: query.pageSize },
    ...withSignal(options),
  });
}

/** `POST /api/forums/{id}/topics/`: a new topic (429 `too_many_attempts` when posting too fast). */
export function createForumTopic(
  client: ApiClient,
  forumId: WireId,
  topic: ForumTopicCreate,
  options: WriteCallOptions,
): Promise<ForumTopic> {
  return client.requestJson(pathTo(FORUM_PATHS.topics, { forum_id: forumId }), forumTopicSchema, {
    method: 'POST',
    json: topic,
    ...writeOptions(options),
  });
}

/** `GET /api/forum-topics/{id}/`: a topic with its body. */
export function fetchForumTopic(client: ApiClient, topicId: WireId, options?: TypedCallOptions): Promise<ForumTopic> {
  return client.requestJson(pathTo(FORUM_PATHS.topic, { topic_id: topicId }), forumTopicSchema, withSignal(options));
}

/** `PATCH /api/forum-topics/{id}/`: the author edits the title or body (409 `forum_topic_closed` once closed). */
export function editForumTopic(
  client: ApiClient,
  topicId: WireId,
  edit: ForumTopicEdit,
  options: WriteCallOptions,
): Promise<ForumTopic> {
  return client.requestJson(pathTo(FORUM_PATHS.topic, { topic_id: topicId }), forumTopicSchema, {
    method: 'PATCH',
    json: edit,
    ...writeOptions(options),
  });
}

/** `DELETE /api/forum-topics/{id}/`: the author deletes the topic (it leaves the forum's list). */
export function deleteForumTopic(client: ApiClient, topicId: WireId, options: WriteCallOptions): Promise<ForumTopic> {
  return client.requestJson(pathTo(FORUM_PATHS.topic, { topic_id: topicId }), forumTopicSchema, {
    method: 'DELETE',
    ...writeOptions(options),
  });
}

/** `GET /api/forum-topics/{id}/replies/?page=&page_size=`: replies, oldest first. */
export function fetchForumReplies(
  client: ApiClient,
  topicId: WireId,
  query: ForumPageQuery,
  options?: TypedCallOptions,
): Promise<ForumReplyPage> {
  return client.requestJson(pathTo(FORUM_PATHS.replies, { topic_id: topicId }), forumReplyPageSchema, {
    searchParams: { page: query.page, page_size: query.pageSize },
    ...withSignal(options),
  });
}

/** `POST /api/forum-topics/{id}/replies/`: a reply (409 `forum_topic_closed` once the topic is closed). */
export function createForumReply(
  client: ApiClient,
  topicId: WireId,
  body: string,
  options: WriteCallOptions,
): Promise<ForumReply> {
  return client.requestJson(pathTo(FORUM_PATHS.replies, { topic_id: topicId }), forumReplySchema, {
    method: 'POST',
    json: { body },
    ...writeOptions(options),
  });
}

/** `PATCH /api/forum-replies/{id}/`: the author edits a reply. */
export function editForumReply(
  client: ApiClient,
  replyId: WireId,
  body: string,
  options: WriteCallOptions,
): Promise<ForumReply> {
  return client.requestJson(pathTo(FORUM_PATHS.reply, { reply_id: replyId }), forumReplySchema, {
    method: 'PATCH',
    json: { body },
    ...writeOptions(options),
  });
}

/** `DELETE /api/forum-replies/{id}/`: the author deletes a reply (it keeps its place, without its text). */
export function deleteForumReply(client: ApiClient, replyId: WireId, options: WriteCallOptions): Promise<ForumReply> {
  return client.requestJson(pathTo(FORUM_PATHS.reply, { reply_id: replyId }), forumReplySchema, {
    method: 'DELETE',
    ...writeOptions(options),
  });
}

/**
 * `POST /api/forum-reports/`: reports a topic or a reply with a reason (spec §5). Once per person per post (409
 * `forum_already_reported`); one's own is refused (422 `forum_cannot_report_own`); 429 when reporting too often.
 */
export function reportForumPost(
  client: ApiClient,
  report: ForumReportCreate,
  options: WriteCallOptions,
): Promise<ForumReport> {
  return client.requestJson(FORUM_PATHS.reports, forumReportSchema, {
    method: 'POST',
    json: report,
    ...writeOptions(options),
  });
}

/** `GET /api/forum-moderation/reports/?page=&page_size=`: the open reports of the moderator's client. */
export function fetchForumReportQueue(
  client: ApiClient,
  query: ForumPageQuery,
  options?: TypedCallOptions,
): Promise<ForumReportQueue> {
  return client.requestJson(FORUM_MODERATION_PATHS.reports, forumReportQueueSchema, {
    searchParams: { page: query.page, page_size: query.pageSize },
    ...withSignal(options),
  });
}

/** `POST /api/forum-moderation/reports/{id}/dismiss/`: the report needs no action. */
export function dismissForumReport(
  client: ApiClient,
  reportId: WireId,
  note: string,
  options: WriteCallOptions,
): Promise<ForumQueuedReport> {
  return client.requestJson(
    pathTo(FORUM_MODERATION_PATHS.dismissReport, { report_id: reportId }),
    forumQueuedReportSchema,
    { method: 'POST', json: { note }, ...writeOptions(options) },
  );
}

/**
 * `POST /api/forum-moderation/topics/{id}/status/`: closes, reopens, hides or restores a topic (spec §4); its open
 * reports are resolved and its author gets an internal message. 409 `forum_status_unchanged` when it already is.
 */
export function changeForumTopicStatus(
  client: ApiClient,
  topicId: WireId,
  change: { status: ForumTopicStatus; note?: string },
  options: WriteCallOptions,
): Promise<ForumTopic> {
  return client.requestJson(pathTo(FORUM_MODERATION_PATHS.topicStatus, { topic_id: topicId }), forumTopicSchema, {
    method: 'POST',
    json: { status: change.status, note: change.note ?? '' },
    ...writeOptions(options),
  });
}

/** `POST /api/forum-moderation/replies/{id}/status/`: hides or restores a reply, as for a topic. */
export function changeForumReplyStatus(
  client: ApiClient,
  replyId: WireId,
  change: { status: ForumReplyStatus; note?: string },
  options: WriteCallOptions,
): Promise<ForumReply> {
  return client.requestJson(pathTo(FORUM_MODERATION_PATHS.replyStatus, { reply_id: replyId }), forumReplySchema, {
    method: 'POST',
    json: { status: change.status, note: change.note ?? '' },
    ...writeOptions(options),
  });
}
