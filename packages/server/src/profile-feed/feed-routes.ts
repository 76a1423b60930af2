import { PROFILE_PATHS } from '@campus/core/api';
import { feedResponseSchema, paginationQuerySchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { sendKeptAnswer } from '../shared/answer-cache';
import { requestScope } from '../shared/request-scope';
import { readFeed } from './feed-service';

/** The activity feed (issue 25 `GET /api/feed/`). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROFILE_PATHS.feed,
    {
      schema: {
        tags: ['profile'],
        summary: 'What the caller did in the client, newest first',
        description:
          'Trainings started and finished, certificates, badges, sales and their audits, redemptions and check-ins, ' +
          'read from what the server records. Each entry has a `kind`, the instant and the `params` a client writes ' +
          'its description from (titles in the request language).',
        querystring: paginationQuerySchema,
        response: { 200: feedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      // Kept: every source of the feed moves the person's or the client's answer version (migrations 0024–0032).
      const input = { userId: scope.userId, clientId: scope.clientId, locale: request.locale };
      return sendKeptAnswer(request, reply, scope, () => readFeed(app.database.db, input, request.url, request.query));
    },
  );
};
