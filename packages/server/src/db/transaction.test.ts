import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, TEST_DATABASE_URL } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { executeRows } from './execute-rows';
import type { CampusDb } from './database';
import { languages } from './schema';
import { isDatabaseUnavailable } from './database-unavailable';
import { sqlState } from './sql-state';
import { isRetryableTransactionError, withTransaction } from './transaction';

function sqlError(code: string): Error {
  // The shape Drizzle gives: its own error with the driver's error (carrying the SQLSTATE) as cause.
  return new Error('Failed query', { cause: Object.assign(new Error('could not serialize access'), { code }) });
}

it('recognises retryable SQLSTATEs through wrappers', () => {
  expect(sqlState(sqlError('40001'))).toBe('40001');
  expect(isRetryableTransactionError(sqlError('40001'))).toBe(true);
  expect(isRetryableTransactionError(sqlError('40P01'))).toBe(true);
  expect(isRetryableTransactionError(sqlError('23505'))).toBe(false);
  expect(isRetryableTransactionError(new Error('plain'))).toBe(false);
  expect(isRetryableTransactionError(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBe(false);
});

describe('withTransaction and a lost connection', () => {
  const lost = new Error('Connection terminated unexpectedly');
  /** A database whose transactions lose their connection before, or after, the work ran. */
  function flakyDb(failures: number, when: 'before commit' | 'at commit') {
    let calls = 0;
    const db = {
      async transaction(work: (tx: unknown) => Promise<unknown>) {
        calls += 1;
        if (calls > failures) return work({});
        if (when === 'at commit') await work({});
        throw new Error('Failed query: insert', { cause: lost });
      },
    } as unknown as CampusDb;
    return { db, calls: () => calls };
  }

  it('is told apart from a query error', () => {
    expect(isDatabaseUnavailable(new Error('x', { cause: lost }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('retries while the work had not finished: the server rolled the transaction back', async () => {
    const flaky = flakyDb(2, 'before commit');
    await expect(withTransaction(flaky.db, async () => 'done', { baseDelayMs: 1 })).resolves.toBe('done');
    expect(flaky.calls()).toBe(3);
  });

  it('does not retry once the work finished: the COMMIT may have landed', async () => {
    const flaky = flakyDb(1, 'at commit');
    await expect(withTransaction(flaky.db, async () => 'done', { baseDelayMs: 1 })).rejects.toThrow('Failed query');
    expect(flaky.calls()).toBe(1);
  });
});

describeEachDatabase('withTransaction', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it('retries a serialization failure, rolling back the failed attempt', async () => {
    const { db } = testDatabase.database;
    const attempts: number[] = [];
    const result = await withTransaction(
      db,
      async (tx, attempt) => {
        attempts.push(attempt);
        await tx.insert(languages).values({ id: 100 + attempt, code: `xx-${attempt}`, name: 'Test' });
        if (attempt < 3) throw sqlError(attempt === 1 ? '40001' : '40P01');
        return 'done';
      },
      { isolationLevel: 'serializable', baseDelayMs: 1 },
    );
    expect(result).toBe('done');
    expect(attempts).toEqual([1, 2, 3]);
    const rows = await db.select().from(languages);
    expect(rows.map((row) => row.id).filter((id) => id >= 100)).toEqual([103]);
  });

  it('gives up after maxAttempts', async () => {
    let attempts = 0;
    await expect(
      withTransaction(
        testDatabase.database.db,
        async () => {
          attempts++;
          throw sqlError('40001');
        },
        { maxAttempts: 2, baseDelayMs: 1 },
      ),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(2);
  });

  it('does not retry other errors, and rolls back', async () => {
    const { db } = testDatabase.database;
    let attempts = 0;
    await expect(
      withTransaction(db, async (tx) => {
        attempts++;
        await tx.insert(languages).values({ id: 200, code: 'yy-1', name: 'Test' });
        await tx.insert(languages).values({ id: 200, code: 'yy-2', name: 'Duplicate id' });
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
    expect(await db.select().from(languages).where(eq(languages.id, 200))).toEqual([]);
  });
});

it.runIf(TEST_DATABASE_URL)(
  'resolves a real serialization conflict by retrying [postgres]',
  async () => {
    const testDatabase = await createTestDatabase('postgres');
    const { db } = testDatabase.database;
    try {
      await db.execute(sql`create table counters (id int primary key, value int not null)`);
      await db.execute(sql`insert into counters values (1, 0)`);
      // Two serializable read-modify-write transactions on one row: one must fail with 40001 and be retried.
      let bothRead!: () => void;
      const readBarrier = new Promise<void>((resolve) => (bothRead = resolve));
      let reads = 0;
      const increment = () =>
        withTransaction(
          db,
          async (tx, attempt) => {
            const [row] = await executeRows<{ value: number }>(tx, sql`select value from counters where id = 1`);
            if (attempt === 1 && ++reads === 2) bothRead();
            if (attempt === 1) await readBarrier;
            await tx.execute(sql`update counters set value = ${(row?.value ?? 0) + 1} where id = 1`);
            return attempt;
          },
          { isolationLevel: 'serializable', baseDelayMs: 1 },
        );
      const attempts = await Promise.all([increment(), increment()]);
      const [final] = await executeRows<{ value: number }>(db, sql`select value from counters where id = 1`);
      expect(final?.value).toBe(2);
      expect(Math.max(...attempts)).toBeGreaterThan(1);
    } finally {
      await testDatabase.dispose();
    }
  },
  60_000,
);
