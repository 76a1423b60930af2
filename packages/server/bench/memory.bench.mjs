#!/usr/bin/env node
// Memory benchmark of the Campus API (issue 27: "the API's resident memory after 10 minutes of the bench mix stays
// within 10 % of its level after the first minute"): `npm run bench:memory -w @campus/server`, also part of
// `npm run bench`. Starts bench/bench-server.ts (PGlite, or PostgreSQL with DATABASE_URL) and drives it with the
// bench mix — catalogue pages and searches, the programme's levels, rewards and sales list, and the profile, as the
// demo sales agent (a learner and programme member), and a password grant now and then — for BENCH_MEMORY_MINUTES (default 10), sampling the server process's resident memory
// (/proc/{pid}/status VmRSS, Linux) every 10 s. Prints the samples at each minute and the growth from the first
// minute to the end; with BENCH_STRICT=1 exits 1 when it is 10 % or more (a leak). Not part of `npm test`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_BASIC, printResults, signIn, signInBody, startBenchServer, stopBenchServer } from './bench-runner.mjs';

const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const strict = process.env.BENCH_STRICT === '1';
const SAMPLE_MS = 10_000;
const LEAK_SHARE = 0.1;

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const server = await startBenchServer();
try {
  const token = await signIn(server.api, 'agent');
  const bearer = { authorization: `Bearer ${token}` };
  const requests = [
    { method: 'GET', path: '/api/online-courses/?page=1&page_size=20', headers: bearer },
    { method: 'GET', path: '/api/online-courses/?search=vendas&favorite=all&progress=all', headers: bearer },
    { method: 'GET', path: '/api/trails/?page=1&page_size=20', headers: bearer },
    { method: 'GET', path: '/api/news/?page=1&page_size=20', headers: bearer },
    { method: 'GET', path: '/api/levels/', headers: bearer },
    { method: 'GET', path: '/api/rewards/', headers: bearer },
    { method: 'GET', path: '/api/sales/', headers: bearer },
    { method: 'GET', path: '/accounts/profile/', headers: bearer },
  ];
  const grant = {
    method: 'POST',
    path: '/o/token/',
    headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: signInBody('agent'),
  };
  const samples = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ second: Math.round((Date.now() - started) / 1000), rss: rssMiB(server.child.pid) });
  }, SAMPLE_MS);
  process.stderr.write(`- the bench mix for ${minutes} min (${connections} connections), RSS every 10 s\n`);
  // One password grant in fifty requests: scrypt-bound, it would otherwise take the whole run.
  const result = await autocannon({
    url: server.api,
    connections,
    duration: minutes * 60,
    requests: [...Array.from({ length: 49 }, (_, index) => requests[index % requests.length]), grant],
  });
  clearInterval(sampler);
  const atMinute = samples.filter((sample) => sample.second % 60 < SAMPLE_MS / 1000);
  const first = atMinute.find((sample) => sample.second >= 60) ?? samples[0];
  const last = samples.at(-1);
  const growth = (last.rss - first.rss) / first.rss;
  printResults(
    `Campus API memory under the bench mix (${minutes} min)`,
    server.database,
    atMinute.map((sample) => ({ minute: Math.round(sample.second / 60), 'RSS MiB': Math.round(sample.rss) })),
  );
  console.log(
    `${result.requests.total} requests (${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, ` +
      `errors ${result.errors + result.timeouts}); RSS ${Math.round(first.rss)} MiB after the first minute, ` +
      `${Math.round(last.rss)} MiB at the end: ${(growth * 100).toFixed(1)} % (goal: under ${LEAK_SHARE * 100} %)`,
  );
  if (strict && !(growth < LEAK_SHARE)) process.exitCode = 1;
} finally {
  await stopBenchServer(server);
}
