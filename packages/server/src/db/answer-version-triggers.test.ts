import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_TEST_TIMEOUT_MS } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { executeRows } from './execute-rows';

/*
 * The answer versions' trigger functions are re-created by later migrations to learn new kinds of rows
 * (`CREATE OR REPLACE`, migrations 0024 on). A re-creation written from an older text silently drops the kinds added
 * in between, and the triggers passing them then move no version at all: every kind a trigger passes must be one
 * its function's final text names.
 */
let test: TestDatabase;
// A first run builds the migrated template: CPU-bound, longer than the default hook timeout on a busy machine.
beforeAll(async () => {
  test = await createTestDatabase('pglite');
}, DATABASE_TEST_TIMEOUT_MS);
afterAll(() => test.dispose());

it('gives every answer-version trigger a kind its function handles', async () => {
  const triggers = await executeRows<{ trigger: string; fn: string; source: string; args: string }>(
    test.database.db,
    sql`select t.tgname as trigger, p.proname as fn, p.prosrc as source,
               encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_proc p on p.oid = t.tgfoid
         where p.proname like 'campus_bump_%'`,
  );
  expect(triggers.length).toBeGreaterThan(40);
  const unhandled = triggers.flatMap(({ trigger, fn, source, args }) => {
    // tgargs: each argument followed by a NUL byte (shown as \000 by `encode(…, 'escape')`).
    const [, kind] = args.split('\\000');
    return kind === undefined || kind === '' || source.includes(`'${kind}'`) ? [] : [`${trigger} → ${fn}('${kind}')`];
  });
  expect(unhandled).toEqual([]);
});
