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
// Settings: see bench/bench-runner.mjs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { measure, printResults, signIn, startBenchServer, stopBenchServer } from './bench-runner.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? process.env.CAMPUS_TEST_DATABASE_URL;

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
  server = await startBenchServer({ DATABASE_URL: url.toString() });
  const accessToken = await signIn(server.api, 'owner');
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
  printResults('Campus sales benchmark', server.database, rows);
  console.log(`sales/s: ${sales['req/s']} (p99 ${sales['p99 ms']} ms); bare Fastify: ${rows[0]['req/s']} req/s`);
  if (sales['non-2xx'] > 0 || sales.errors > 0) process.exitCode = 1;
} finally {
  if (server) await stopBenchServer(server);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
