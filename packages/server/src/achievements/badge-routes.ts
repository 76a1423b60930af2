import { ACHIEVEMENT_PATHS } from '@campus/core/api';
import { badgesResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { sendKeptAnswer } from '../shared/answer-cache';
import { requestScope } from '../shared/request-scope';
import { listBadges } from './badge-reader';

/** The client's badges with the caller's state (spec §2 profile "badges"; docs/server.md "Certificates and badges"). */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACHIEVEMENT_PATHS.badges,
    {
      schema: {
        tags: ['achievements'],
        summary: 'Every badge of the client: the caller’s earned ones (with the date), then the others',
        description:
          'Badges are data: each names a rule (`first_course_finished`, `courses_finished`, `trail_finished`, ' +
          '`perfect_test_score`, `points_balance`, `points_earned`) and its parameters. The server awards one when ' +
          'a course or trail is finished or points are posted, once, with an internal message. Names and ' +
          'descriptions are in the request language; `progress` says how far the caller is.',
        response: { 200: badgesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      // Kept: the client's badges and every fact they read move the answer versions (migrations 0024–0032).
      return sendKeptAnswer(request, reply, scope, async () => ({
        results: await listBadges(app.database.db, scope.userId, scope.clientId, request.locale),
      }));
    },
  );
};
