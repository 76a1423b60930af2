import { reactionDocumentSchema, reactionOverviewSchema } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { activityDocuments, activityUserStates, catalogueItems, reactionResponses } from '../db/schema';
import { enrol, expectApiError, insertActivities, setActivityState } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** The evaluation of the tests: a required rating of 5, an optional rating of 4 and an optional comment. */
const DOCUMENT = reactionDocumentSchema.parse({
  questions: [
    { id: 'overall', type: 'rating', text: 'Como você avalia o treinamento?' },
    { id: 'instructor', type: 'rating', text: 'E o instrutor?', scale: 4, required: false },
    { id: 'comment', type: 'comment', text: 'Deixe um comentário' },
  ],
});

describeEachDatabase('Reaction evaluations: /api/activities/{activity_id}/reaction/', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let ids: Record<'pdf' | 'reaction' | 'bare' | 'raced', number>;
  let otherClientReaction: number;
  let presential: Record<'event' | 'reaction', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    ids = await insertActivities(db, fixture.items.salesCourse, {
      pdf: { title: 'Apostila', type: 'pdf' },
      reaction: { title: 'Avaliação de reação', type: 'reaction_evaluation' },
      bare: { title: 'Avaliação sem perguntas', type: 'reaction_evaluation' },
      raced: { title: 'Avaliação disputada', type: 'reaction_evaluation' },
    });
    const other = await insertActivities(db, fixture.items.otherClientCourse, {
      reaction: { title: 'Avaliação de outro cliente', type: 'reaction_evaluation' },
    });
    otherClientReaction = other.reaction;
    // The presential variant (`presential-courses/{id}/reactions/{h}`): the course's event, then its evaluation.
    presential = await insertActivities(db, fixture.items.scheduledPresential, {
      event: { title: 'Encontro presencial', type: 'presential_event' },
      reaction: { title: 'Avaliação do encontro', type: 'reaction_evaluation' },
    });
    await db.insert(activityDocuments).values([
      { activityId: ids.reaction, kind: 'reaction', document: DOCUMENT },
      { activityId: otherClientReaction, kind: 'reaction', document: DOCUMENT },
      { activityId: presential.reaction, kind: 'reaction', document: DOCUMENT },
      { activityId: ids.raced, kind: 'reaction', document: DOCUMENT },
    ]);
  }, 60_000);

  const url = (id: number | string) => `/api/activities/${id}/reaction/`;
  const get = (user: FixtureUser, id: number | string) =>
    context.app.inject({
      method: 'GET',
      url: url(id),
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR' },
    });
  const post = (user: FixtureUser, id: number | string, answers: unknown, language = 'pt-BR') =>
    context.app.inject({
      method: 'POST',
      url: url(id),
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': language },
      payload: { answers } as Record<string, unknown>,
    });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return reactionOverviewSchema.parse(response.json());
  };
  const responsesOf = (user: FixtureUser) =>
    context.database.db
      .select()
      .from(reactionResponses)
      .where(and(eq(reactionResponses.userId, user.id), eq(reactionResponses.activityId, ids.reaction)));
  const stateOf = async (user: FixtureUser) => {
    const [row] = await context.database.db
      .select({ status: activityUserStates.status, progress: activityUserStates.progress })
      .from(activityUserStates)
      .where(and(eq(activityUserStates.userId, user.id), eq(activityUserStates.activityId, ids.reaction)));
    return row;
  };

  it('shows the questions before the training is finished, and refuses answers until it is', async () => {
    const overview = ok(await get(fixture.ana, ids.reaction));
    expect(overview).toEqual({
      activity_id: ids.reaction,
      questions: DOCUMENT.questions,
      available: false,
      answered_at: null,
    });
    const refused = expectApiError(await post(fixture.ana, ids.reaction, { overall: 5 }), 409, 'training_not_finished');
    expect(refused.message).toMatch(/concluído/);
    expect(await responsesOf(fixture.ana)).toEqual([]);
    expect(await stateOf(fixture.ana)).toBeUndefined();
  });

  it('answers 404 for another type, a reaction without questions, another client’s and an unknown activity', async () => {
    await setActivityState(context.database.db, fixture.ana.id, ids.pdf, { status: 'finished', progress: 100 });
    expectApiError(await get(fixture.ana, ids.pdf), 404, 'not_found_or_forbidden');
    expectApiError(await post(fixture.ana, ids.pdf, { overall: 5 }), 404, 'not_found_or_forbidden');
    expectApiError(await get(fixture.ana, ids.bare), 404, 'not_found_or_forbidden');
    expectApiError(await get(fixture.ana, otherClientReaction), 404, 'not_found_or_forbidden');
    expectApiError(await post(fixture.ana, otherClientReaction, { overall: 5 }), 404, 'not_found_or_forbidden');
    expectApiError(await get(fixture.ana, 2_000_000_000), 404, 'not_found_or_forbidden');
    // Bia is of the client but not enrolled in the course: the player's refusal.
    expectApiError(await get(fixture.bia, ids.reaction), 403, 'not_found_or_forbidden');
  });

  it('opens once every counted activity is done: the reaction evaluation itself does not count', async () => {
    const overview = ok(await get(fixture.ana, ids.reaction));
    expect(overview).toMatchObject({ available: true, answered_at: null });
  });

  it('refuses bad answers field by field, writing nothing', async () => {
    const response = await post(fixture.ana, ids.reaction, { instructor: 5, comment: 'Bom', extra: 3 });
    const body = expectApiError(response, 400, 'invalid_request') as { field_errors?: Record<string, string> };
    expect(body.field_errors).toEqual({
      'body.answers.overall': 'required',
      'body.answers.instructor': 'out_of_range',
      'body.answers.extra': 'unknown_question',
    });
    const wrongTypes = expectApiError(
      await post(fixture.ana, ids.reaction, { overall: 'cinco', comment: 4 }),
      400,
      'invalid_request',
    ) as { field_errors?: Record<string, string> };
    expect(wrongTypes.field_errors).toEqual({
      'body.answers.overall': 'wrong_type',
      'body.answers.comment': 'wrong_type',
    });
    // Over 256 characters: refused by the body's schema before any rule runs.
    const long = expectApiError(
      await post(fixture.ana, ids.reaction, { overall: 4, comment: 'x'.repeat(257) }),
      400,
      'invalid_request',
    ) as { fields?: string[] };
    expect(long.fields).toEqual(['body.answers.comment']);
    // Blank is no answer: a required question left blank is missing.
    expectApiError(await post(fixture.ana, ids.reaction, { overall: 0 }), 400, 'invalid_request');
    expect(await responsesOf(fixture.ana)).toEqual([]);
    expect(await stateOf(fixture.ana)).toBeUndefined();
  });

  it('stores the answers once, finishes the activity, and says ‘You already reviewed’ after', async () => {
    // 256 characters exactly, the limit, stored trimmed.
    const comment = `${'ó'.repeat(255)} `;
    const answered = ok(await post(fixture.ana, ids.reaction, { overall: 4, comment }));
    expect(answered.available).toBe(true);
    expect(answered.answered_at).not.toBeNull();
    const [row] = await responsesOf(fixture.ana);
    expect(row?.answers).toEqual({ overall: 4, comment: 'ó'.repeat(255) });
    expect(await stateOf(fixture.ana)).toEqual({ status: 'finished', progress: 100 });
    expect(ok(await get(fixture.ana, ids.reaction)).answered_at).toBe(answered.answered_at);

    const again = expectApiError(await post(fixture.ana, ids.reaction, { overall: 1 }), 409, 'already_reviewed');
    expect(again.message).toBe('Você já avaliou');
    const english = await post(fixture.ana, ids.reaction, { overall: 1 }, 'en-US');
    expect(expectApiError(english, 409, 'already_reviewed').message).toBe('You already reviewed');
    expect((await responsesOf(fixture.ana))[0]?.answers).toEqual({ overall: 4, comment: 'ó'.repeat(255) });
  });

  it('makes one response of two posts sent at once: the other is already_reviewed, never a 500', async () => {
    const { db } = context.database;
    await enrol(db, fixture.bia.id, fixture.items.salesCourse);
    await setActivityState(db, fixture.bia.id, ids.pdf, { status: 'finished', progress: 100 });
    const responses = await Promise.all([
      post(fixture.bia, ids.reaction, { overall: 5 }),
      post(fixture.bia, ids.reaction, { overall: 2, instructor: 1 }),
      post(fixture.bia, ids.reaction, { overall: 3 }),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expectApiError(response, 409, 'already_reviewed');
    }
    expect(await responsesOf(fixture.bia)).toHaveLength(1);
    expect(await stateOf(fixture.bia)).toEqual({ status: 'finished', progress: 100 });
  });

  // On PostgreSQL, the race made certain: another transaction holds an uncommitted answer while the post runs, so
  // the post's own check finds nothing and its insert meets the other's row (PGlite has one connection: no race).
  it.runIf(kind === 'postgres')('refuses a post whose insert meets an answer committed meanwhile', async () => {
    const { db } = context.database;
    let pending: Promise<LightMyRequestResponse> | undefined;
    await db.transaction(async (tx) => {
      await tx
        .insert(reactionResponses)
        .values({ userId: fixture.ana.id, activityId: ids.raced, answers: { overall: 1 } });
      pending = post(fixture.ana, ids.raced, { overall: 5 });
      // Long enough for the post to pass its checks and wait on this transaction's row.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expectApiError(await pending!, 409, 'already_reviewed');
    const [row] = await db
      .select({ answers: reactionResponses.answers })
      .from(reactionResponses)
      .where(and(eq(reactionResponses.userId, fixture.ana.id), eq(reactionResponses.activityId, ids.raced)));
    expect(row?.answers).toEqual({ overall: 1 });
  });

  it('works the same for a presential course: open once its event is done, answered once', async () => {
    const { db } = context.database;
    await enrol(db, fixture.ana.id, fixture.items.scheduledPresential);
    // The course took place: its status opens its activities (§4; scheduled keeps them closed).
    await db
      .update(catalogueItems)
      .set({ status: 'finished' })
      .where(eq(catalogueItems.id, fixture.items.scheduledPresential));
    expect(ok(await get(fixture.ana, presential.reaction)).available).toBe(false);
    await setActivityState(db, fixture.ana.id, presential.event, { status: 'finished', progress: 100 });
    expect(ok(await get(fixture.ana, presential.reaction)).available).toBe(true);
    ok(await post(fixture.ana, presential.reaction, { overall: 5, instructor: 4 }));
    expectApiError(await post(fixture.ana, presential.reaction, { overall: 5 }), 409, 'already_reviewed');
  });

  it('answers malformed input with a 4xx { code, message }, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      { answers: null },
      { answers: [] },
      { answers: { overall: 2 ** 31 } },
      { answers: { overall: 1e308 } },
      { answers: { overall: 0.5 } },
      { answers: { overall: true } },
      { answers: { overall: null } },
      { answers: { comment: 'a\u0000b' } },
      { answers: { 'a\u0000b': 1 } },
      { answers: { ['x'.repeat(10_240)]: 1 } },
      { answers: { comment: '\uD800' } },
    ];
    for (const body of bodies) {
      const response = await context.app.inject({
        method: 'POST',
        url: url(presential.reaction),
        headers: { authorization: `Bearer ${fixture.bia.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${response.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    for (const id of ['0', '-1', 'abc', '99999999999999999999', '1.5', '7'.repeat(150)]) {
      const response = await get(fixture.ana, id);
      // Not an id: 400 from the schema, or 404 from the router for a segment longer than it routes.
      expect([400, 404], `${id} → ${response.body}`).toContain(response.statusCode);
    }
  });
});
