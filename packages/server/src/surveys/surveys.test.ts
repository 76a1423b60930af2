import { surveyAnsweredSchema, surveySchema, surveysResponseSchema } from '@campus/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { surveyInvitees, surveyOptions, surveyQuestions, surveyResponses, surveys, users } from '../db/schema';
import type { CampusDb } from '../db/database';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

const DAY = 86_400_000;

/** Inserts a survey of `clientId` with three questions (dissertative, multiple choice with justification, alternatives). */
async function insertSurvey(
  db: CampusDb,
  clientId: number,
  values: Partial<typeof surveys.$inferInsert> & { title: string },
) {
  const [survey] = await db
    .insert(surveys)
    .values({ clientId, beginAt: new Date(Date.now() - DAY), published: true, ...values })
    .returning({ id: surveys.id });
  const surveyId = survey!.id;
  const [text, many, one] = await db
    .insert(surveyQuestions)
    .values([
      { surveyId, position: 0, type: 'dissertative', text: 'O que achou?', mandatory: true },
      {
        surveyId,
        position: 1,
        type: 'multiple_choice',
        text: 'Quais temas?',
        mandatory: true,
        withJustification: true,
        translations: { 'en-US': { text: 'Which topics?' } },
      },
      { surveyId, position: 2, type: 'alternatives', text: 'Recomendaria?', mandatory: false },
    ])
    .returning({ id: surveyQuestions.id });
  const options = await db
    .insert(surveyOptions)
    .values([
      { questionId: many!.id, position: 0, text: 'Vendas', translations: { 'en-US': { text: 'Sales' } } },
      { questionId: many!.id, position: 1, text: 'Produtos' },
      { questionId: one!.id, position: 0, text: 'Sim' },
      { questionId: one!.id, position: 1, text: 'Não' },
    ])
    .returning({ id: surveyOptions.id });
  return {
    id: surveyId,
    questions: { text: text!.id, many: many!.id, one: one!.id },
    options: options.map((option) => option.id) as [number, number, number, number],
  };
}

type Inserted = Awaited<ReturnType<typeof insertSurvey>>;

describeEachDatabase('Surveys: /api/surveys/', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let open: Inserted;
  let mandatory: Inserted;
  let forModerators: Inserted;
  let invited: Inserted;
  let ids: Record<'closed' | 'upcoming' | 'unpublished' | 'otherClient', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    open = await insertSurvey(db, fixture.clientId, {
      title: 'Pesquisa de clima',
      description: 'Conte como foi.',
      translations: { 'en-US': { title: 'Climate survey' } },
      endAt: new Date(Date.now() + 10 * DAY),
    });
    mandatory = await insertSurvey(db, fixture.clientId, { title: 'Pesquisa obrigatória', mandatory: true });
    forModerators = await insertSurvey(db, fixture.clientId, { title: 'Só moderadores', audienceRoles: ['moderator'] });
    invited = await insertSurvey(db, fixture.clientId, { title: 'Convidados' });
    await db.insert(surveyInvitees).values({ surveyId: invited.id, userId: fixture.bia.id });
    ids = {
      closed: (
        await insertSurvey(db, fixture.clientId, {
          title: 'Encerrada',
          beginAt: new Date(Date.now() - 10 * DAY),
          endAt: new Date(Date.now() - DAY),
        })
      ).id,
      upcoming: (await insertSurvey(db, fixture.clientId, { title: 'Futura', beginAt: new Date(Date.now() + DAY) })).id,
      unpublished: (await insertSurvey(db, fixture.clientId, { title: 'Rascunho', published: false })).id,
      otherClient: (await insertSurvey(db, fixture.otherClientId, { title: 'De outro cliente' })).id,
    };
  }, 60_000);

  const headers = (user: FixtureUser, language = 'pt-BR') => ({
    authorization: `Bearer ${user.token}`,
    'accept-language': language,
  });
  const get = (user: FixtureUser, url: string, language?: string) =>
    context.app.inject({ method: 'GET', url, headers: headers(user, language) });
  const post = (user: FixtureUser, id: number, answers: unknown, extra: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: `/api/surveys/${id}/answers/`,
      headers: { ...headers(user), ...extra },
      payload: { answers } as Record<string, unknown>,
    });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };
  const whole = (survey: Inserted) => ({
    [survey.questions.text]: { text: 'Gostei muito' },
    [survey.questions.many]: { options: [survey.options[0], survey.options[1]], justification: 'São úteis' },
  });
  const responsesOf = (user: FixtureUser, surveyId: number) =>
    context.database.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.userId, user.id), eq(surveyResponses.surveyId, surveyId)));
  const meFlag = async (user: FixtureUser) => ok(await get(user, '/api/me/')) as { has_mandatory_surveys: boolean };

  it('lists the caller’s open surveys, mandatory first, in the request’s language', async () => {
    const list = surveysResponseSchema.parse(ok(await get(fixture.ana, '/api/surveys/', 'en-US')));
    expect(list.results.map((survey) => survey.id)).toEqual([mandatory.id, open.id]);
    expect(list.results[1]).toMatchObject({
      title: 'Climate survey',
      description: 'Conte como foi.',
      answered_at: null,
    });
    // Bia is invited by name; Carl is of the other client.
    const bia = surveysResponseSchema.parse(ok(await get(fixture.bia, '/api/surveys/')));
    expect(bia.results.map((survey) => survey.id)).toEqual([mandatory.id, open.id, invited.id]);
    const carl = surveysResponseSchema.parse(ok(await get(fixture.carl, '/api/surveys/')));
    expect(carl.results.map((survey) => survey.id)).toEqual([ids.otherClient]);
  });

  it('shows one survey with its questions and standing; hides what is not for the caller', async () => {
    const survey = surveySchema.parse(ok(await get(fixture.ana, `/api/surveys/${open.id}/`, 'en-US')));
    expect(survey.status).toBe('open');
    expect(survey.questions.map((question) => [question.type, question.text, question.options.length])).toEqual([
      ['dissertative', 'O que achou?', 0],
      ['multiple_choice', 'Which topics?', 2],
      ['alternatives', 'Recomendaria?', 2],
    ]);
    expect(survey.questions[1]?.options[0]?.text).toBe('Sales');
    expect(surveySchema.parse(ok(await get(fixture.ana, `/api/surveys/${ids.closed}/`))).status).toBe('closed');
    expect(surveySchema.parse(ok(await get(fixture.ana, `/api/surveys/${ids.upcoming}/`))).status).toBe('upcoming');
    for (const id of [ids.unpublished, ids.otherClient, forModerators.id, invited.id, 2_000_000_000]) {
      expectApiError(await get(fixture.ana, `/api/surveys/${id}/`), 404, 'survey_not_found');
    }
    expectApiError(await get(fixture.ana, '/api/surveys/abc/'), 400, 'invalid_request');
  });

  it('opens a survey to the roles it names', async () => {
    const { db } = context.database;
    await db
      .update(users)
      .set({ roles: ['moderator'] })
      .where(eq(users.id, fixture.bia.id));
    try {
      expect(surveySchema.parse(ok(await get(fixture.bia, `/api/surveys/${forModerators.id}/`))).id).toBe(
        forModerators.id,
      );
    } finally {
      await db.update(users).set({ roles: [] }).where(eq(users.id, fixture.bia.id));
    }
  });

  it('refuses incomplete answers field by field with 422, writing nothing', async () => {
    const { questions, options } = open;
    const refused = expectApiError(
      await post(fixture.ana, open.id, {
        [questions.text]: { text: 'x'.repeat(257) },
        [questions.many]: { options: [] },
        [questions.one]: { options: [options[2], options[3]] },
        '999999': { text: 'extra' },
      }),
      422,
      'survey_answers_invalid',
    ) as { message: string; field_errors?: Record<string, string> };
    expect(refused.message).toBe('Certifique-se de que todos os campos obrigatórios estão preenchidos');
    expect(refused.field_errors).toEqual({
      'answers.999999': 'unknown_question',
      [`answers.${questions.text}`]: 'text_too_long',
      [`answers.${questions.many}`]: 'option_required',
      [`answers.${questions.one}`]: 'single_option',
    });
    const justification = expectApiError(
      await post(fixture.ana, open.id, { ...whole(open), [questions.many]: { options: [options[0]] } }),
      422,
      'survey_answers_invalid',
    ) as { field_errors?: Record<string, string> };
    expect(justification.field_errors).toEqual({
      [`answers.${questions.many}.justification`]: 'justification_required',
    });
    expect(await responsesOf(fixture.ana, open.id)).toEqual([]);
  });

  it('stores the answers once; a retry with the same key replays; a second answer is refused', async () => {
    const key = { 'idempotency-key': 'survey-open-ana-1' };
    const first = surveyAnsweredSchema.parse(ok(await post(fixture.ana, open.id, whole(open), key)));
    expect(first.survey.answered_at).not.toBeNull();
    expect(first.has_mandatory_surveys).toBe(true);
    const replay = await post(fixture.ana, open.id, whole(open), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(JSON.stringify(first));
    const [row] = await responsesOf(fixture.ana, open.id);
    expect(row?.answers).toEqual({
      [open.questions.text]: { options: [], text: 'Gostei muito', justification: null },
      [open.questions.many]: { options: [open.options[0], open.options[1]], text: null, justification: 'São úteis' },
    });
    expectApiError(await post(fixture.ana, open.id, whole(open)), 409, 'survey_already_answered');
    expect(await responsesOf(fixture.ana, open.id)).toHaveLength(1);
    expect(surveySchema.parse(ok(await get(fixture.ana, `/api/surveys/${open.id}/`))).answered_at).toBe(
      first.survey.answered_at,
    );
    const list = surveysResponseSchema.parse(ok(await get(fixture.ana, '/api/surveys/')));
    expect(list.results.map((survey) => survey.id)).toEqual([mandatory.id]);
  });

  it('refuses answers outside the survey’s dates', async () => {
    expectApiError(await post(fixture.ana, ids.closed, {}), 409, 'survey_closed');
    expectApiError(await post(fixture.ana, ids.upcoming, {}), 409, 'survey_closed');
    expectApiError(await post(fixture.ana, ids.unpublished, {}), 404, 'survey_not_found');
  });

  it('says has_mandatory_surveys in /api/me/ until the mandatory survey is answered', async () => {
    expect((await meFlag(fixture.ana)).has_mandatory_surveys).toBe(true);
    const answered = surveyAnsweredSchema.parse(ok(await post(fixture.ana, mandatory.id, whole(mandatory))));
    expect(answered.has_mandatory_surveys).toBe(false);
    expect((await meFlag(fixture.ana)).has_mandatory_surveys).toBe(false);
    // Carl's client has no mandatory survey.
    expect((await meFlag(fixture.carl)).has_mandatory_surveys).toBe(false);
  });

  it('makes one response of two posts sent at once: the other is survey_already_answered, never a 500', async () => {
    const responses = await Promise.all([
      post(fixture.bia, open.id, whole(open)),
      post(fixture.bia, open.id, whole(open)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await responsesOf(fixture.bia, open.id)).toHaveLength(1);
  });
  it('keeps the open surveys in memory until a write the triggers see, or until one opens or closes', async () => {
    const { db } = context.database;
    const titles = async () =>
      surveysResponseSchema.parse(ok(await get(fixture.bia, '/api/surveys/'))).results.map((survey) => survey.title);
    const first = await titles();
    expect(first).toContain('Pesquisa obrigatória');
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(surveys).set({ title: 'Obrigatória (não vista)' }).where(eq(surveys.id, mandatory.id));
    });
    expect(await titles()).toEqual(first);
    // Seen: a survey's row, an invitee (which ends "for everyone"), the caller's own answer.
    await db.update(surveys).set({ title: 'Pesquisa obrigatória' }).where(eq(surveys.id, mandatory.id));
    const extra = await insertSurvey(db, fixture.clientId, { title: 'Nova' });
    expect(await titles()).toContain('Nova');
    await db.insert(surveyInvitees).values({ surveyId: extra.id, userId: fixture.ana.id });
    expect(await titles()).not.toContain('Nova');
    await db.insert(surveyResponses).values({ surveyId: mandatory.id, userId: fixture.bia.id, answers: {} });
    expect(await titles()).not.toContain('Pesquisa obrigatória');
    await db
      .delete(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, mandatory.id), eq(surveyResponses.userId, fixture.bia.id)));

    // Time alone: a survey opening soon is listed once it opens, with no write in between.
    const soon = new Date(Date.now() + 1000);
    await insertSurvey(db, fixture.clientId, { title: 'Em breve', beginAt: soon });
    const beforeItOpens = [await titles(), await titles()];
    // (Read before it opened, unless a very slow machine took the whole second: then there is nothing to compare.)
    if (Date.now() < soon.getTime()) for (const answer of beforeItOpens) expect(answer).not.toContain('Em breve');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon.getTime() - Date.now()) + 20));
    expect(await titles()).toContain('Em breve');
  });
});
