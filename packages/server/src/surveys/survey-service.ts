import type { Locale } from '@campus/core';
import { checkSurveyAnswers, surveyStatus } from '@campus/core/rules';
import type { Survey, SurveyAnswered, SurveyAnswersBody, SurveySummary, SurveysResponse } from '@campus/core/schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { surveyOptions, surveyQuestions, surveyResponses, surveys } from '../db/schema';
import type { SurveyRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';
import { hasMandatorySurveys, surveyIsFor, surveyIsOpen, surveyNotAnsweredBy } from './survey-audience';

/*
 * Surveys (spec §3 Survey, §4, §5; issue 24; docs/server.md "Surveys"): the caller's open surveys, one survey with
 * the caller's answer state, and the answers, once per person, checked by core's `checkSurveyAnswers`.
 */

/** A survey row with the caller's answer instant. */
type SurveyWithAnswer = SurveyRow & { readonly answeredAt: Date | null };

/** The caller's answer instant of a survey, as a column of the survey's select. */
function answeredAtColumn(userId: number) {
  return sql<Date | null>`(select ${surveyResponses.createdAt} from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
}

/** The list's fields of a survey, in `locale`. */
function summaryOf(row: SurveyWithAnswer, locale: Locale): SurveySummary {
  return {
    id: row.id,
    title: translatedText(row.translations, locale, 'title', row.title),
    description: translatedText(row.translations, locale, 'description', row.description),
    begin_at: row.beginAt.toISOString(),
    end_at: row.endAt?.toISOString() ?? null,
    mandatory: row.mandatory,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * `GET /api/surveys/`: the client's published surveys open now, for the caller, not answered by them yet;
 * mandatory ones first, then the soonest to end, then the oldest.
 */
export async function listOpenSurveys(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  locale: Locale,
  now: Date = new Date(),
): Promise<SurveysResponse> {
  const rows = await db
    .select()
    .from(surveys)
    .where(
      and(
        eq(surveys.clientId, scope.clientId),
        surveyIsOpen(now),
        surveyIsFor(scope.userId),
        surveyNotAnsweredBy(scope.userId),
      ),
    )
    .orderBy(desc(surveys.mandatory), sql`${surveys.endAt} asc nulls last`, asc(surveys.id));
  return { results: rows.map((row) => summaryOf({ ...row, answeredAt: null }, locale)) };
}

/**
 * The survey `surveyId` as the caller may see it: of their client, published, for them.
 * @throws ApiError 404 `survey_not_found` otherwise (unknown, unpublished, another client's, not for the caller)
 */
async function visibleSurvey(tx: CampusTransaction, scope: RequestScope, surveyId: number): Promise<SurveyWithAnswer> {
  const [row] = await tx
    .select({ survey: surveys, answeredAt: answeredAtColumn(scope.userId) })
    .from(surveys)
    .where(
      and(
        eq(surveys.id, surveyId),
        eq(surveys.clientId, scope.clientId),
        eq(surveys.published, true),
        surveyIsFor(scope.userId),
      ),
    );
  if (!row) throw new ApiError(404, 'survey_not_found');
  return { ...row.survey, answeredAt: row.answeredAt };
}

/** The survey's questions with their options, in order and in `locale`. */
async function questionsOf(tx: CampusTransaction, surveyId: number, locale: Locale): Promise<Survey['questions']> {
  const questions = await tx
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await tx
          .select()
          .from(surveyOptions)
          .where(
            inArray(
              surveyOptions.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(surveyOptions.position), asc(surveyOptions.id));
  return questions.map((question) => ({
    id: question.id,
    type: question.type,
    text: translatedText(question.translations, locale, 'text', question.text),
    mandatory: question.mandatory,
    with_justification: question.withJustification,
    // A dissertative question has no options, whatever rows were left under it.
    options:
      question.type === 'dissertative'
        ? []
        : options
            .filter((option) => option.questionId === question.id)
            .map((option) => ({
              id: option.id,
              text: translatedText(option.translations, locale, 'text', option.text),
            })),
  }));
}

/** The survey on the wire: its standing at `now` and its questions. */
async function surveyOf(tx: CampusTransaction, row: SurveyWithAnswer, locale: Locale, now: Date): Promise<Survey> {
  const status = surveyStatus(
    { published: row.published, begin_at: row.beginAt.toISOString(), end_at: row.endAt?.toISOString() ?? null },
    now.getTime(),
  );
  return { ...summaryOf(row, locale), status, questions: await questionsOf(tx, row.id, locale) };
}

/** `GET /api/surveys/{survey_id}/`: the survey, its standing and questions, and when the caller answered it. */
export async function readSurvey(
  tx: CampusTransaction,
  scope: RequestScope,
  surveyId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<Survey> {
  return surveyOf(tx, await visibleSurvey(tx, scope, surveyId), locale, now);
}

/**
 * `POST /api/surveys/{survey_id}/answers/`: stores the caller's answers once. Refusals, in order: 404
 * `survey_not_found`; 409 `survey_already_answered`; 409 `survey_closed` (before its start or from its end); 422
 * `survey_answers_invalid` with `field_errors` by path (core's `checkSurveyAnswers`). The insert is guarded by the
 * primary key (survey, person): of two posts at once, the second finds the first's row and is refused with
 * `survey_already_answered`, its transaction rolled back with nothing written.
 * @returns the survey as answered and whether the caller still has a mandatory survey to answer
 */
export async function answerSurvey(
  tx: CampusTransaction,
  scope: RequestScope,
  surveyId: number,
  body: SurveyAnswersBody,
  locale: Locale,
  now: Date = new Date(),
): Promise<SurveyAnswered> {
  const row = await visibleSurvey(tx, scope, surveyId);
  if (row.answeredAt !== null) throw new ApiError(409, 'survey_already_answered');
  const survey = await surveyOf(tx, row, locale, now);
  if (survey.status !== 'open') throw new ApiError(409, 'survey_closed');
  const checked = checkSurveyAnswers(survey.questions, body.answers);
  if (!checked.ok) {
    throw new ApiError(422, 'survey_answers_invalid', {}, { fieldErrors: checked.errors });
  }
  const [inserted] = await tx
    .insert(surveyResponses)
    .values({ surveyId, userId: scope.userId, answers: checked.answers })
    .onConflictDoNothing({ target: [surveyResponses.surveyId, surveyResponses.userId] })
    .returning({ createdAt: surveyResponses.createdAt });
  if (!inserted) throw new ApiError(409, 'survey_already_answered');
  return {
    survey: { ...survey, answered_at: inserted.createdAt.toISOString() },
    has_mandatory_surveys: await hasMandatorySurveys(tx, scope.userId, scope.clientId, now),
  };
}
