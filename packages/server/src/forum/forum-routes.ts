import { FORUM_PATHS } from '@campus/core/api';
import {
  forumListSchema,
  forumReplyBodySchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumReportCreateSchema,
  forumReportSchema,
  forumSchema,
  forumTopicCreateSchema,
  forumTopicEditSchema,
  forumTopicPageSchema,
  forumTopicSchema,
  paginationQuerySchema,
} from '@campus/core/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CampusTransaction } from '../db/database';
import { errorResponses } from '../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { sendKeptAnswer } from '../shared/answer-cache';
import type { AttemptLimiter } from '../shared/attempt-limiter';
import { forumAuthorKey, forumPostLimiter, forumReportLimiter } from './forum-limiters';
import { createReply, createTopic, deleteReply, deleteTopic, editReply, editTopic } from './forum-posts';
import { listForums, listReplies, listTopics, readForum } from './forum-reads';
import { publishForumChange } from './forum-realtime';
import type { ForumEventKind } from './forum-realtime';
import { reportPost } from './forum-reports';
import { forumScope } from './forum-scope';
import type { ForumScope } from './forum-scope';
import { readVisibleTopic, topicWire } from './forum-wire';

const tags = ['forum'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const forumParams = z.object({ forum_id: id });
const topicParams = z.object({ topic_id: id });
const replyParams = z.object({ reply_id: id });
const forumsQuery = z.object({ item_id: id.optional() });

/** What a write route needs to say once: its method and path, status, answer schema, work and realtime event. */
interface ForumWrite<T> {
  readonly method: 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly status: number;
  readonly schema: z.core.$ZodType<T>;
  readonly work: (tx: CampusTransaction, scope: ForumScope) => Promise<T>;
  /** Counts every attempt of the write against a limiter (checked first: 429 `too_many_attempts`). */
  readonly limiter?: AttemptLimiter;
  /** The realtime event the committed write announces. */
  readonly event?: (answer: T) => { topicId: number; kind: ForumEventKind; replyId?: number } | null;
}

/**
 * Answers a forum read from memory while nothing of the client's forums was written (the forum version read with the
 * token, migration 0030) and the caller's roles are the same (moderators see hidden posts); see src/shared/answer-cache.ts.
 */
async function sendForumRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (scope: ForumScope) => Promise<unknown>,
): Promise<FastifyReply> {
  const scope = await forumScope(request);
  const variant = `forum ${request.authSession.forumVersion} ${scope.isModerator}`;
  return sendKeptAnswer(request, reply, scope, () => read(scope), variant);
}

/**
 * The forum for anyone signed in whose client has `has_forum` (docs/server.md "Forum"): forums, topics and replies
 * with pagination, the author's edits and deletions, and reports. Writes are retry-safe (`Idempotency-Key`).
 */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs a write once per key, within the limiter, then announces it. */
  async function write<T>(request: FastifyRequest, reply: FastifyReply, spec: ForumWrite<T>) {
    const scope = await forumScope(request);
    const keys = [forumAuthorKey(scope.userId)];
    if (spec.limiter) {
      await spec.limiter.assertAllowed(app, keys);
      // Counted before the write is answered: once the answer is out, the next attempt must already see it.
      await spec.limiter.recordFailure(app, keys);
    }
    return sendIdempotent(request, reply, {
      scope: idempotencyScope(spec.method, spec.path),
      requestHash: hashJson({ params: request.params, body: request.body ?? null }),
      status: spec.status,
      schema: spec.schema,
      work: (tx) => spec.work(tx, scope),
      afterCommit: (answer) => {
        const event = spec.event?.(answer);
        if (event) void publishForumChange(app.realtime, { clientId: scope.clientId, ...event }, request.log);
      },
    });
  }

  app.get(
    FORUM_PATHS.forums,
    {
      schema: {
        tags,
        summary: 'The client’s forums',
        description:
          'The platform’s forums and the courses’ and trails’ (`?item_id=` only that item’s), titles in the request ' +
          'language, with the topics the caller sees; `can_moderate` and, for moderators, the open reports.',
        querystring: forumsQuery,
        response: { 200: forumListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendForumRead(request, reply, (scope) => listForums(app.database.db, scope, request.query.item_id)),
  );

  app.get(
    FORUM_PATHS.forum,
    {
      schema: {
        tags,
        summary: 'One forum',
        params: forumParams,
        response: { 200: forumSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendForumRead(request, reply, (scope) => readForum(app.database.db, scope, request.params.forum_id)),
  );

  app.get(
    FORUM_PATHS.topics,
    {
      schema: {
        tags,
        summary: 'A page of a forum’s topics, latest activity first',
        description: 'Hidden topics are listed for moderators and their authors only; deleted ones for nobody.',
        params: forumParams,
        querystring: paginationQuerySchema,
        response: { 200: forumTopicPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendForumRead(request, reply, (scope) =>
        listTopics(app.database.db, scope, request.params.forum_id, request.url, request.query),
      ),
  );

  app.post(
    FORUM_PATHS.topics,
    {
      schema: {
        tags,
        summary: 'Opens a topic',
        description:
          'Title ≤ 256 and body ≤ 5,000 characters, not blank (422 `forum_text_required` / `text_too_long` with ' +
          '`field_errors`). 20 topics and replies per person in ten minutes (429 `too_many_attempts`).',
        headers: idempotencyHeadersSchema,
        params: forumParams,
        body: forumTopicCreateSchema,
        response: { 201: forumTopicSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'POST',
        path: FORUM_PATHS.topics,
        status: 201,
        schema: forumTopicSchema,
        limiter: forumPostLimiter,
        work: (tx, scope) => createTopic(tx, scope, request.params.forum_id, request.body),
      }),
  );

  app.get(
    FORUM_PATHS.topic,
    {
      schema: {
        tags,
        summary: 'A topic with its body',
        description: '404 `forum_topic_not_found` for a deleted topic, or a hidden one the caller may not see.',
        params: topicParams,
        response: { 200: forumTopicSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendForumRead(request, reply, async (scope) =>
        topicWire(await readVisibleTopic(app.database.db, scope, request.params.topic_id), scope),
      ),
  );

  app.patch(
    FORUM_PATHS.topic,
    {
      schema: {
        tags,
        summary: 'The author edits a topic',
        description:
          '403 `forum_not_author`; 409 `forum_topic_closed` (closed or hidden), `forum_post_deleted`; 422 as posting.',
        headers: idempotencyHeadersSchema,
        params: topicParams,
        body: forumTopicEditSchema,
        response: { 200: forumTopicSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'PATCH',
        path: FORUM_PATHS.topic,
        status: 200,
        schema: forumTopicSchema,
        work: (tx, scope) => editTopic(tx, scope, request.params.topic_id, request.body),
        event: (topic) => ({ topicId: Number(topic.id), kind: 'topic_changed' }),
      }),
  );

  app.delete(
    FORUM_PATHS.topic,
    {
      schema: {
        tags,
        summary: 'The author deletes a topic',
        description: 'Soft: the topic leaves every list (its replies with it); answers the topic as deleted.',
        headers: idempotencyHeadersSchema,
        params: topicParams,
        response: { 200: forumTopicSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'DELETE',
        path: FORUM_PATHS.topic,
        status: 200,
        schema: forumTopicSchema,
        work: (tx, scope) => deleteTopic(tx, scope, request.params.topic_id),
        event: (topic) => ({ topicId: Number(topic.id), kind: 'topic_changed' }),
      }),
  );

  app.get(
    FORUM_PATHS.replies,
    {
      schema: {
        tags,
        summary: 'A page of a topic’s replies, oldest first',
        description:
          'Every reply keeps its place: a deleted one has `deleted` and no body; a hidden one no body except for ' +
          'moderators and its author.',
        params: topicParams,
        querystring: paginationQuerySchema,
        response: { 200: forumReplyPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendForumRead(request, reply, (scope) =>
        listReplies(app.database.db, scope, request.params.topic_id, request.url, request.query),
      ),
  );

  app.post(
    FORUM_PATHS.replies,
    {
      schema: {
        tags,
        summary: 'Replies to a topic',
        description:
          '409 `forum_topic_closed` once a moderator closed the topic; body ≤ 5,000 characters (422); 429 as ' +
          'posting a topic. Announced as a `forum` realtime event `reply_created` in the topic’s `realtime_area`.',
        headers: idempotencyHeadersSchema,
        params: topicParams,
        body: forumReplyBodySchema,
        response: { 201: forumReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'POST',
        path: FORUM_PATHS.replies,
        status: 201,
        schema: forumReplySchema,
        limiter: forumPostLimiter,
        work: (tx, scope) => createReply(tx, scope, request.params.topic_id, request.body.body),
        event: (answer) => ({ topicId: Number(answer.topic_id), kind: 'reply_created', replyId: Number(answer.id) }),
      }),
  );

  app.patch(
    FORUM_PATHS.reply,
    {
      schema: {
        tags,
        summary: 'The author edits a reply',
        description:
          '403 `forum_not_author`; 409 `forum_topic_closed`, `forum_post_deleted`, `forum_post_hidden`; 422 as posting.',
        headers: idempotencyHeadersSchema,
        params: replyParams,
        body: forumReplyBodySchema,
        response: { 200: forumReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'PATCH',
        path: FORUM_PATHS.reply,
        status: 200,
        schema: forumReplySchema,
        work: (tx, scope) => editReply(tx, scope, request.params.reply_id, request.body.body),
        event: (answer) => ({ topicId: Number(answer.topic_id), kind: 'reply_changed', replyId: Number(answer.id) }),
      }),
  );

  app.delete(
    FORUM_PATHS.reply,
    {
      schema: {
        tags,
        summary: 'The author deletes a reply',
        description: 'Soft: the reply keeps its place in the thread, without its text.',
        headers: idempotencyHeadersSchema,
        params: replyParams,
        response: { 200: forumReplySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'DELETE',
        path: FORUM_PATHS.reply,
        status: 200,
        schema: forumReplySchema,
        work: (tx, scope) => deleteReply(tx, scope, request.params.reply_id),
        event: (answer) => ({ topicId: Number(answer.topic_id), kind: 'reply_changed', replyId: Number(answer.id) }),
      }),
  );

  app.post(
    FORUM_PATHS.reports,
    {
      schema: {
        tags,
        summary: 'Reports a topic or a reply',
        description:
          'A reason (`spam`, `offensive`, `off_topic`, `other`) and optional details ≤ 256 characters. Once per ' +
          'person per post (409 `forum_already_reported`); not one’s own (422 `forum_cannot_report_own`); 10 reports ' +
          'per person an hour (429 `too_many_attempts`).',
        headers: idempotencyHeadersSchema,
        body: forumReportCreateSchema,
        response: { 201: forumReportSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    (request, reply) =>
      write(request, reply, {
        method: 'POST',
        path: FORUM_PATHS.reports,
        status: 201,
        schema: forumReportSchema,
        limiter: forumReportLimiter,
        work: (tx, scope) => reportPost(tx, scope, request.body),
      }),
  );
};
