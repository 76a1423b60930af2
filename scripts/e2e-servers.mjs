#!/usr/bin/env node
// Starts the browser tests' web servers (playwright.config.ts lists them) all at once, and prints
// "e2e servers ready" once every one answers at its address. Playwright starts the entries of its `webServer`
// list one after the other, each waiting for the one before to answer: the Storybook build, the API's demo seed,
// the packages' and examples' build and the site's build then took the sum of their times (~8 minutes on CI's
// 2-core machine), although none of them needs another. Here the packages' build, a single-threaded Rollup
// process that most of that time is spent in, runs beside the others.
//
// Input: CAMPUS_E2E_SERVERS, a JSON array of { name, build?, command, url, timeout, env }. `build` runs first, at a
// lower priority (nice 10): the servers that start at once (the API, with its migrations and demo seed) keep the
// processor they had when nothing else ran beside them, and the builds share what is left. Commands run in a shell in
// this process group, so Playwright's ending of its web server (the whole group) stops them all. A server whose
// address already answers is used as it is outside CI, and is an error on CI (Playwright's `reuseExistingServer`).
// A command that ends before its server answers, or a server that does not answer within its timeout, ends the
// whole group with an error. Each command's stderr is passed on with its name; stdout is dropped.
import { spawn } from 'node:child_process';
import { writeSync } from 'node:fs';
import { get } from 'node:http';

const servers = JSON.parse(process.env.CAMPUS_E2E_SERVERS ?? '[]');
const reuseExisting = !process.env.CI;

/** Whether the address answers, as Playwright checks it: any status from 200 to 403. */
function answers(url) {
  return new Promise((resolve) => {
    const request = get(url, { headers: { Accept: '*/*' } }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 404);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/** Writes at once (a pipe's asynchronous writes would be lost when the group is ended right after). */
const report = (text) => writeSync(2, text.endsWith('\n') ? text : `${text}\n`);

/** Ends every process of the group, this one included, after saying why. */
function fail(message) {
  report(`[e2e-servers] ${message}`);
  process.exitCode = 1;
  try {
    process.kill(0, 'SIGTERM');
  } catch {
    process.exit(1);
  }
}

/** A shell word: `build` as one argument of `sh -c`. */
const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

function prefixed(name, stream) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) report(`[${name}] ${line}`);
  });
  stream.on('end', () => pending && report(`[${name}] ${pending}`));
}

async function start({ name, build, command, url, timeout = 60_000, env = {} }) {
  if (await answers(url)) {
    if (reuseExisting) return;
    throw new Error(`${url} (${name}) is already used: make sure nothing is running there`);
  }
  const started = Date.now();
  const script = build ? `nice -n 10 sh -c ${quote(build)} && ${command}` : command;
  const child = spawn(script, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  prefixed(name, child.stderr);
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  for (;;) {
    if (exited !== null) throw new Error(`${name} ended before ${url} answered (exit ${exited}): ${script}`);
    if (await answers(url)) break;
    if (Date.now() - started > timeout) throw new Error(`${name} did not answer at ${url} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  report(`[e2e-servers] ${name} ready at ${url} after ${Math.round((Date.now() - started) / 1000)} s`);
  child.on('exit', (code, signal) => report(`[e2e-servers] ${name} stopped (${signal ?? code})`));
}

try {
  await Promise.all(servers.map(start));
  process.stdout.write('e2e servers ready\n');
  // Until Playwright ends the group (reused servers leave nothing else to wait on).
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
