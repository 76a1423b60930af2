import { courseActivitiesSchema, scormRuntimeSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityRuntimeData } from '../../db/schema';
import { enrol, expectApiError, insertActivities } from '../../test-support/activity-fixture.test-util';
import { getAs, seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { SCORM_RUNTIME_BODY_LIMIT } from './runtime-routes';

/** The API's general body limit in this suite: far below the run-time route's own, which must not depend on it. */
const GENERAL_BODY_LIMIT = 65_536;

/** A suspend_data of `length` characters mixing what escapes and encodes differently: quotes, backslashes, accents, emoji. */
function longSuspendData(length: number): string {
  const pattern = 'A1"\\/{}[]ção😀\t\n%20<>&\'';
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length - 1) + 'Z';
}

describeEachDatabase('SCORM run-time data: /api/activities/{activity_id}/runtime/', (kind) => {
  const context = useTestApp(kind, { config: { bodyLimit: GENERAL_BODY_LIMIT } });
  let fixture: CatalogueFixture;
  /** Activity ids by name. */
  let ids: Record<'scorm' | 'scorm12' | 'pdf' | 'awaiting' | 'notEnrolled' | 'otherClient', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const { salesCourse, securityCourse, otherClientCourse } = fixture.items;
    ids = {
      ...(await insertActivities(db, salesCourse, {
        scorm: { title: 'Módulo SCORM 2004', type: 'scorm' },
        pdf: { title: 'Apostila', type: 'pdf' },
        awaiting: { title: 'Simulação', type: 'scorm', requiresAuthorization: true },
        scorm12: { title: 'Módulo SCORM 1.2', type: 'scorm' },
      })),
      ...(await insertActivities(db, securityCourse, { notEnrolled: { title: 'Senhas', type: 'scorm' } })),
      ...(await insertActivities(db, otherClientCourse, { otherClient: { title: 'Outro', type: 'scorm' } })),
    };
    // Bia is enrolled in the sales course too (Ana is, by the fixture), so she may open its activities.
    await enrol(db, fixture.bia.id, salesCourse);
  }, 60_000);

  /** The SCO of the single-SCO modules below (its manifest `<item identifier>`). */
  const SCO = 'item_1';
  const url = (id: number | string) => `/api/activities/${id}/runtime/`;
  const readUrl = (id: number | string, sco = SCO) => `${url(id)}?sco=${encodeURIComponent(sco)}`;
  // The raw body: the tests also send bodies no commit type allows.
  const put = (user: FixtureUser, id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'PUT',
      url: url(id),
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
      payload: payload as Record<string, unknown>,
    });
  const read = async (user: FixtureUser, id: number, sco = SCO) => {
    const response = await getAs(context.app, user, readUrl(id, sco));
    expect(response.statusCode, response.body).toBe(200);
    return scormRuntimeSchema.parse(response.json());
  };
  const stored = (id: number) =>
    context.database.db.select().from(activityRuntimeData).where(eqActivity(id)).orderBy(activityRuntimeData.userId);
  const expectError = expectApiError;

  const firstCommit = {
    sco: SCO,
    version: 'scorm2004',
    attempt: 1,
    sequence: 1,
    cmi: {
      location: 'slide-3',
      suspend_data: '{"visited":[1,2,3]}',
      completion_status: 'incomplete',
      success_status: 'unknown',
      progress_measure: '0.4',
      score: { raw: 7, min: 0, max: 10, scaled: 0.7 },
      interactions: [
        {
          id: 'q1',
          type: 'choice',
          learner_response: 'a[,]b',
          result: 'correct',
          correct_responses: [{ pattern: 'a[,]b' }],
        },
      ],
      objectives: { '0': { id: 'obj-1', success_status: 'passed', score: { scaled: 1 } } },
    },
  } as const;

  it('answers a first launch with an empty model, attempt 1 and sequence 0 (not 404)', async () => {
    expect(await read(fixture.ana, ids.scorm)).toEqual({ sco: SCO, version: null, attempt: 1, sequence: 0, cmi: {} });
  });

  it('stores a commit and hands it back on resume; the activity is in progress at the measured progress', async () => {
    const response = await put(fixture.ana, ids.scorm, firstCommit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sco: SCO, attempt: 1, sequence: 1, status: 'in_progress', progress: 40 });
    expect(await read(fixture.ana, ids.scorm)).toEqual(firstCommit);
    const activities = courseActivitiesSchema.parse(
      (await getAs(context.app, fixture.ana, `/api/online-courses/${fixture.items.salesCourse}/activities/`)).json(),
    );
    expect(activities.activities.find((activity) => activity.id === ids.scorm)).toMatchObject({
      status: 'in_progress',
      progress: 40,
    });
  });

  it('refuses a stale commit (same or lower sequence) with 409 stale_commit and changes nothing', async () => {
    const before = await stored(ids.scorm);
    // The same sequence with another data model: another tab, or a keepalive sent after a newer commit.
    const stale = await put(fixture.ana, ids.scorm, {
      ...firstCommit,
      cmi: { ...firstCommit.cmi, location: 'slide-1' },
    });
    expect(expectError(stale, 409, 'stale_commit')).toMatchObject({ details: { attempt: 1, sequence: 1 } });
    expect(await stored(ids.scorm)).toEqual(before);
    expect((await read(fixture.ana, ids.scorm)).cmi).toEqual(firstCommit.cmi);
  });

  it('answers a retry of the stored commit again, and takes a newer sequence', async () => {
    const retry = await put(fixture.ana, ids.scorm, firstCommit);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ attempt: 1, sequence: 1 });
    const newer = await put(fixture.ana, ids.scorm, {
      ...firstCommit,
      sequence: 5,
      cmi: { ...firstCommit.cmi, location: 'slide-4', progress_measure: 0.6 },
    });
    expect(newer.json()).toEqual({ sco: SCO, attempt: 1, sequence: 5, status: 'in_progress', progress: 60 });
    const stale = await put(fixture.ana, ids.scorm, { ...firstCommit, sequence: 4 });
    expectError(stale, 409, 'stale_commit');
    expect(await read(fixture.ana, ids.scorm)).toMatchObject({ sequence: 5, cmi: { location: 'slide-4' } });
  });

  it('round-trips a long suspend_data byte-exact, beyond the API’s general body limit', async () => {
    const suspendData = longSuspendData(300_000);
    const commit = { ...firstCommit, sequence: 6, cmi: { ...firstCommit.cmi, suspend_data: suspendData } };
    const body = JSON.stringify(commit);
    expect(Buffer.byteLength(body)).toBeGreaterThan(GENERAL_BODY_LIMIT);
    const response = await put(fixture.ana, ids.scorm, body, { 'content-type': 'application/json' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const resumed = await getAs(context.app, fixture.ana, readUrl(ids.scorm));
    const raw = resumed.json<{ cmi: { suspend_data: string } }>().cmi.suspend_data;
    expect(raw.length).toBe(suspendData.length);
    expect(Buffer.from(raw, 'utf8').equals(Buffer.from(suspendData, 'utf8'))).toBe(true);
  });

  it('refuses a body over the run-time limit with 413 payload_too_large and stores nothing', async () => {
    const before = await stored(ids.scorm);
    const commit = {
      ...firstCommit,
      sequence: 7,
      cmi: { ...firstCommit.cmi, suspend_data: 'x'.repeat(SCORM_RUNTIME_BODY_LIMIT) },
    };
    expectError(
      await put(fixture.ana, ids.scorm, JSON.stringify(commit), { 'content-type': 'application/json' }),
      413,
      'payload_too_large',
    );
    expect(await stored(ids.scorm)).toEqual(before);
  });

  it("keeps each learner's data their own: a second learner starts empty and never sees or changes the first's", async () => {
    expect(await read(fixture.bia, ids.scorm)).toEqual({ sco: SCO, version: null, attempt: 1, sequence: 0, cmi: {} });
    const commit = { sco: SCO, version: 'scorm2004', attempt: 1, sequence: 1, cmi: { location: 'bia-1' } };
    expect((await put(fixture.bia, ids.scorm, commit)).statusCode).toBe(200);
    expect(await read(fixture.bia, ids.scorm)).toEqual(commit);
    expect(await read(fixture.ana, ids.scorm)).toMatchObject({ sequence: 6, cmi: { location: 'slide-3' } });
  });

  it('completes a SCORM 1.2 activity from lesson_status, never going back, and starts a new attempt', async () => {
    const commit = (attempt: number, sequence: number, lessonStatus: string) => ({
      sco: SCO,
      version: 'scorm12',
      attempt,
      sequence,
      cmi: { core: { lesson_status: lessonStatus, lesson_location: `p${sequence}`, score: { raw: '80' } } },
    });
    expect((await put(fixture.ana, ids.scorm12, commit(1, 1, 'incomplete'))).json()).toMatchObject({
      status: 'in_progress',
    });
    expect((await put(fixture.ana, ids.scorm12, commit(1, 2, 'failed'))).json()).toMatchObject({
      status: 'reproved',
      progress: 100,
    });
    expect((await put(fixture.ana, ids.scorm12, commit(1, 3, 'passed'))).json()).toMatchObject({
      status: 'approved',
      progress: 100,
    });
    // A new attempt (reviewing the module) does not undo the pass.
    expect((await put(fixture.ana, ids.scorm12, commit(2, 1, 'incomplete'))).json()).toEqual({
      sco: SCO,
      attempt: 2,
      sequence: 1,
      status: 'approved',
      progress: 100,
    });
    expect(await read(fixture.ana, ids.scorm12)).toMatchObject({ version: 'scorm12', attempt: 2, sequence: 1 });
    // The previous attempt is closed; skipping an attempt is malformed.
    expectError(await put(fixture.ana, ids.scorm12, commit(1, 9, 'passed')), 409, 'stale_commit');
    expectError(await put(fixture.ana, ids.scorm12, commit(4, 1, 'passed')), 400, 'invalid_request');
    // An attempt keeps its version.
    const otherVersion = await put(fixture.ana, ids.scorm12, { ...commit(2, 2, 'passed'), version: 'scorm2004' });
    expect(expectError(otherVersion, 400, 'invalid_request')).toMatchObject({ fields: ['body.version'] });
  });

  it('keeps each SCO of a multi-SCO package apart and rolls the activity up over them', async () => {
    const commit = (sco: string, sequence: number, cmi: Record<string, unknown>) =>
      put(fixture.bia, ids.scorm12, { sco, version: 'scorm2004', attempt: 1, sequence, cmi });
    const first = await commit('module_1', 1, { completion_status: 'completed', location: 'm1-end' });
    expect(first.json()).toEqual({ sco: 'module_1', attempt: 1, sequence: 1, status: 'finished', progress: 100 });
    // A second SCO has its own attempt and sequence. The roll-up counts the SCOs launched so far, so module_1
    // alone finished the activity, and a state never goes back.
    const second = await commit('module_2', 1, { completion_status: 'incomplete', location: 'm2-p1' });
    expect(second.json()).toEqual({ sco: 'module_2', attempt: 1, sequence: 1, status: 'finished', progress: 100 });
    expect(await read(fixture.bia, ids.scorm12, 'module_1')).toMatchObject({ cmi: { location: 'm1-end' } });
    expect(await read(fixture.bia, ids.scorm12, 'module_2')).toMatchObject({ cmi: { location: 'm2-p1' } });
    expect(await read(fixture.bia, ids.scorm12, 'module_3')).toMatchObject({ attempt: 1, sequence: 0, cmi: {} });
    const passed = await commit('module_2', 2, { completion_status: 'completed', success_status: 'passed' });
    expect(passed.json()).toMatchObject({ status: 'approved', progress: 100 });
  });

  it('rolls a first SCO in progress and a second one completed up to in progress at their mean', async () => {
    const commit = (sco: string, cmi: Record<string, unknown>) =>
      put(fixture.bia, ids.scorm, { sco, version: 'scorm2004', attempt: 1, sequence: 2, cmi });
    // Bia's item_1 (sequence 1, no completion status) is in progress at 0 %.
    const other = await commit('item_2', { completion_status: 'completed' });
    expect(other.json()).toEqual({ sco: 'item_2', attempt: 1, sequence: 2, status: 'in_progress', progress: 50 });
  });

  it('refuses another client’s member with 404 and a client without online courses with 403', async () => {
    for (const id of [ids.scorm, ids.otherClient + 1_000_000]) {
      expectError(await getAs(context.app, fixture.carl, readUrl(id)), 404, 'not_found_or_forbidden');
      expectError(await put(fixture.carl, id, firstCommit), 404, 'not_found_or_forbidden');
    }
    expectError(await getAs(context.app, fixture.dora, readUrl(ids.scorm)), 403, 'forbidden');
    expect((await context.app.inject({ method: 'GET', url: readUrl(ids.scorm) })).statusCode).toBe(401);
  });

  it('refuses a course the learner is not enrolled in with the spec’s message, a blocked activity with why', async () => {
    const read403 = await getAs(context.app, fixture.ana, readUrl(ids.notEnrolled));
    expect(expectError(read403, 403, 'not_found_or_forbidden').message).toBe(
      'Não encontrado ou não possui permissão para acessar.',
    );
    expectError(await put(fixture.ana, ids.notEnrolled, firstCommit), 403, 'not_found_or_forbidden');
    const awaiting = await getAs(context.app, fixture.ana, readUrl(ids.awaiting));
    expect(expectError(awaiting, 403, 'awaiting_instructor')).toMatchObject({
      message: 'Esta atividade será liberada depois que o instrutor autorizar sua participação.',
      details: { reason: 'awaiting_instructor' },
    });
    expectError(await put(fixture.ana, ids.awaiting, firstCommit), 403, 'awaiting_instructor');
    expect(await stored(ids.awaiting)).toEqual([]);
  });

  it('refuses an activity that is not SCORM with 422 activity_not_scorm', async () => {
    expectError(await getAs(context.app, fixture.ana, readUrl(ids.pdf)), 422, 'activity_not_scorm');
    expectError(await put(fixture.ana, ids.pdf, firstCommit), 422, 'activity_not_scorm');
    expect(await stored(ids.pdf)).toEqual([]);
  });

  describe('malformed input is 400 { code, message }, never 500', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 20; level += 1) deep = { nested: deep };
    const cases: [string, unknown][] = [
      ['cmi is text', { ...firstCommit, sequence: 50, cmi: 'suspend' }],
      ['cmi is an array', { ...firstCommit, sequence: 50, cmi: [] }],
      ['interactions is text', { ...firstCommit, sequence: 50, cmi: { interactions: 'q1' } }],
      ['an interaction is text', { ...firstCommit, sequence: 50, cmi: { interactions: ['q1'] } }],
      ['objectives keyed by a name', { ...firstCommit, sequence: 50, cmi: { objectives: { first: { id: 'a' } } } }],
      ['suspend_data is an object', { ...firstCommit, sequence: 50, cmi: { suspend_data: { a: 1 } } }],
      ['values nested too deep', { ...firstCommit, sequence: 50, cmi: { extension: deep } }],
      ['a lone surrogate', { ...firstCommit, sequence: 50, cmi: { suspend_data: 'a\ud800b' } }],
      ['sequence 0', { ...firstCommit, sequence: 0 }],
      ['a fractional sequence', { ...firstCommit, sequence: 50.5 }],
      ['a sequence past int32', { ...firstCommit, sequence: 2 ** 31 }],
      ['no attempt', { sco: SCO, version: 'scorm2004', sequence: 50, cmi: {} }],
      ['no sco', { version: 'scorm2004', attempt: 1, sequence: 50, cmi: {} }],
      ['an empty sco', { ...firstCommit, sequence: 50, sco: '' }],
      ['a sco past 255 characters', { ...firstCommit, sequence: 50, sco: 'i'.repeat(256) }],
      ['an unknown version', { ...firstCommit, sequence: 50, version: 'aicc' }],
    ];
    it.each(cases)('%s', async (_name, payload) => {
      const response = await put(fixture.ana, ids.scorm, JSON.stringify(payload), {
        'content-type': 'application/json',
      });
      expectError(response, 400, 'invalid_request');
    });

    it('a body that is not JSON, a NUL character, a path id that is not a number, arrays nested 100 000 deep', async () => {
      const json = { 'content-type': 'application/json' };
      expectError(await put(fixture.ana, ids.scorm, '{"attempt":', json), 400, 'malformed_body');
      const nul = await put(fixture.ana, ids.scorm, { ...firstCommit, sequence: 50, cmi: { suspend_data: 'a\u0000' } });
      expectError(nul, 400, 'invalid_request');
      expectError(await getAs(context.app, fixture.ana, readUrl('abc')), 400, 'invalid_request');
      expectError(await getAs(context.app, fixture.ana, url(ids.scorm)), 400, 'invalid_request');
      const nested = `{"version":"scorm2004","attempt":1,"sequence":50,"cmi":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
      expectError(await put(fixture.ana, ids.scorm, nested, json), 400, 'invalid_request');
      expect(await read(fixture.ana, ids.scorm)).toMatchObject({ sequence: 6 });
    });
  });
});

/** Rows of one activity. */
function eqActivity(id: number) {
  return eq(activityRuntimeData.activityId, id);
}
