import { ASSESSMENT_PATHS } from '@campus/core/api';
import { reactionAnswersBodySchema, reactionOverviewSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { requestScope } from '../shared/request-scope';
import { OPENABLE_ACTIVITY_DESCRIPTION } from '../activities/runtime/runtime-access';
import { answerReaction, readReaction } from './reaction-service';

const tags = ['reactions'];
const activityParamsSchema = z.object({ activity_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What both routes say about access: the player's rule, except that an unfinished training is not a refusal here. */
const ACCESS_DESCRIPTION =
  'An activity that is not a reaction evaluation (or has no questions) is 404 `not_found_or_forbidden`. ' +
  `${OPENABLE_ACTIVITY_DESCRIPTION} Here, though, an unfinished training is not refused: the overview says ` +
  '`available: false`.';

/**
 * Reaction evaluations (docs/server.md "Reaction evaluations"): the questions and the caller's standing, and the
 * answers, once per person, once the training is finished.
 */
export const reactionEvaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ASSESSMENT_PATHS.reaction,
    {
      schema: {
        tags,
        summary: 'A reaction evaluation’s questions and the caller’s standing',
        description:
          'The rating (1 to `scale`) and comment questions, `available` once the training is finished (every ' +
          'activity of the course done but the reaction evaluation itself, which does not count towards it), ' +
          `and \`answered_at\` once answered (\`null\` before). ${ACCESS_DESCRIPTION}`,
        params: activityParamsSchema,
        response: { 200: reactionOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) => readReaction(tx, scope, request.params.activity_id));
    },
  );

  app.post(
    ASSESSMENT_PATHS.reaction,
    {
      schema: {
        tags,
        summary: 'Answer a reaction evaluation, once',
        description:
          'Answers by question id: a whole rating from 1 to the question’s `scale`, or a comment of at most 256 ' +
          'characters (trimmed; an empty one is no answer). Every required question must be answered. Answering ' +
          'finishes the activity (progress 100) in the same transaction and answers the overview. 409 ' +
          '`already_reviewed` (‘You already reviewed’) once answered, also for a second post sent at the same ' +
          'time; 409 `training_not_finished` before the training is finished; 400 `invalid_request` with ' +
          '`field_errors` per answer (`body.answers.<id>`: `required`, `out_of_range`, `too_long`, `wrong_type`, ' +
          `\`unknown_question\`). ${ACCESS_DESCRIPTION}`,
        params: activityParamsSchema,
        body: reactionAnswersBodySchema,
        response: { 200: reactionOverviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) =>
        answerReaction(tx, scope, request.params.activity_id, request.body),
      );
    },
  );
};
