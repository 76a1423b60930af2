import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { executeRows } from './execute-rows';
import { languages } from './schema';
import { statementName } from './statement-names';

it('names a SQL text the same way every time, and other texts otherwise', () => {
  expect(statementName('select 1 where $1')).toBe(statementName('select 1 where $1'));
  expect(statementName('select 1 where $1')).not.toBe(statementName('select 2 where $1'));
  expect(statementName('select 1 where $1')).toMatch(/^campus_[0-9a-f]{24}$/);
});

describeEachDatabase('statements named after their SQL', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.database.db.insert(languages).values([
      { id: 901, code: 'xx-AA', name: 'Primeira' },
      { id: 902, code: 'xx-BB', name: 'Segunda' },
    ]);
  });
  afterAll(() => test.dispose());

  it('answers each call of one shape with its own values', async () => {
    const byId = (id: number) =>
      test.database.db.select({ name: languages.name }).from(languages).where(eq(languages.id, id));
    expect(await byId(901)).toEqual([{ name: 'Primeira' }]);
    expect(await byId(902)).toEqual([{ name: 'Segunda' }]);
    expect(await byId(903)).toEqual([]);
  });

  it('prepares one statement per query shape on a connection (PGlite: its one session), none without values', async () => {
    const statements = await test.database.db.transaction(async (tx) => {
      // A transaction holds one connection: what it prepared is in its pg_prepared_statements (PGlite has one).
      const byId = (id: number) => tx.select({ name: languages.name }).from(languages).where(eq(languages.id, id));
      expect(await byId(901)).toEqual([{ name: 'Primeira' }]);
      expect(await byId(902)).toEqual([{ name: 'Segunda' }]);
      await tx.execute(sql`select count(*) from "languages"`);
      return executeRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements
          where statement like '%from "languages"%' and statement not like '%pg_prepared_statements%'`,
      );
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^campus_/);
    expect(statements[0]?.statement).toContain('where "languages"."id" = $1');
  });
});
