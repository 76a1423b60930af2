#!/usr/bin/env node
// Load benchmark of `POST /api/sales/` on PostgreSQL (issue 6): `npm run bench:sales -w @campus/server`, also
// part of `npm run bench`. Creates a scratch database `campus_bench_<random>` on the PostgreSQL server of
// BENCH_POSTGRES_URL (default: DATABASE_URL, else CAMPUS_TEST_DATABASE_URL), starts bench/bench-server.ts on
// it (the API with the demo data, plus a bare Fastify route in the same process), then measures with
// autocannon: the bare route as the baseline, then sales by the demo store owner — each request a new invoice
// (multipart, one product line, no photo: the owner's store forbids cameras) with its own Idempotency-Key, so
// every one goes through the whole write (rules, ledger credit, lot, level points, idempotency record). Prints
// sales/s, latency percentiles and the machine. All sales are one member's, so they queue on that member's
// points-account lock by design (one ledger writer per member): this is the per-member write rate. Drops the scratch database afterwards. Not part of `npm test`.
//   BENCH_DURATION    seconds per target (default 10)
//   BENCH_CONNECTIONS concurrent connections (default 10)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? process.env.CAMPUS_TEST_DATABASE_URL;
const DEMO_BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;

if (!adminUrl) {
  console.log(
    'sales benchmark skipped: it runs on PostgreSQL — set BENCH_POSTGRES_URL (or DATABASE_URL), e.g. ' +
      'postgres://campus:campus@localhost:5432/campus_test',
  );
  process.exit(0);
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts the child server on `databaseUrl` and resolves with its addresses. */
async function startServer(databaseUrl) {
  const tsx = createRequire(join(packageDir, 'package.json')).resolve('tsx');
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsx, join('bench', 'bench-server.ts')], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the bench server exited with code ${code} before listening`);
    }),
  ]);
  return { child, ...JSON.parse(line) };
}

async function measure(name, options) {
  process.stderr.write(`- ${name} (${duration} s, ${connections} connections)\n`);
  const result = await autocannon({ duration, connections, ...options });
  return {
    target: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A multipart sale body with a new invoice number. */
function saleBody(target, today, invoice) {
  const boundary = `----campusbench${invoice}`;
  const fields = {
    retailer: String(target.retailer),
    store: String(target.store),
    sale_date: today,
    invoice_number: invoice,
    observation: 'bench',
    products: JSON.stringify([{ sku: 'MN-DEL-27', quantity: 1 }]),
  };
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const name = `campus_bench_${randomBytes(4).toString('hex')}`;
await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let server;
try {
  server = await startServer(url.toString());
  const token = await fetch(`${server.api}/o/token/`, {
    method: 'POST',
    headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'owner', password: 'Campus#2026' }).toString(),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const { access_token: accessToken } = await token.json();
  const stores = await (
    await fetch(`${server.api}/api/stores/`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
  const retailer = stores.retailers.find((chain) => chain.stores.some((store) => store.participating));
  if (!retailer) throw new Error('the demo owner has no participating store');
  const target = { retailer: retailer.id, store: retailer.stores.find((store) => store.participating).id };
  // The product day (UTC−3), as the server decides the 15-day window.
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  let counter = 0;

  const rows = [
    await measure('GET /bare (bare Fastify)', { url: `${server.bare}/bare` }),
    await measure('POST /api/sales/ (multipart, new invoice each)', {
      url: server.api,
      requests: [
        {
          method: 'POST',
          path: '/api/sales/',
          setupRequest: (request) => {
            const invoice = `BENCH-${process.pid}-${counter++}`;
            const { body, contentType } = saleBody(target, today, invoice);
            return {
              ...request,
              body,
              headers: {
                authorization: `Bearer ${accessToken}`,
                'content-type': contentType,
                'idempotency-key': invoice,
              },
            };
          },
        },
      ],
    }),
  ];
  const sales = rows[1];
  const cpus = os.cpus();
  console.log(
    `\nCampus sales benchmark — ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, ` +
      `database ${server.database}, ${connections} connections × ${duration} s per target\n`,
  );
  console.table(rows);
  console.log(`sales/s: ${sales['req/s']} (p99 ${sales['p99 ms']} ms); bare Fastify: ${rows[0]['req/s']} req/s`);
  if (sales['non-2xx'] > 0 || sales.errors > 0) process.exitCode = 1;
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
