import { surveyAnsweredSchema, surveySchema, surveysResponseSchema } from '../../schemas/surveys.js';
import type { Survey, SurveyAnswered, SurveyAnswersBody, SurveysResponse } from '../../schemas/surveys.js';
import type { ApiClient } from '../api-client.js';
import { SURVEY_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * Surveys (issue 24, docs/server.md "Surveys"). The server decides who sees a survey, whether it is open and
 * whether the answers may be stored (core's `checkSurveyAnswers`); texts come in the request's language.
 */

/** `GET /api/surveys/`: the caller's open surveys not answered yet, mandatory ones first. */
export function fetchOpenSurveys(client: ApiClient, options?: TypedCallOptions): Promise<SurveysResponse> {
  return client.requestJson(SURVEY_PATHS.surveys, surveysResponseSchema, withSignal(options));
}

/**
 * `GET /api/surveys/{survey_id}/`: one survey with its questions, its standing and when the caller answered it.
 * 404 `survey_not_found` for an unpublished survey, one not meant for the caller, or another client's.
 */
export function fetchSurvey(client: ApiClient, surveyId: number | string, options?: TypedCallOptions): Promise<Survey> {
  return client.requestJson(pathTo(SURVEY_PATHS.survey, { survey_id: surveyId }), surveySchema, withSignal(options));
}

/**
 * `POST /api/surveys/{survey_id}/answers/`: answers the survey, once. Refused with 409 `survey_already_answered`
 * (a second time), 409 `survey_closed` (outside its dates) and 422 `survey_answers_invalid` with `field_errors` by
 * path (`answers.<id>`, `answers.<id>.justification`). Retry-safe by its idempotency key.
 */
export function answerSurvey(
  client: ApiClient,
  surveyId: number | string,
  body: SurveyAnswersBody,
  options: WriteCallOptions,
): Promise<SurveyAnswered> {
  return client.requestJson(pathTo(SURVEY_PATHS.answers, { survey_id: surveyId }), surveyAnsweredSchema, {
    method: 'POST',
    json: body,
    ...writeOptions(options),
  });
}
