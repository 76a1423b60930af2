import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { executeWithCachedPlan } from './cached-plan';
import { executeRows } from './execute-rows';
import { languages } from './schema';

describeEachDatabase('executeWithCachedPlan', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.database.db.insert(languages).values([
      { id: 901, code: 'xx-AA', name: 'Primeira' },
      { id: 902, code: 'xx-BB', name: 'Segunda' },
    ]);
  });
  afterAll(() => test.dispose());

  const byId = (id: number) =>
    test.database.db.select({ name: languages.name }).from(languages).where(eq(languages.id, id));

  it('answers each call with its own values, the statement being reused for the same shape', async () => {
    expect(await executeWithCachedPlan(byId(901))).toEqual([{ name: 'Primeira' }]);
    expect(await executeWithCachedPlan(byId(902))).toEqual([{ name: 'Segunda' }]);
    expect(await executeWithCachedPlan(byId(903))).toEqual([]);
  });

  it.runIf(kind === 'postgres')('prepares one named statement per query shape on a connection', async () => {
    const names = await test.database.db.transaction(async (tx) => {
      const onConnection = (id: number) =>
        tx.select({ name: languages.name }).from(languages).where(eq(languages.id, id));
      await executeWithCachedPlan(onConnection(901));
      await executeWithCachedPlan(onConnection(902));
      return executeRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name like 'campus\_%' and statement like '%"languages"%'`,
      );
    });
    expect(names).toHaveLength(1);
  });
});
