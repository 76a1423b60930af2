#!/usr/bin/env node
// Load benchmark of `POST /api/sales/` on PostgreSQL (issues 6 and 27): `npm run bench:sales -w @campus/server`,
// also part of `npm run bench`. Creates a scratch database `campus_bench_<random>` on the PostgreSQL server of
// BENCH_POSTGRES_URL (default: DATABASE_URL, else CAMPUS_TEST_DATABASE_URL), starts bench/bench-server.ts on
// it (the API with the demo data, BENCH_MEMBERS extra store owners — default 100 — and a bare Fastify route in
// the same process), then measures with autocannon: the bare route as the baseline, then sales — each request a
// new invoice (multipart, one product line) with its own Idempotency-Key, so every one goes through the whole
// write (rules, ledger credit, lot, level points, idempotency record):
// - by the demo owner alone (no photo: the owner's store forbids cameras): one member's sales queue on their
//   points-account lock by design (one ledger writer per member), so this is the per-member write rate;
// - spread over the bench members in turn, as a store network reports: the server's write rate;
// - the same with a 200 KB JPEG invoice photo (1600×1200, generated with sharp), which shows the cost of the
//   photo's check and re-encoding (a member may upload 60 photos in 10 minutes, uploads/upload-limiter.ts: with
//   100 members that is 6,000 photos, enough for 10 s at 600 sales/s).
// Prints sales/s, latency percentiles and the machine. Drops the scratch database afterwards. Not part of
// `npm test`. Settings: see bench/bench-runner.mjs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
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

/** A 1600×1200 JPEG of about 200 KB: smooth shades with some noise, like a photo of a paper invoice. */
async function invoicePhoto() {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 18;
      pixels[at] = 200 + 40 * Math.sin(x / 90) + noise;
      pixels[at + 1] = 190 + 30 * Math.cos(y / 70) + noise;
      pixels[at + 2] = 180 + ((x * y) % 23) + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart sale body with a new invoice number, and the invoice photo when given. */
function saleBody(target, today, invoice, photo) {
  const boundary = `----campusbench${invoice}`;
  const fields = {
    retailer: String(target.retailer),
    store: String(target.store),
    sale_date: today,
    invoice_number: invoice,
    observation: 'bench',
    products: JSON.stringify([{ sku: 'MN-DEL-27', quantity: 1 }]),
  };
  const text = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const file = photo
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="invoice_photo"; filename="invoice.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        photo,
        Buffer.from('\r\n'),
      ]
    : [];
  const body = Buffer.concat([Buffer.from(text), ...file, Buffer.from(`--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const name = `campus_bench_${randomBytes(4).toString('hex')}`;
await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let server;
try {
  const memberCount = Number(process.env.BENCH_MEMBERS ?? 100);
  server = await startBenchServer({ DATABASE_URL: url.toString(), BENCH_MEMBERS: String(memberCount) });
  const accessToken = await signIn(server.api, 'owner');
  const memberTokens = [];
  for (let member = 1; member <= memberCount; member += 1) {
    memberTokens.push(await signIn(server.api, `bench-owner-${member}`));
  }
  const stores = await (
    await fetch(`${server.api}/api/stores/`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
  const retailer = stores.retailers.find((chain) => chain.stores.some((store) => store.participating));
  if (!retailer) throw new Error('the demo owner has no participating store');
  const target = { retailer: retailer.id, store: retailer.stores.find((store) => store.participating).id };
  // The product day (UTC−3), as the server decides the 15-day window.
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  let counter = 0;
  const photo = await invoicePhoto();
  /**
   * One autocannon request: a sale with a new invoice number (and the photo when given), by the owner alone or
   * by the bench members in turn.
   */
  const saleRequest = ({ photo: withPhoto, members }) => ({
    method: 'POST',
    path: '/api/sales/',
    setupRequest: (request) => {
      const number = counter++;
      const invoice = `BENCH-${process.pid}-${number}`;
      const token = members ? memberTokens[number % memberTokens.length] : accessToken;
      const { body, contentType } = saleBody(target, today, invoice, withPhoto ? photo : undefined);
      return {
        ...request,
        body,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'idempotency-key': invoice },
      };
    },
  });

  const targets = [
    ['POST /api/sales/, one member (new invoice each)', { photo: false, members: false }],
    [`POST /api/sales/, ${memberCount} members in turn`, { photo: false, members: true }],
    [
      `POST /api/sales/, ${memberCount} members, ${Math.round(photo.length / 1000)} KB JPEG photo`,
      { photo: true, members: true },
    ],
  ];
  // BENCH_TARGETS: comma-separated words; only the targets whose name contains one run (as in catalogue.bench.mjs).
  const only = process.env.BENCH_TARGETS?.split(',').map((word) => word.trim().toLowerCase());
  const rows = [await measure('GET /bare (bare Fastify)', { url: `${server.bare}/bare` })];
  for (const [label, request] of targets) {
    if (only && !only.some((word) => label.toLowerCase().includes(word))) continue;
    rows.push(await measure(label, { url: server.api, requests: [saleRequest(request)] }));
  }
  printResults('Campus sales benchmark', server.database, rows);
  if (!only) {
    const [bare, one, many, withPhoto] = rows;
    console.log(
      `sales/s: one member ${one['req/s']} (p99 ${one['p99 ms']} ms); ${memberCount} members ${many['req/s']} ` +
        `(p99 ${many['p99 ms']} ms); with a photo ${withPhoto['req/s']} (p99 ${withPhoto['p99 ms']} ms); ` +
        `bare Fastify: ${bare['req/s']} req/s`,
    );
  }
  if (rows.some((row) => row['non-2xx'] > 0 || row.errors > 0)) process.exitCode = 1;
} finally {
  if (server) await stopBenchServer(server);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
