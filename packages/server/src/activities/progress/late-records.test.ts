import {
  GAME_DOCUMENT_SCHEMAS,
  activityProgressResultSchema,
  gameAttemptSchema,
  scormCommitResultSchema,
  scormRuntimeSchema,
  testAttemptSchema,
  testDocumentSchema,
} from '@campus/core/schemas';
import { RECORD_CLOCK_SKEW_MS } from '@campus/core/rules';
import type { TestAttempt } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityDocuments,
  activityProgress,
  activityRuntimeData,
  courseActivities,
  testAttempts,
} from '../../db/schema';
import { enrol, expectApiError, insertActivities } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

const QUESTIONS = [
  { id: 'sky', type: 'true_false', text: 'O céu é verde.', correct: false },
  { id: 'sea', type: 'true_false', text: 'O mar é salgado.', correct: true },
] as const;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describeEachDatabase('Late records: writes kept offline and sent with recorded_at', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let ids: Record<'pdf' | 'scorm' | 'timed' | 'game', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const course = fixture.items.salesCourse;
    ids = await insertActivities(db, course, {
      pdf: { title: 'Apostila', type: 'pdf' },
      scorm: { title: 'Pacote', type: 'scorm' },
      timed: { title: 'Teste cronometrado', type: 'evaluated_quiz' },
      game: { title: 'Verdadeiro ou falso', type: 'true_or_false' },
    });
    // The activities were created an hour ago, so records made since are possible.
    await db
      .update(courseActivities)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(courseActivities.courseId, course));
    await db.insert(activityDocuments).values([
      {
        activityId: ids.timed,
        kind: 'test' as const,
        document: testDocumentSchema.parse({ time_to_answer: 60, questions: QUESTIONS }),
      },
      {
        activityId: ids.game,
        kind: 'game' as const,
        document: GAME_DOCUMENT_SCHEMAS.true_or_false.parse({
          statements: [
            { id: 's1', text: 'O céu é azul.', answer: true },
            { id: 's2', text: 'A água ferve a 50 °C.', answer: false },
          ],
        }),
      },
    ]);
    await enrol(db, fixture.ana.id, course);
    await enrol(db, fixture.bia.id, course);
  }, 60_000);

  const call = (user: FixtureUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
    context.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${user.token}`,
        'accept-language': 'pt-BR',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  describe('progress', () => {
    it('counts a late report, and its replay with the same key answers the first answer once', async () => {
      const report = { kind: 'document', page: 4, page_count: 8 };
      const first = ok(await call(fixture.ana, 'POST', `/api/activities/${ids.pdf}/progress/`, report, 'late-pdf-1'));
      expect(activityProgressResultSchema.parse(first.json())).toMatchObject({ status: 'in_progress', progress: 50 });
      // Its answer was lost; the journal sends it again later, with the time it was made.
      const again = ok(
        await call(
          fixture.ana,
          'POST',
          `/api/activities/${ids.pdf}/progress/`,
          { ...report, recorded_at: ago(60_000) },
          'late-pdf-1',
        ),
      );
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      const late = ok(
        await call(
          fixture.ana,
          'POST',
          `/api/activities/${ids.pdf}/progress/`,
          { kind: 'document', page: 8, page_count: 8, recorded_at: ago(30_000) },
          'late-pdf-2',
        ),
      );
      expect(late.json()).toMatchObject({ status: 'finished', progress: 100 });
      const [row] = await context.database.db
        .select({ furthestPage: activityProgress.furthestPage })
        .from(activityProgress)
        .where(and(eq(activityProgress.userId, fixture.ana.id), eq(activityProgress.activityId, ids.pdf)));
      expect(row?.furthestPage).toBe(8);
    });

    it('refuses a time in the future or before the activity existed, storing nothing', async () => {
      const url = `/api/activities/${ids.pdf}/progress/`;
      const future = new Date(Date.now() + RECORD_CLOCK_SKEW_MS + 60_000).toISOString();
      const body = { kind: 'document', page: 2, page_count: 8 };
      expectApiError(
        await call(fixture.bia, 'POST', url, { ...body, recorded_at: future }),
        422,
        'recorded_at_in_future',
      );
      expectApiError(
        await call(fixture.bia, 'POST', url, { ...body, recorded_at: ago(86_400_000) }),
        422,
        'recorded_at_before_start',
      );
      expectApiError(
        await call(fixture.bia, 'POST', url, { ...body, recorded_at: 'yesterday' }),
        400,
        'invalid_request',
      );
      const rows = await context.database.db
        .select()
        .from(activityProgress)
        .where(and(eq(activityProgress.userId, fixture.bia.id), eq(activityProgress.activityId, ids.pdf)));
      expect(rows).toEqual([]);
    });
  });

  describe('SCORM commits', () => {
    const url = () => `/api/activities/${ids.scorm}/runtime/`;
    const commit = (attempt: number, sequence: number, location: string, recordedAt?: string) => ({
      sco: 'lesson',
      version: 'scorm12',
      attempt,
      sequence,
      cmi: { core: { lesson_location: location, lesson_status: 'incomplete' } },
      ...(recordedAt === undefined ? {} : { recorded_at: recordedAt }),
    });
    const attempts = async (user: FixtureUser) =>
      context.database.db
        .select({
          attempt: activityRuntimeData.attempt,
          sequence: activityRuntimeData.sequence,
          cmi: activityRuntimeData.cmi,
        })
        .from(activityRuntimeData)
        .where(and(eq(activityRuntimeData.userId, user.id), eq(activityRuntimeData.activityId, ids.scorm)))
        .orderBy(asc(activityRuntimeData.attempt));

    it('stores a late commit whose attempt was closed meanwhile as a new attempt, never changing the closed one', async () => {
      ok(await call(fixture.ana, 'PUT', url(), commit(1, 1, 'p1')));
      // Offline, the learner goes on in attempt 1; meanwhile another device started attempt 2.
      ok(await call(fixture.ana, 'PUT', url(), commit(2, 1, 'other device')));
      const late = ok(await call(fixture.ana, 'PUT', url(), commit(1, 2, 'offline p5', ago(5_000)), 'late-commit-1'));
      expect(scormCommitResultSchema.parse(late.json())).toMatchObject({ attempt: 3, sequence: 2 });
      // Its replay (the answer was lost) answers the same and makes no fourth attempt.
      const replay = ok(await call(fixture.ana, 'PUT', url(), commit(1, 2, 'offline p5', ago(5_000)), 'late-commit-1'));
      expect(replay.body).toBe(late.body);
      expect((await attempts(fixture.ana)).map((row) => [row.attempt, row.sequence, row.cmi])).toEqual([
        [1, 1, commit(1, 1, 'p1').cmi],
        [2, 1, commit(2, 1, 'other device').cmi],
        [3, 2, commit(1, 2, 'offline p5').cmi],
      ]);
      const read = scormRuntimeSchema.parse(ok(await call(fixture.ana, 'GET', `${url()}?sco=lesson`)).json());
      expect(read).toMatchObject({ attempt: 3, sequence: 2 });
    });

    it('orders commits of one attempt by when they were made', async () => {
      ok(await call(fixture.bia, 'PUT', url(), commit(1, 5, 'online, later sequence')));
      // Made before that commit was stored: older data, refused as stale.
      expectApiError(
        await call(fixture.bia, 'PUT', url(), commit(1, 3, 'made long ago', ago(3_000_000)), 'late-commit-2'),
        409,
        'stale_commit',
      );
      // Made after it was stored: the newest data model, stored above it.
      const newer = ok(
        await call(
          fixture.bia,
          'PUT',
          url(),
          commit(1, 3, 'made offline just now', new Date().toISOString()),
          'late-commit-3',
        ),
      );
      expect(newer.json()).toMatchObject({ attempt: 1, sequence: 6 });
      expect((await attempts(fixture.bia)).map((row) => [row.attempt, row.sequence])).toEqual([[1, 6]]);
    });
  });

  describe('a timed test started online', () => {
    const start = async (user: FixtureUser) =>
      testAttemptSchema.parse(ok(await call(user, 'POST', `/api/activities/${ids.timed}/test/attempts/`)).json());
    const answer = (user: FixtureUser, attempt: TestAttempt, question: string, value: unknown, recordedAt?: string) =>
      call(user, 'PUT', `/api/test-attempts/${attempt.id}/answers/${question}/`, {
        lease: attempt.lease,
        answer: value,
        ...(recordedAt === undefined ? {} : { recorded_at: recordedAt }),
      });
    const moveDeadline = async (attempt: TestAttempt, startedAgo: number, deadlineAgo: number) =>
      context.database.db
        .update(testAttempts)
        .set({ startedAt: new Date(Date.now() - startedAgo), deadlineAt: new Date(Date.now() - deadlineAgo) })
        .where(eq(testAttempts.id, attempt.id));

    it('keeps its deadline offline: answers made before it count when they arrive late, answers made after it do not', async () => {
      const attempt = await start(fixture.ana);
      // Started 90 s ago with 60 s to answer: the deadline passed 30 s ago, while the learner was offline.
      await moveDeadline(attempt, 90_000, 30_000);
      const made = ago(50_000);
      const saved = ok(await answer(fixture.ana, attempt, 'sky', false, made));
      expect(saved.json()).toEqual({ question_id: 'sky', saved_at: new Date(made).toISOString() });
      expectApiError(await answer(fixture.ana, attempt, 'sea', true, ago(10_000)), 409, 'attempt_time_over');
      expectApiError(await answer(fixture.ana, attempt, 'sea', true), 409, 'attempt_time_over');
      expectApiError(
        await answer(fixture.ana, attempt, 'sea', true, ago(90_000 + RECORD_CLOCK_SKEW_MS + 60_000)),
        422,
        'recorded_at_before_start',
      );
      // The submission made offline before the deadline is not late, and scores the answer made in time.
      const submitted = ok(
        await call(
          fixture.ana,
          'POST',
          `/api/test-attempts/${attempt.id}/submit/`,
          { lease: attempt.lease, recorded_at: ago(40_000) },
          'late-submit-1',
        ),
      );
      expect(submitted.json()).toMatchObject({ result: { late: false, score: 50 } });
      // A late answer for the attempt closed meanwhile changes nothing of it.
      expectApiError(await answer(fixture.ana, attempt, 'sea', true, ago(45_000)), 409, 'attempt_closed');
    });

    it('never lets a late answer replace one made after it', async () => {
      const attempt = await start(fixture.bia);
      await moveDeadline(attempt, 20_000, -40_000);
      ok(await answer(fixture.bia, attempt, 'sky', true));
      const older = ok(await answer(fixture.bia, attempt, 'sky', false, ago(10_000)));
      const [row] = await context.database.db.select().from(testAttempts).where(eq(testAttempts.id, attempt.id));
      expect(row?.answers.sky?.answer).toBe(true);
      expect(older.json<{ saved_at: string }>().saved_at).toBe(row?.answers.sky?.savedAt);
    });
  });

  describe('game moves', () => {
    it('judges a late move in its turn, counts it once by its key, and refuses an impossible time', async () => {
      const attempt = gameAttemptSchema.parse(
        ok(await call(fixture.ana, 'POST', `/api/activities/${ids.game}/game/attempts/`)).json(),
      );
      const url = `/api/game-attempts/${attempt.id}/moves/`;
      expectApiError(
        await call(
          fixture.ana,
          'POST',
          url,
          { lease: attempt.lease, item: 's1', answer: true, recorded_at: ago(7_200_000) },
          'late-move-0',
        ),
        422,
        'recorded_at_before_start',
      );
      const move = { lease: attempt.lease, item: 's1', answer: true };
      const first = ok(await call(fixture.ana, 'POST', url, move, 'late-move-1'));
      const replay = ok(
        await call(fixture.ana, 'POST', url, { ...move, recorded_at: new Date().toISOString() }, 'late-move-1'),
      );
      expect(replay.body).toBe(first.body);
      const last = ok(
        await call(
          fixture.ana,
          'POST',
          url,
          { lease: attempt.lease, item: 's2', answer: false, recorded_at: new Date().toISOString() },
          'late-move-2',
        ),
      );
      expect(last.json()).toMatchObject({ result: { status: 'approved', score: 100 } });
    });
  });
});
