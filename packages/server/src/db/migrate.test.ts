import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, TEST_DATABASE_URL } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { executeRows } from './execute-rows';
import { openDatabase } from './open-database';

const BASE_TABLES = ['clients', 'countries', 'languages', 'user_clients', 'users'];

describeEachDatabase('migrations', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind, { migrate: false });
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  async function tables(): Promise<string[]> {
    const rows = await executeRows<{ table_name: string }>(
      testDatabase.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return rows.map((row) => row.table_name);
  }

  it('create every base table on an empty database', async () => {
    expect(await tables()).toEqual([]);
    await testDatabase.database.migrate();
    expect(await tables()).toEqual(expect.arrayContaining(BASE_TABLES));
  });

  it('are recorded, so a second run changes nothing', async () => {
    const applied = async () =>
      (
        await executeRows<{ count: number }>(
          testDatabase.database.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      )[0]?.count;
    const before = await applied();
    await testDatabase.database.migrate();
    expect(await applied()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('enforce the base constraints', async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`insert into users (username, email) values ('a', 'Ana@Example.com')`);
    await expect(
      db.execute(sql`insert into users (username, email) values ('b', 'ana@example.COM')`),
    ).rejects.toThrow();
    await expect(db.execute(sql`insert into users (username, status) values ('c', 'sleeping')`)).rejects.toThrow();
    const [row] = await executeRows<{ roles: string[]; status: string }>(
      db,
      sql`select roles, status from users where username = 'a'`,
    );
    expect(row).toEqual({ roles: [], status: 'awaiting_approval' });
  });
});

it.runIf(TEST_DATABASE_URL)(
  'migrations from several processes at once are serialised [postgres]',
  async () => {
    const target = await createTestDatabase('postgres', { migrate: false });
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ ...target.config, databasePoolMax: 2 })));
    try {
      await Promise.all([target.database, ...others].map((database) => database.migrate()));
      const [applied] = await executeRows<{ count: number }>(
        target.database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBeGreaterThan(0);
    } finally {
      await Promise.all(others.map((database) => database.close()));
      await target.dispose();
    }
  },
  60_000,
);
