// What the load benchmarks share (bench/catalogue.bench.mjs, bench/sales.bench.mjs): the child API process,
// the demo sign-in, one autocannon target and the machine line, so both print comparable tables.
//   BENCH_DURATION    seconds per target (default 10)
//   BENCH_CONNECTIONS concurrent connections (default 10)
//   BENCH_CPU_PROFILE a folder: the API process writes a V8 CPU profile there when it stops (open it in Chrome's
//                     DevTools, Performance panel)
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

/** `Authorization` of the demo web client (the password grant needs client credentials). */
export const DEMO_BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;

/** The form body of a password grant for a demo user. */
export function signInBody(username) {
  return new URLSearchParams({ grant_type: 'password', username, password: 'Campus#2026' }).toString();
}

/**
 * Starts bench/bench-server.ts in a child process (so the load generator does not share its event loop) with
 * `env` added to this process's environment; resolves with `{ child, api, bare, database }` once it listens.
 */
export async function startBenchServer(env = {}) {
  const tsx = createRequire(join(packageDir, 'package.json')).resolve('tsx');
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const args = [...profile, '--conditions=source', '--import', tsx, join('bench', 'bench-server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
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

/** Stops a server from {@link startBenchServer} and waits until it has exited. */
export async function stopBenchServer(server) {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

/** Signs a demo user in on the bench API and resolves with the access token. */
export async function signIn(api, username) {
  const token = await fetch(`${api}/o/token/`, {
    method: 'POST',
    headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: signInBody(username),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const { access_token: accessToken } = await token.json();
  return accessToken;
}

/** Runs autocannon against one target and resolves with its table row. */
export async function measure(name, options) {
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

/** Prints the title with the machine and settings it ran on, then the rows. */
export function printResults(title, database, rows) {
  const cpus = os.cpus();
  console.log(
    `\n${title} — ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, ` +
      `database ${database}, ${connections} connections × ${duration} s per target\n`,
  );
  console.table(rows);
}
