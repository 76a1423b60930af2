// The survey widget's fake API for tests and stories: `GET /api/surveys/{id}/` and the answers, once, as a route
// table of the test kit (`@campus/core/testing`), checked with core's rule like the reference server does. Test-only.
import type { SessionData } from '@campus/core';
import { SURVEY_PATHS } from '@campus/core/api';
import { checkSurveyAnswers } from '@campus/core/rules';
import { surveyAnsweredSchema, surveySchema, surveysResponseSchema } from '@campus/core/schemas';
import type { Survey, SurveyAnswersBody } from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';

/** The signed-in learner of the tests. */
export const SURVEY_LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'ana@campus.example',
  id: 42,
  has_mandatory_surveys: true,
};

/** A mandatory survey with the three question types (one with a justification), open for ten more days. */
export function openSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 7,
    title: 'Pesquisa de clima 2026',
    description: 'Conte como está sendo sua experiência na plataforma.',
    begin_at: '2026-01-01T12:00:00.000Z',
    end_at: '2099-12-31T12:00:00.000Z',
    mandatory: true,
    answered_at: null,
    status: 'open',
    questions: [
      {
        id: 11,
        type: 'alternatives',
        text: 'Como você avalia os treinamentos?',
        mandatory: true,
        with_justification: false,
        options: [
          { id: 101, text: 'Ótimos' },
          { id: 102, text: 'Bons' },
          { id: 103, text: 'Precisam melhorar' },
        ],
      },
      {
        id: 12,
        type: 'multiple_choice',
        text: 'Quais temas você quer ver?',
        mandatory: true,
        with_justification: true,
        options: [
          { id: 201, text: 'Vendas' },
          { id: 202, text: 'Produtos' },
          { id: 203, text: 'Atendimento' },
        ],
      },
      {
        id: 13,
        type: 'dissertative',
        text: 'Deixe uma sugestão',
        mandatory: false,
        with_justification: false,
        options: [],
      },
    ],
    ...overrides,
  };
}

/** What the fake serves. */
export interface SurveyApiOptions {
  /** The surveys by id (default: {@link openSurvey}). */
  surveys?: Survey[];
  /** Fails a request (the kit's failure hook: stories' loading and error states). */
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the surveys the answers change. */
export type SurveyApi = FakeApi & { state: { surveys: Survey[] } };

/** Creates the fake. */
export function createSurveyApi(options: SurveyApiOptions = {}): SurveyApi {
  const state = { surveys: options.surveys ?? [openSurvey()] };
  const find = (id: string | undefined) => state.surveys.find((survey) => String(survey.id) === id);
  const api = createFakeApi(
    {
      [`GET ${SURVEY_PATHS.surveys}`]: () =>
        answer(surveysResponseSchema, {
          results: state.surveys
            .filter((survey) => survey.status === 'open' && survey.answered_at === null)
            .map(({ status: _status, questions: _questions, ...summary }) => summary),
        }),
      [`GET ${SURVEY_PATHS.survey}`]: ({ params }) => {
        const survey = find(params['survey_id']);
        return survey ? answer(surveySchema, survey) : apiError(404, 'survey_not_found');
      },
      [`POST ${SURVEY_PATHS.answers}`]: ({ params, body }) => {
        const survey = find(params['survey_id']);
        if (!survey) return apiError(404, 'survey_not_found');
        if (survey.answered_at !== null) return apiError(409, 'survey_already_answered');
        if (survey.status !== 'open') return apiError(409, 'survey_closed');
        const checked = checkSurveyAnswers(survey.questions, (body as SurveyAnswersBody).answers);
        if (!checked.ok) return apiError(422, 'survey_answers_invalid', { field_errors: checked.errors });
        const answered = { ...survey, answered_at: '2026-11-20T14:30:00.000Z' };
        state.surveys = state.surveys.map((candidate) => (candidate.id === survey.id ? answered : candidate));
        const pending = state.surveys.some((candidate) => candidate.mandatory && candidate.answered_at === null);
        return answer(surveyAnsweredSchema, { survey: answered, has_mandatory_surveys: pending });
      },
    },
    options.fail ? { fail: options.fail } : {},
  );
  return Object.assign(api, { state });
}
