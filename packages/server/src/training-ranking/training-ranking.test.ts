import { trainingRankingResponseSchema } from '@campus/core/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  catalogueItems,
  catalogueUserStates,
  clients,
  retailChains,
  stores,
  testAttempts,
  userStores,
} from '../db/schema';
import { publishTrainingRankingChange } from '../shared/training-ranking-change';
import { insertActivities } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('GET /api/training-ranking/', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let storeId: number;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    await db.delete(catalogueUserStates).where(inArray(catalogueUserStates.userId, [fixture.ana.id, fixture.bia.id]));
    const items = await db
      .insert(catalogueItems)
      .values([
        { clientId: fixture.clientId, type: 'online_course', title: 'A' },
        { clientId: fixture.clientId, type: 'trail', title: 'B' },
      ])
      .returning({ id: catalogueItems.id });
    const [a, b] = items.map((row) => row.id) as [number, number];
    // Ana finished two trainings, Bia one (and an improved one counts too).
    await db.insert(catalogueUserStates).values([
      { userId: fixture.ana.id, itemId: a, enrolled: true, status: 'finished', progress: 100 },
      { userId: fixture.ana.id, itemId: b, enrolled: true, status: 'improved', progress: 100 },
      { userId: fixture.bia.id, itemId: a, enrolled: true, status: 'in_progress', progress: 50 },
    ]);
    // Bia's tests: best 90 in one (a retry of 40 does not add), 70 in another; Ana 80 in one.
    const tests = await insertActivities(db, a, {
      one: { title: 'Prova 1', type: 'conventional_test' },
      two: { title: 'Prova 2', type: 'conventional_test' },
    });
    const attempt = (userId: number, activityId: number, number: number, score: number) => ({
      userId,
      activityId,
      courseId: a,
      number,
      questionIds: [],
      optionOrders: {},
      lease: `lease-${userId}-${activityId}-${number}`,
      submittedAt: new Date(),
      status: 'finished' as const,
      score,
    });
    await db
      .insert(testAttempts)
      .values([
        attempt(fixture.bia.id, tests.one, 1, 90),
        attempt(fixture.bia.id, tests.one, 2, 40),
        attempt(fixture.bia.id, tests.two, 1, 70),
        attempt(fixture.ana.id, tests.one, 1, 80),
      ]);
    const [chain] = await db.insert(retailChains).values({ clientId: fixture.clientId, name: 'Rede' }).returning();
    const [store] = await db
      .insert(stores)
      .values({ clientId: fixture.clientId, chainId: chain!.id, name: 'Loja', state: 'RS' })
      .returning();
    storeId = store!.id;
    await db.insert(userStores).values({ userId: fixture.bia.id, storeId });
  }, 60_000);

  const setParams = (patch: Record<string, unknown>) =>
    context.database.db
      .update(clients)
      .set({ params: sql`${clients.params} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(clients.id, fixture.clientId));

  const ranking = async (user: FixtureUser, query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/training-ranking/${query}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return trainingRankingResponseSchema.parse(response.json());
  };
  const line = (entry: { user: { id: number | string }; value: number; position: number }) => [
    Number(entry.user.id),
    entry.value,
    entry.position,
  ];

  it('ranks every learner of the client by completed trainings when scores are not used', async () => {
    const answer = await ranking(fixture.bia);
    expect(answer.basis).toBe('completed');
    expect(answer.realtime_area).toBe(`client:${fixture.clientId}:training`);
    expect(answer.results.slice(0, 2).map(line)).toEqual([
      [fixture.ana.id, 2, 1],
      [fixture.bia.id, 0, 2],
    ]);
    expect(answer.me && line(answer.me)).toEqual([fixture.bia.id, 0, 2]);
    // Carl is another client's learner only.
    expect(answer.results.map((entry) => Number(entry.user.id))).not.toContain(fixture.carl.id);
  });

  it('ranks by the best score of each test when the client uses scores', async () => {
    await setParams({ group_training_use_score: true });
    const answer = await ranking(fixture.ana);
    expect(answer.basis).toBe('score');
    expect(answer.results.slice(0, 2).map(line)).toEqual([
      [fixture.bia.id, 160, 1],
      [fixture.ana.id, 80, 2],
    ]);
    await setParams({ group_training_use_score: false });
  });

  it('keeps the caller’s line when outside the top, and narrows to an area', async () => {
    const top = await ranking(fixture.bia, '?limit=1');
    expect(top.results.map(line)).toEqual([[fixture.ana.id, 2, 1]]);
    expect(top.me && line(top.me)).toEqual([fixture.bia.id, 0, 2]);
    const store = await ranking(fixture.ana, `?area=store:${storeId}`);
    expect(store.results.map(line)).toEqual([[fixture.bia.id, 0, 1]]);
    expect(store.me).toBeNull();
    const state = await ranking(fixture.ana, '?area=state:rs');
    expect(state.results.map((entry) => Number(entry.user.id))).toEqual([fixture.bia.id]);
    // Nobody in the area: an empty ranking on the client's basis, not a refusal.
    expect(await ranking(fixture.ana, '?area=store:999999')).toMatchObject({
      basis: 'completed',
      results: [],
      me: null,
    });
  });

  it('is refused when the client has no ranking, and for bad queries, with an error body', async () => {
    await setParams({ flags: { has_ranking: false } });
    const off = await context.app.inject({
      method: 'GET',
      url: '/api/training-ranking/',
      headers: { authorization: `Bearer ${fixture.ana.token}` },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    await setParams({ flags: { has_ranking: true, has_online_courses: true, has_trails: true } });
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/training-ranking/?area=galaxy',
      headers: { authorization: `Bearer ${fixture.ana.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/training-ranking/' })).statusCode).toBe(401);
  });
});

describe('publishTrainingRankingChange', () => {
  it('announces a training ranking event in the client’s training area', async () => {
    const publish = vi.fn().mockResolvedValue({});
    await publishTrainingRankingChange({ publish }, { clientId: 4, userIds: [9], reason: 'test_submitted' });
    expect(publish).toHaveBeenCalledWith('client:4:training', {
      kind: 'training',
      user_ids: [9],
      reason: 'test_submitted',
    });
  });

  it('logs a failed publish instead of throwing', async () => {
    const warn = vi.fn();
    const publish = vi.fn().mockRejectedValue(new Error('down'));
    await expect(
      publishTrainingRankingChange({ publish }, { clientId: 4, userIds: [9], reason: 'x' }, { warn }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
