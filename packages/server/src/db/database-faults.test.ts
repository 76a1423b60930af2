import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { expectLedgerConsistent } from '../loyalty/ledger-invariants.test-util';
import {
  demoIds,
  demoTokens,
  jpegWithExif,
  postMultipart,
  saleFields,
  userIdOf,
} from '../loyalty/loyalty-test-helpers.test-util';
import { createTestApp, TEST_DATABASE_URL } from '../test-support/test-app.test-util';
import { uploaderKey, uploadLimiter } from '../uploads/upload-limiter';

/*
 * Issue 18, finding 1: PostgreSQL ending the connections in use (a restart, a failover, pg_terminate_backend)
 * used to end the process with an unhandled 'error' event. Now the process lives on, a request whose connection
 * died answers 503 `database_unavailable` (or succeeds on a retry of its transaction), and nothing is half written.
 */
it.runIf(TEST_DATABASE_URL)(
  'survives PostgreSQL ending its connections under write load: 503 at worst, never 500, the ledger intact [postgres]',
  async () => {
    const context = await createTestApp('postgres', { seed: true });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const [token] = Object.values(await demoTokens(context.app, ['agent']));
      const store = (await demoIds(context.database.db)).store('Horizonte Paulista');
      const photo = await jpegWithExif();
      const sell = () =>
        postMultipart(context.app, '/api/sales/', String(token), saleFields(store), {
          invoice_photo: { bytes: photo },
        });
      const database = new URL(String(context.config.databaseUrl)).pathname.slice(1);

      const answers: { status: number; code: string | undefined }[] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          const response = await sell();
          answers.push({ status: response.statusCode, code: response.json<{ code?: string }>().code });
        }
      };
      const terminator = async () => {
        for (let round = 0; round < 6; round++) {
          await sleep(200);
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [database],
          );
        }
        writing = false;
      };
      await Promise.all([writer(), writer(), writer(), writer(), terminator()]);

      const failures = answers.filter((answer) => answer.status >= 500);
      expect(failures.filter((answer) => answer.status !== 503 || answer.code !== 'database_unavailable')).toEqual([]);
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      // The process and its pool recover by themselves (the loop may have used up the agent's uploads).
      await uploadLimiter.reset(context.app, [uploaderKey(await userIdOf(context.database.db, 'agent'))]);
      expect((await sell()).statusCode).toBe(201);
      expect((await context.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await expectLedgerConsistent(context.database.db, await userIdOf(context.database.db, 'agent'));
    } finally {
      await admin.end();
      await context.close();
    }
  },
  30_000,
);
