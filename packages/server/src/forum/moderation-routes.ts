import { FORUM_MODERATION_PATHS } from '@campus/core/api';
import {
  forumQueuedReportSchema,
  forumReplySchema,
  forumReplyStatusChangeSchema,
  forumReportDismissSchema,
  forumReportQueueSchema,
  forumTopicSchema,
  forumTopicStatusChangeSchema,
  paginationQuerySchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { changeReplyStatus, changeTopicStatus, dismissReport, listOpenReports } from './forum-moderation';
import { publishForumChange } from './forum-realtime';
import { forumScope } from './forum-scope';

const tags = ['forum'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The moderators' side of the forum (spec §4, §6; docs/server.md "Forum"), for users with the `moderator` role, on
 * their selected client's forums only: the queue of open reports, status changes (each resolving the post's
 * reports, audited, and told to the author in an internal message) and dismissals.
 */
export const forumModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FORUM_MODERATION_PATHS.reports,
    {
      schema: {
        tags,
        summary: 'The open reports of the moderator’s client, oldest first',
        description: 'Each with its reporter, the topic, the reported text (whatever its status) and its author.',
        querystring: paginationQuerySchema,
        response: { 200: forumReportQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOpenReports(app.database.db, await forumScope(request), request.url, request.query),
  );

  app.post(
    FORUM_MODERATION_PATHS.topicStatus,
    {
      schema: {
        tags,
        summary: 'Closes, reopens, hides or restores a topic',
        description:
          '409 `forum_status_unchanged` when it already has the status; a note ≤ 256 characters (422 ' +
          '`text_too_long`). A closed topic refuses replies with 409 `forum_topic_closed`.',
        headers: idempotencyHeadersSchema,
        params: z.object({ topic_id: id }),
        body: forumTopicStatusChangeSchema,
        response: { 200: forumTopicSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await forumScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', FORUM_MODERATION_PATHS.topicStatus),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: forumTopicSchema,
        work: (tx) => changeTopicStatus(tx, scope, request.params.topic_id, request.body),
        afterCommit: (topic) =>
          void publishForumChange(
            app.realtime,
            { clientId: scope.clientId, topicId: Number(topic.id), kind: 'topic_changed' },
            request.log,
          ),
      });
    },
  );

  app.post(
    FORUM_MODERATION_PATHS.replyStatus,
    {
      schema: {
        tags,
        summary: 'Hides or restores a reply',
        description: '409 `forum_status_unchanged` when it already has the status.',
        headers: idempotencyHeadersSchema,
        params: z.object({ reply_id: id }),
        body: forumReplyStatusChangeSchema,
        response: { 200: forumReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await forumScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', FORUM_MODERATION_PATHS.replyStatus),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: forumReplySchema,
        work: (tx) => changeReplyStatus(tx, scope, request.params.reply_id, request.body),
        afterCommit: (answer) =>
          void publishForumChange(
            app.realtime,
            {
              clientId: scope.clientId,
              topicId: Number(answer.topic_id),
              kind: 'reply_changed',
              replyId: Number(answer.id),
            },
            request.log,
          ),
      });
    },
  );

  app.post(
    FORUM_MODERATION_PATHS.dismissReport,
    {
      schema: {
        tags,
        summary: 'Dismisses a report',
        description: '409 `forum_report_closed` when it is no longer open; 404 for another client’s report.',
        headers: idempotencyHeadersSchema,
        params: z.object({ report_id: id }),
        body: forumReportDismissSchema,
        response: { 200: forumQueuedReportSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await forumScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', FORUM_MODERATION_PATHS.dismissReport),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: forumQueuedReportSchema,
        work: (tx) => dismissReport(tx, scope, request.params.report_id, request.body),
      });
    },
  );
};
