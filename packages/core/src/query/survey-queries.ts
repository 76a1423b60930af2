import { fetchOpenSurveys, fetchSurvey } from '../api/calls/surveys.js';
import type { Survey, SurveysResponse } from '../schemas/surveys.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * Surveys (issue 24): key, call and freshness in one place. Texts are localized by the server, so keys carry the
 * locale. Answering is the `survey-answer` write (`WRITE_INVALIDATES`): the list and the survey read again.
 */

/** The caller's open surveys not answered yet, mandatory ones first. */
export const open = (locale: string): QueryDefinition<SurveysResponse> => ({
  key: queryKeys.surveys(locale),
  fetcher: ({ campus, signal }) => fetchOpenSurveys(campus.api, { signal }),
});

/** One survey with the caller's answer state. */
export const survey = (locale: string, surveyId: number | string): QueryDefinition<Survey> => ({
  key: queryKeys.survey(locale, surveyId),
  fetcher: ({ campus, signal }) => fetchSurvey(campus.api, surveyId, { signal }),
});
