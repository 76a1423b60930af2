import { SURVEY_PATHS } from '@campus/core/api';
import {
  surveyAnsweredSchema,
  surveyAnswersBodySchema,
  surveySchema,
  surveysResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { sendKeptAnswerUntil } from '../shared/answer-cache';
import type { AuthUser } from '../shared/fastify-user';
import { requestScope } from '../shared/request-scope';
import { nextSurveyOpeningOrClosing } from './survey-audience';
import { answerSurvey, listOpenSurveys, readSurvey } from './survey-service';

const tags = ['surveys'];
const surveyParamsSchema = z.object({ survey_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What every route says about who sees a survey. */
const VISIBILITY =
  'A survey is seen by the people it is for (everyone of its client, unless it names roles or people), once ' +
  'published; any other is 404 `survey_not_found`. Texts come in the request’s language (the client’s ' +
  'translation, else its Portuguese).';

/**
 * Surveys (docs/server.md "Surveys"): the caller's open surveys, one survey with the caller's answer state, and
 * the answers, once per person.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SURVEY_PATHS.surveys,
    {
      schema: {
        tags,
        summary: 'The caller’s open surveys not answered yet',
        description:
          'Published surveys open now (from `begin_at`, before `end_at`), for the caller, not answered by them: ' +
          `mandatory ones first, then the soonest to end. ${VISIBILITY}`,
        response: { 200: surveysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      // Kept until one of the client's surveys opens or closes (or a write to surveys, invitees or the caller's
      // answers moves the versions); the caller's roles decide which surveys are theirs.
      const roles = [...(request.user as AuthUser).roles].sort().join(',');
      return sendKeptAnswerUntil(
        request,
        reply,
        scope,
        async () => {
          const now = new Date();
          const [answer, until] = await Promise.all([
            listOpenSurveys(app.database.db, scope, request.locale, now),
            nextSurveyOpeningOrClosing(app.database.db, scope.clientId, now),
          ]);
          return { answer, until };
        },
        roles,
      );
    },
  );

  app.get(
    SURVEY_PATHS.survey,
    {
      schema: {
        tags,
        summary: 'A survey with its questions and the caller’s answer state',
        description:
          '`status` is `upcoming` before `begin_at`, `open`, or `closed` from `end_at`; `answered_at` once the ' +
          `caller answered (\`null\` before). ${VISIBILITY}`,
        params: surveyParamsSchema,
        response: { 200: surveySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, (tx) => readSurvey(tx, scope, request.params.survey_id, request.locale));
    },
  );

  app.post(
    SURVEY_PATHS.answers,
    {
      schema: {
        tags,
        summary: 'Answer a survey, once',
        description:
          'Answers by question id: `options` (ids of the question’s options; exactly one for `alternatives`), ' +
          '`text` (dissertative), `justification` (when the question asks for one). Mandatory questions must be ' +
          'answered, a choice question needs at least one option, texts at most 256 characters (spec §5): 422 ' +
          '`survey_answers_invalid` with `field_errors` by path (`answers.<id>`: `answer_required`, ' +
          '`option_required`, `single_option`, `unknown_option`, `text_too_long`, `unknown_question`; ' +
          '`answers.<id>.justification`: `justification_required`, `text_too_long`). 409 ' +
          '`survey_already_answered` once answered (also for a second post sent at the same time), 409 ' +
          '`survey_closed` outside its dates. Answers the survey and the caller’s `has_mandatory_surveys`. A retry ' +
          `with the same \`Idempotency-Key\` replays the answer. ${VISIBILITY}`,
        headers: idempotencyHeadersSchema,
        params: surveyParamsSchema,
        body: surveyAnswersBodySchema,
        response: { 200: surveyAnsweredSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', SURVEY_PATHS.answers),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: surveyAnsweredSchema,
        work: (tx) => answerSurvey(tx, scope, request.params.survey_id, request.body, request.locale),
      });
    },
  );
};
