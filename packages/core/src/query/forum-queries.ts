import {
  fetchForum,
  fetchForumReplies,
  fetchForumReportQueue,
  fetchForums,
  fetchForumTopic,
  fetchForumTopics,
} from '../api/calls/forum.js';
import type { WireId } from '../api/calls/loyalty-earning.js';
import type {
  Forum,
  ForumList,
  ForumReplyPage,
  ForumReportQueue,
  ForumTopic,
  ForumTopicPage,
} from '../schemas/forum.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The forum's reads (issue 24; docs/server.md "Forum"): key, call and freshness in one place. Topics and replies
 * are people's own words (never localized); forum titles are, so the forum keys carry the locale. Threads change
 * while they are read (realtime `forum` events invalidate the topic and its replies), so they are never
 * fresh for long.
 */

/** Topics per page of a forum. */
export const FORUM_TOPIC_PAGE_SIZE = 10;

/** Replies per page of a topic. */
export const FORUM_REPLY_PAGE_SIZE = 10;

/** Open reports per page of the moderators' queue. */
export const FORUM_REPORT_PAGE_SIZE = 10;

/** The client's forums (a course's or trail's with `itemId`), titles in `locale`. */
export const forums = (locale: string, itemId?: WireId): QueryDefinition<ForumList> => ({
  key: queryKeys.forum('forums', locale, itemId === undefined ? null : String(itemId)),
  fetcher: ({ campus, signal }) => fetchForums(campus.api, itemId === undefined ? {} : { itemId }, { signal }),
  staleTime: 0,
});

/** One forum, title in `locale`. */
export const forum = (locale: string, forumId: WireId): QueryDefinition<Forum> => ({
  key: queryKeys.forum('one', locale, String(forumId)),
  fetcher: ({ campus, signal }) => fetchForum(campus.api, forumId, { signal }),
});

/** One page of a forum's topics. */
export const topics = (forumId: WireId, page: number): QueryDefinition<ForumTopicPage> => ({
  key: queryKeys.forum('topics', String(forumId), page),
  fetcher: ({ campus, signal }) =>
    fetchForumTopics(campus.api, forumId, { page, pageSize: FORUM_TOPIC_PAGE_SIZE }, { signal }),
  staleTime: 0,
});

/** A topic (its forum's title in `locale`). */
export const topic = (locale: string, topicId: WireId): QueryDefinition<ForumTopic> => ({
  key: queryKeys.forum('topic', String(topicId), locale),
  fetcher: ({ campus, signal }) => fetchForumTopic(campus.api, topicId, { signal }),
  staleTime: 0,
});

/** One page of a topic's replies. */
export const replies = (topicId: WireId, page: number): QueryDefinition<ForumReplyPage> => ({
  key: queryKeys.forum('replies', String(topicId), page),
  fetcher: ({ campus, signal }) =>
    fetchForumReplies(campus.api, topicId, { page, pageSize: FORUM_REPLY_PAGE_SIZE }, { signal }),
  staleTime: 0,
});

/** One page of the moderators' queue of open reports. */
export const reportQueue = (page: number): QueryDefinition<ForumReportQueue> => ({
  key: queryKeys.forum('reports', page),
  fetcher: ({ campus, signal }) =>
    fetchForumReportQueue(campus.api, { page, pageSize: FORUM_REPORT_PAGE_SIZE }, { signal }),
  staleTime: 0,
});
