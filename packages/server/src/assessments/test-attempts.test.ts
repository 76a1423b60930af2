import {
  submitAttemptResponseSchema,
  testAttemptSchema,
  testDocumentSchema,
  testOverviewSchema,
} from '@campus/core/schemas';
import type { TestAttempt } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityDocuments, activityUserStates, catalogueUserStates, testAttempts } from '../db/schema';
import { enrol, expectApiError, insertActivities, setActivityState } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** A bank of five questions, one of each type, with its answers. */
const BANK = [
  {
    id: 'capital',
    type: 'short_text',
    text: 'Qual é a capital de São Paulo?',
    accepted: ['São Paulo'],
    feedback: { correct: 'Isso!', incorrect: 'É a cidade de São Paulo.' },
  },
  {
    id: 'half',
    type: 'short_text',
    text: 'Quanto é 1 dividido por 2?',
    accepted: ['0.5'],
  },
  {
    id: 'colour',
    type: 'single_choice',
    text: 'A cor da marca',
    options: [
      { id: 'red', text: 'Vermelho' },
      { id: 'blue', text: 'Azul' },
    ],
    correct: 'blue',
  },
  {
    id: 'fruits',
    type: 'multiple_choice',
    text: 'Quais são frutas?',
    options: [
      { id: 'apple', text: 'Maçã' },
      { id: 'stone', text: 'Pedra' },
      { id: 'pear', text: 'Pera' },
    ],
    correct: ['apple', 'pear'],
  },
  { id: 'sky', type: 'true_false', text: 'O céu é verde.', correct: false },
  {
    id: 'steps',
    type: 'ordering',
    text: 'Ordene as etapas da venda',
    items: [
      { id: 'greet', text: 'Cumprimentar' },
      { id: 'offer', text: 'Oferecer' },
      { id: 'close', text: 'Fechar' },
    ],
  },
] as const;

/** The right answer of each question of {@link BANK}, as a learner sends it. */
const RIGHT: Record<string, unknown> = {
  capital: ' sao paulo ',
  half: '0,5',
  colour: 'blue',
  fruits: ['pear', 'apple'],
  sky: false,
  steps: ['greet', 'offer', 'close'],
};

describeEachDatabase('Tests and quizzes: the attempt API', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let ids: Record<'pdf' | 'conventional' | 'timed' | 'block' | 'restart' | 'quiz', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const course = fixture.items.salesCourse;
    ids = await insertActivities(db, course, {
      pdf: { title: 'Apostila', type: 'pdf' },
      conventional: { title: 'Teste', type: 'conventional_test' },
      timed: { title: 'Teste cronometrado', type: 'evaluated_quiz' },
      block: { title: 'Prova com bloqueio', type: 'block_test' },
      restart: { title: 'Prova com reinício', type: 'restart_test' },
      quiz: { title: 'Quiz', type: 'unevaluated_quiz' },
    });
    const documents = {
      conventional: { minimum_score: 70, maximum_attempts: 3, questions: BANK },
      timed: { time_to_answer: 60, qty_questions: 2, questions: BANK },
      block: { minimum_score: 100, maximum_attempts: 1, questions: BANK.slice(2) },
      restart: { minimum_score: 100, maximum_attempts: 1, questions: BANK.slice(2) },
      quiz: { questions: [{ id: 'opinion', type: 'short_text', text: 'O que achou?' }] },
    };
    await db.insert(activityDocuments).values(
      Object.entries(documents).map(([name, document]) => ({
        activityId: ids[name as keyof typeof documents],
        kind: 'test' as const,
        document: testDocumentSchema.parse(document),
      })),
    );
    await enrol(db, fixture.ana.id, course);
    await enrol(db, fixture.bia.id, course);
  }, 60_000);

  const call = (
    user: FixtureUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const overview = async (user: FixtureUser, id: number) =>
    testOverviewSchema.parse(ok(await call(user, 'GET', `/api/activities/${id}/test/`)).json());
  const start = async (user: FixtureUser, id: number) =>
    testAttemptSchema.parse(ok(await call(user, 'POST', `/api/activities/${id}/test/attempts/`)).json());
  const answer = (user: FixtureUser, attempt: TestAttempt, question: string, value: unknown) =>
    call(user, 'PUT', `/api/test-attempts/${attempt.id}/answers/${question}/`, { lease: attempt.lease, answer: value });
  const answerAll = async (user: FixtureUser, attempt: TestAttempt, answers: Record<string, unknown>) => {
    for (const question of attempt.questions) {
      if (question.id in answers) ok(await answer(user, attempt, question.id, answers[question.id]));
    }
  };
  const submit = (user: FixtureUser, attempt: TestAttempt, headers: Record<string, string> = {}) =>
    call(user, 'POST', `/api/test-attempts/${attempt.id}/submit/`, { lease: attempt.lease }, headers);
  const submitted = async (user: FixtureUser, attempt: TestAttempt) =>
    submitAttemptResponseSchema.parse(ok(await submit(user, attempt)).json());
  const courseStatus = async (user: FixtureUser) => {
    const [row] = await context.database.db
      .select({ status: catalogueUserStates.status })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, user.id), eq(catalogueUserStates.itemId, fixture.items.salesCourse)));
    return row?.status;
  };

  describe('a conventional test', () => {
    it('shows its rules, draws the questions without their answers, and retries until passed', async () => {
      expect(await overview(fixture.ana, ids.conventional)).toMatchObject({
        mode: 'conventional',
        evaluated: true,
        minimum_score: 70,
        qty_questions: 6,
        maximum_attempts: 3,
        qty_attempted: 0,
        attempts_left: 3,
        time_to_answer: null,
        result: 'not_started',
        can_start: true,
        in_progress: null,
      });
      const first = await start(fixture.ana, ids.conventional);
      // The answer keys never travel before submission: neither the fields nor an accepted text.
      expect(first.questions.map((question) => question.id)).toEqual(BANK.map((question) => question.id));
      expect(first.deadline).toBeNull();
      // (Without its start time, whose milliseconds may read "0.5" after a round second.)
      const { started_at: _startedAt, ...sent } = first;
      expect(JSON.stringify(sent)).not.toMatch(/"correct"|"accepted"|"feedback"|0\.5|Isso!/);
      const steps = first.questions.find((question) => question.id === 'steps');
      expect(steps?.type === 'ordering' && steps.items.map((item) => item.id)).not.toEqual(['greet', 'offer', 'close']);

      await answerAll(fixture.ana, first, { colour: 'red', sky: true });
      const failed = await submitted(fixture.ana, first);
      expect(failed.result).toMatchObject({ number: 1, score: 0, status: 'reproved', late: false });
      expect(failed.result.questions.find((review) => review.question_id === 'capital')).toEqual({
        question_id: 'capital',
        correct: false,
        answer: null,
        right_answer: 'São Paulo',
        feedback: 'É a cidade de São Paulo.',
      });
      expect(failed.test).toMatchObject({ result: 'reproved', qty_attempted: 1, attempts_left: 2, can_start: true });
      expect(failed.activity).toMatchObject({ status: 'reproved', progress: 0 });

      const second = await start(fixture.ana, ids.conventional);
      expect(second.number).toBe(2);
      await answerAll(fixture.ana, second, RIGHT);
      const passed = await submitted(fixture.ana, second);
      expect(passed.result).toMatchObject({ number: 2, score: 100, status: 'approved' });
      expect(passed.result.questions.every((review) => review.correct === true)).toBe(true);
      expect(passed.test).toMatchObject({ result: 'approved', best_score: 100, attempts_left: 1 });
      expect(passed.activity).toMatchObject({ status: 'approved', progress: 100 });
      expect(passed.course.status).toBe('in_progress');
    });

    it('lets one attempt be held by one tab: resuming elsewhere moves the lease, with the answers kept', async () => {
      const tab = await start(fixture.bia, ids.conventional);
      ok(await answer(fixture.bia, tab, 'colour', 'blue'));
      const other = await start(fixture.bia, ids.conventional);
      expect(other.id).toBe(tab.id);
      expect(other.lease).not.toBe(tab.lease);
      expect(other.answers).toEqual({ colour: 'blue' });
      expectApiError(await answer(fixture.bia, tab, 'sky', false), 409, 'attempt_moved');
      expectApiError(await submit(fixture.bia, tab), 409, 'attempt_moved');
      ok(await answer(fixture.bia, other, 'sky', false));
      // Starting again never makes a second attempt, and counts none.
      expect(await overview(fixture.bia, ids.conventional)).toMatchObject({
        result: 'in_progress',
        qty_attempted: 1,
        in_progress: { id: tab.id, number: 1 },
      });
      const [tabs] = await Promise.all([start(fixture.bia, ids.conventional), start(fixture.bia, ids.conventional)]);
      expect(tabs.id).toBe(tab.id);
    });

    it('refuses answers that do not fit, of another person, not in the attempt, and after submission', async () => {
      const attempt = await start(fixture.bia, ids.conventional);
      const bodies: unknown[] = [
        ['colour', 'green'],
        ['colour', ['blue']],
        ['fruits', ['apple', 'apple']],
        ['sky', 'false'],
        ['steps', ['greet', 'offer']],
        ['capital', 'x'.repeat(257)],
      ];
      for (const [question, value] of bodies as [string, unknown][]) {
        expectApiError(await answer(fixture.bia, attempt, question, value), 400, 'invalid_request');
      }
      expectApiError(await answer(fixture.ana, attempt, 'colour', 'blue'), 404, 'attempt_not_found');
      expectApiError(await answer(fixture.bia, attempt, 'unknown', 'blue'), 404, 'question_not_in_attempt');
      expectApiError(
        await call(fixture.bia, 'PUT', '/api/test-attempts/not-a-uuid/answers/colour/', { lease: 'x', answer: 'blue' }),
        404,
        'attempt_not_found',
      );
      expectApiError(await submit(fixture.ana, attempt), 404, 'attempt_not_found');

      const key = { 'idempotency-key': `submit-${attempt.id}` };
      const [one, two] = await Promise.all([submit(fixture.bia, attempt, key), submit(fixture.bia, attempt, key)]);
      expect(one.statusCode, one.body).toBe(200);
      expect(two.body).toBe(one.body);
      const replay = await submit(fixture.bia, attempt, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(one.body);
      expectApiError(await submit(fixture.bia, attempt), 409, 'attempt_closed');
      expectApiError(await answer(fixture.bia, attempt, 'colour', 'blue'), 409, 'attempt_closed');
    });

    it('scores an attempt once when it is submitted many times at once', async () => {
      const attempt = await start(fixture.bia, ids.conventional);
      const answers = await Promise.all(Array.from({ length: 8 }, () => submit(fixture.bia, attempt)));
      expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
      for (const response of answers.filter((candidate) => candidate.statusCode !== 200)) {
        expectApiError(response, 409, 'attempt_closed');
      }
      expect((await overview(fixture.bia, ids.conventional)).qty_attempted).toBe(2);
    });
  });

  describe('the time to answer', () => {
    it('resumes with the time really left, refuses answers after the deadline and scores what was saved by then', async () => {
      const attempt = await start(fixture.ana, ids.timed);
      expect(attempt.questions).toHaveLength(2);
      expect(attempt.seconds_left).toBeGreaterThanOrEqual(58);
      expect(attempt.seconds_left).toBeLessThanOrEqual(60);
      const [first] = attempt.questions;
      if (!first) throw new Error('no question');
      ok(await answer(fixture.ana, attempt, first.id, RIGHT[first.id]));
      // Twenty seconds pass on the server's clock: a resumed attempt has 40 left, never the whole minute again.
      const { db } = context.database;
      const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, attempt.id));
      if (!row?.deadlineAt) throw new Error('no deadline');
      await db
        .update(testAttempts)
        .set({ deadlineAt: new Date(Date.now() + 40_000) })
        .where(eq(testAttempts.id, attempt.id));
      const resumed = await start(fixture.ana, ids.timed);
      expect(resumed.seconds_left).toBeGreaterThanOrEqual(38);
      expect(resumed.seconds_left).toBeLessThanOrEqual(40);
      // The deadline passes.
      await db
        .update(testAttempts)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(testAttempts.id, attempt.id));
      const [, second] = resumed.questions;
      if (!second) throw new Error('no second question');
      expectApiError(await answer(fixture.ana, resumed, second.id, RIGHT[second.id]), 409, 'attempt_time_over');
      const late = await submitted(fixture.ana, resumed);
      expect(late.result).toMatchObject({ late: true, score: 50, status: 'reproved' });
    });

    it('closes an attempt whose time is over when the learner comes back, counting it', async () => {
      const attempt = await start(fixture.bia, ids.timed);
      await context.database.db
        .update(testAttempts)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(testAttempts.id, attempt.id));
      const after = await overview(fixture.bia, ids.timed);
      expect(after).toMatchObject({ result: 'reproved', qty_attempted: 1, in_progress: null });
      expect(after.last_result).toMatchObject({ attempt_id: attempt.id, late: true, score: 0 });
    });
  });

  describe('the modes', () => {
    it('block: failing the last attempt blocks the learner in the training; the other activities stay open', async () => {
      const attempt = await start(fixture.bia, ids.block);
      await answerAll(fixture.bia, attempt, { ...RIGHT, sky: true });
      const blocked = await submitted(fixture.bia, attempt);
      expect(blocked.result.status).toBe('blocked');
      expect(blocked.activity).toMatchObject({ status: 'blocked' });
      expect(blocked.course.status).toBe('blocked');
      expect(await courseStatus(fixture.bia)).toBe('blocked');
      expectApiError(
        await call(fixture.bia, 'POST', `/api/activities/${ids.block}/test/attempts/`),
        403,
        'block_test_failed',
      );
      // Its overview stays readable: the result, the review, and no new attempt.
      expect(await overview(fixture.bia, ids.block)).toMatchObject({
        result: 'blocked',
        can_start: false,
        attempts_left: 0,
        last_result: { attempt_id: attempt.id },
      });
      const pdf = await call(fixture.bia, 'POST', `/api/activities/${ids.pdf}/progress/`, {
        kind: 'document',
        page: 2,
        page_count: 2,
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.json()).toMatchObject({ status: 'finished', course: { status: 'blocked' } });
    });

    it('an unevaluated quiz scores nothing and finishes the activity', async () => {
      const attempt = await start(fixture.ana, ids.quiz);
      ok(await answer(fixture.ana, attempt, 'opinion', 'Gostei muito'));
      const done = await submitted(fixture.ana, attempt);
      expect(done.result).toMatchObject({ status: 'finished', score: null });
      expect(done.result.questions).toEqual([
        { question_id: 'opinion', correct: null, answer: 'Gostei muito', right_answer: null, feedback: null },
      ]);
      expect(done.activity).toMatchObject({ status: 'finished', progress: 100 });
      expect(done.test).toMatchObject({ mode: null, evaluated: false, result: 'finished' });
    });

    it('restart: failing the last attempt resets the training’s progress and the count of attempts', async () => {
      const { db } = context.database;
      await setActivityState(db, fixture.ana.id, ids.pdf, { status: 'finished', progress: 100 });
      const attempt = await start(fixture.ana, ids.restart);
      const restarted = await submitted(fixture.ana, attempt);
      expect(restarted.result.status).toBe('restarted');
      expect(restarted.activity.status).toBe('restarted');
      expect(restarted.course).toMatchObject({ status: 'restarted', progress: 0 });
      const states = await db
        .select({ activityId: activityUserStates.activityId, status: activityUserStates.status })
        .from(activityUserStates)
        .where(eq(activityUserStates.userId, fixture.ana.id));
      expect(new Map(states.map((state) => [state.activityId, state.status]))).toEqual(
        new Map([
          [ids.pdf, 'not_started'],
          [ids.conventional, 'not_started'],
          [ids.timed, 'not_started'],
          [ids.quiz, 'not_started'],
          [ids.restart, 'restarted'],
        ]),
      );
      expect(await overview(fixture.ana, ids.restart)).toMatchObject({
        result: 'restarted',
        qty_attempted: 0,
        attempts_left: 1,
        can_start: true,
        last_result: { attempt_id: attempt.id, status: 'restarted' },
      });
      expect(await overview(fixture.ana, ids.conventional)).toMatchObject({ qty_attempted: 0, attempts_left: 3 });
      const again = await start(fixture.ana, ids.restart);
      expect(again.number).toBe(1);
      await answerAll(fixture.ana, again, RIGHT);
      expect((await submitted(fixture.ana, again)).result.status).toBe('approved');
      expectApiError(
        await call(fixture.ana, 'POST', `/api/activities/${ids.restart}/test/attempts/`),
        409,
        'test_already_passed',
      );
    });
  });

  it('a general restart test resets every course of its trail, and leaves a failed block test failed', async () => {
    const { db } = context.database;
    const { serviceCourse } = fixture.items;
    const { general, video } = await insertActivities(db, serviceCourse, {
      video: { title: 'Vídeo', type: 'video', hierarchyOrder: 10 },
      general: { title: 'Prova geral', type: 'restart_general_test', hierarchyOrder: 11 },
    });
    await db.insert(activityDocuments).values({
      activityId: general,
      kind: 'test',
      document: testDocumentSchema.parse({ maximum_attempts: 1, questions: [BANK[4]] }),
    });
    await enrol(db, fixture.bia.id, serviceCourse);
    await setActivityState(db, fixture.bia.id, video, { status: 'finished', progress: 100 });
    // Bia finished the handbook of the sales course and is blocked by its block test (above).
    const attempt = await start(fixture.bia, general);
    ok(await answer(fixture.bia, attempt, 'sky', true));
    expect((await submitted(fixture.bia, attempt)).result.status).toBe('restarted');
    const states = new Map(
      (
        await db
          .select({ activityId: activityUserStates.activityId, status: activityUserStates.status })
          .from(activityUserStates)
          .where(eq(activityUserStates.userId, fixture.bia.id))
      ).map((row) => [row.activityId, row.status]),
    );
    expect([states.get(video), states.get(ids.pdf), states.get(ids.block), states.get(general)]).toEqual([
      'not_started',
      'not_started',
      'blocked',
      'restarted',
    ]);
    expect(await courseStatus(fixture.bia)).toBe('blocked');
    const [service] = await db
      .select({ status: catalogueUserStates.status })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, fixture.bia.id), eq(catalogueUserStates.itemId, serviceCourse)));
    expect(service?.status).toBe('restarted');
  });

  it('a mandatory drill sets the session’s flags until it is passed; its day past, the banner stays', async () => {
    const { db } = context.database;
    const course = fixture.items.serviceCourse;
    const { drill } = await insertActivities(db, course, {
      drill: { title: 'Simulado obrigatório', type: 'conventional_test' },
    });
    const document = (until: string) =>
      testDocumentSchema.parse({ mandatory: true, mandatory_until: until, questions: [BANK[4]] });
    await db.insert(activityDocuments).values({ activityId: drill, kind: 'test', document: document('2000-01-01') });
    const flags = async () => {
      const me = ok(await call(fixture.bia, 'GET', '/api/me/')).json<Record<string, unknown>>();
      return [me['has_mandatory_drills'], me['has_close_banner_drills']];
    };
    expect(await flags()).toEqual([true, false]);
    const listed = ok(await call(fixture.bia, 'GET', '/api/mandatory-tests/')).json();
    expect(listed).toEqual({
      results: [
        {
          activity_id: drill,
          title: 'Simulado obrigatório',
          course_id: course,
          course_title: expect.any(String),
          hierarchy_order: 1,
          until: '2000-01-01',
          overdue: true,
        },
      ],
    });
    await db
      .update(activityDocuments)
      .set({ document: document('2999-12-31') })
      .where(eq(activityDocuments.activityId, drill));
    expect(await flags()).toEqual([true, true]);
    await enrol(db, fixture.bia.id, course);
    const attempt = await start(fixture.bia, drill);
    ok(await answer(fixture.bia, attempt, 'sky', false));
    expect((await submitted(fixture.bia, attempt)).result.status).toBe('approved');
    expect(await flags()).toEqual([false, false]);
    expect(ok(await call(fixture.bia, 'GET', '/api/mandatory-tests/')).json()).toEqual({ results: [] });
  });

  it('answers 404 for an activity without a test, and 400 for bad ids', async () => {
    expectApiError(await call(fixture.ana, 'GET', `/api/activities/${ids.pdf}/test/`), 404, 'test_not_found');
    expectApiError(await call(fixture.ana, 'GET', '/api/activities/abc/test/'), 400, 'invalid_request');
    expectApiError(
      await call(fixture.carl, 'GET', `/api/activities/${ids.conventional}/test/`),
      404,
      'not_found_or_forbidden',
    );
  });
});
