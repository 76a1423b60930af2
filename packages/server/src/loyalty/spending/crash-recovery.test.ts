import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { productToday } from '../../shared/product-time';
import { openPglite } from '../../db/open-pglite';
import { ledgerEntries, pointLots, saleLines, sales, users } from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';

/*
 * Crash test (issue 6): the real API process (`npm run api`'s entry, src/main.ts) on a PGlite data folder takes
 * a stream of sales, is killed with SIGKILL in the middle, and is started again on the same folder. Then:
 * PGlite reopens with its committed rows, every sale answered 2xx is in the database exactly once (a retry of
 * its Idempotency-Key replays the same answer), requests cut off by the kill either committed whole or not at
 * all (their retry makes exactly one sale), and no sale lacks its lines, ledger credit or lot.
 */

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;
const SKU = 'MN-DEL-27';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Starts the API on `dataDir` and waits until it answers /health. */
async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const tsx = createRequire(join(packageDir, 'package.json')).resolve('tsx');
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsx, join('src', 'main.ts')], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      CAMPUS_DATA_DIR: dataDir,
      CAMPUS_API_PORT: String(port),
      // The free port found above says nothing of the next one, where the content origin would listen.
      CAMPUS_CONTENT_PORT: '0',
      CAMPUS_API_HOST: '127.0.0.1',
      CAMPUS_LOG_LEVEL: 'warn',
      CAMPUS_DEMO: '1',
      DATABASE_URL: '',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer /health in time: ${stderr}`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/o/token/`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'owner', password: 'Campus#2026' }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface SaleTarget {
  readonly retailer: number;
  readonly store: number;
}

async function ownerStore(base: string, token: string): Promise<SaleTarget> {
  const response = await fetch(`${base}/api/stores/`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as {
    retailers: { id: number; stores: { id: number; participating: boolean }[] }[];
  };
  for (const retailer of body.retailers) {
    const store = retailer.stores.find((one) => one.participating);
    if (store) return { retailer: retailer.id, store: store.id };
  }
  throw new Error('the demo owner has no participating store');
}

/** What became of one sale request. */
interface Outcome {
  readonly invoice: string;
  /** HTTP status, or null when the kill cut the connection. */
  status: number | null;
  body: string | null;
}

function postSale(base: string, token: string, target: SaleTarget, invoice: string) {
  const form = new FormData();
  form.set('retailer', String(target.retailer));
  form.set('store', String(target.store));
  form.set('sale_date', productToday());
  form.set('invoice_number', invoice);
  form.set('observation', 'crash test');
  form.set('products', JSON.stringify([{ sku: SKU, quantity: 1 }]));
  return fetch(`${base}/api/sales/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `crash-${invoice}` },
    body: form,
  });
}

describe('crash recovery of the API process (PGlite on disk)', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (dataDir) await rm(`${dataDir}.lock`, { force: true });
  });

  it('keeps every answered sale exactly once and nothing half-written after SIGKILL', async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'campus-crash-')), 'data');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = await startApi(dataDir, port);
    let token = await signIn(base);
    const target = await ownerStore(base, token);

    // A stream of sales from 4 clients at once; the process is killed while they are in flight.
    const outcomes: Outcome[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const outcome: Outcome = { invoice: `CRASH-${next++}`, status: null, body: null };
        outcomes.push(outcome);
        try {
          const response = await postSale(base, token, target, outcome.invoice);
          outcome.body = await response.text();
          outcome.status = response.status;
        } catch {
          // The connection died with the process: the outcome is unknown until the retry.
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (outcomes.filter((outcome) => outcome.status === 201).length < 15) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    child.kill('SIGKILL');
    await once(child, 'exit');
    await Promise.all(workers);
    const answered = outcomes.filter((outcome) => outcome.status === 201);
    expect(answered.length).toBeGreaterThanOrEqual(15);
    for (const outcome of outcomes) expect([201, null]).toContain(outcome.status);

    // Restart on the same folder: the committed rows are there, and every request is retried with its key.
    child = await startApi(dataDir, port);
    token = await signIn(base);
    for (const outcome of outcomes) {
      const retry = await postSale(base, token, target, outcome.invoice);
      expect(retry.status, outcome.invoice).toBe(201);
      const body = await retry.text();
      if (outcome.status === 201) {
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(body).toBe(outcome.body);
      }
    }
    child.kill('SIGTERM');
    await once(child, 'exit');

    // The folder read directly: one sale per invoice, each whole.
    const database = await openPglite(dataDir);
    try {
      const { db } = database;
      const crashSales = await db.select().from(sales).where(like(sales.invoiceNumber, 'CRASH-%'));
      expect(crashSales).toHaveLength(outcomes.length);
      expect(new Set(crashSales.map((sale) => sale.invoiceNumber)).size).toBe(outcomes.length);
      const ids = new Set(crashSales.map((sale) => sale.id));
      for (const outcome of answered)
        expect(ids.has((JSON.parse(outcome.body ?? '{}') as { id: number }).id)).toBe(true);
      for (const sale of crashSales) {
        const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, sale.id));
        expect(lines.map((line) => line.sku)).toEqual([SKU]);
        const credits = await db
          .select({ id: ledgerEntries.id, points: ledgerEntries.points })
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.sourceType, 'sale'),
              eq(ledgerEntries.sourceId, sale.id),
              eq(ledgerEntries.kind, 'earned'),
            ),
          );
        expect(credits).toHaveLength(1);
        expect(credits[0]?.points).toBe(sale.totalPoints);
        const [lot] = await db
          .select()
          .from(pointLots)
          .where(eq(pointLots.entryId, credits[0]?.id ?? 0));
        expect(lot?.points).toBe(sale.totalPoints);
      }
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'owner'));
      await expectLedgerConsistent(db, owner?.id ?? 0);
      const [orphans] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.sourceType, 'sale'),
            sql`not exists (select 1 from sales where sales.id = ${ledgerEntries.sourceId})`,
          ),
        );
      expect(Number(orphans?.count)).toBe(0);
    } finally {
      await database.close();
    }
  }, 420_000);
});
