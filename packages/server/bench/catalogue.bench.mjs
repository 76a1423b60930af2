#!/usr/bin/env node
// Load benchmark of the Campus API: `npm run bench -w @campus/server` (or `npm run bench` at the root).
// Starts bench/bench-server.ts in a child process (the API with the demo data on in-memory PGlite, or on
// PostgreSQL when DATABASE_URL is set, plus a bare Fastify route), then measures with autocannon, one target
// after the other: the bare route, POST /o/token/ (password grant: scrypt-bound by design), and a catalogue
// list page (GET /api/online-courses/ as the demo learner). Prints req/s and latency percentiles with the
// machine it ran on. Not part of `npm test`.
//   BENCH_DURATION   seconds per target (default 10)
//   BENCH_CONNECTIONS concurrent connections (default 10)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO_BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;
const SIGN_IN = new URLSearchParams({
  grant_type: 'password',
  username: 'learner',
  password: 'Campus#2026',
}).toString();

/** Starts the child server and resolves with its addresses. */
async function startServer() {
  const tsx = createRequire(join(packageDir, 'package.json')).resolve('tsx');
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsx, join('bench', 'bench-server.ts')], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
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

/** Runs autocannon against one target. */
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

const server = await startServer();
try {
  const token = await fetch(`${server.api}/o/token/`, {
    method: 'POST',
    headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: SIGN_IN,
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const { access_token: accessToken } = await token.json();

  const rows = [
    await measure('GET /bare (bare Fastify)', { url: `${server.bare}/bare` }),
    await measure('POST /o/token/ (password grant)', {
      url: `${server.api}/o/token/`,
      method: 'POST',
      headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: SIGN_IN,
    }),
    await measure('GET /api/online-courses/ (page of 20)', {
      url: `${server.api}/api/online-courses/?page=1&page_size=20`,
      headers: { authorization: `Bearer ${accessToken}` },
    }),
    await measure('GET /api/online-courses/ (filtered search)', {
      url: `${server.api}/api/online-courses/?search=vendas&favorite=all&progress=all&selected_tags=all`,
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  ];

  const cpus = os.cpus();
  console.log(
    `\nCampus API benchmark — ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, ` +
      `database ${server.database}, ${connections} connections × ${duration} s per target\n`,
  );
  console.table(rows);
} finally {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}
