#!/usr/bin/env -S npx tsx
// Benchmark of the activity player (issue 20), in Chromium, signed in as the demo `learner` on the showcase course
// "Conheça o player de atividades". Run with `npm run bench:player` (or `npm run bench` at the root). Prints the
// machine it ran on; not part of `npm test`. Three measures:
//   1. PDF: from navigating to `/courses/{id}/activities/1` (a 50-page PDF) to its first page painted: the
//      `campus:pdf-first-page` performance mark the PDF viewer sets when pdf.js's render of a page resolves
//      (its startTime counts from the navigation's start);
//   2. SCORM: from navigating to the SCORM 1.2 (hierarchy order 6) and the SCORM 2004 (7) activities to the SCO's
//      successful LMSInitialize / Initialize: the demo SCOs then set `<html data-lms="connected">`; an init script
//      in every frame stamps that change (a MutationObserver, on the high-resolution wall clock) in the SCO's
//      frame, nested in the SCO frame page on the content origin, and it is compared with the top page's
//      `performance.timeOrigin`;
//   3. the standalone `<campus-activity-player>` bundle (packages/player/dist/cdn/player.standalone.min.js) against
//      its size-budget.json budget (80 KB), with each chunk it loads on demand and the viewers' workers.
// Every timed run is a new browser context (an empty HTTP cache, the learner's saved session), after one run of
// each measure that is not counted (the API's and the preview's first requests). After the first SCORM run the
// SCO resumes from its stored run-time data, as a learner coming back does.
//
// How: the site is built for production (packages/site/vite.config.ts, into a scratch folder) against a fresh
// reference API started for the run (demo data, in memory) and served by `vite preview`; Debian's Chromium is
// driven by Playwright.
//   BENCH_API_BASE      an API to use instead (it must allow the site's origin in CAMPUS_CORS_ORIGINS and
//                       CAMPUS_CONTENT_FRAME_ANCESTORS and hold the demo data); default: a fresh reference API
//   BENCH_SITE_PORT     port of the previewed site (default 3300)
//   BENCH_RUNS          timed runs per measure; median and 95th percentile are reported (default 5)
//   BENCH_PLAYER_BUILD  0: measure the player bundle already in dist/ instead of building core, ui and player with
//                       rollup first (default 1)
//   BENCH_STRICT        1: exit 1 when the standalone bundle is over its budget (default: report only); timings
//                       are never asserted
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { build, preview } from 'vite';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import { chromiumArgs, requireChromium } from '../support/chromium';
import { DEMO_CLIENT_BASIC, demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { measurePlayerBundle } from './player-bundle';
import type { PlayerBundle } from './player-bundle';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sitePort = Number(process.env['BENCH_SITE_PORT'] ?? 3300);
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const buildPlayer = process.env['BENCH_PLAYER_BUILD'] !== '0';
const strict = process.env['BENCH_STRICT'] === '1';
const SITE = `http://localhost:${sitePort}`;
const LEARNER = demoUser('learner');
const SHOWCASE_TITLE = 'Conheça o player de atividades';
/** Longest wait for one signal (a loaded machine, a cold API). */
const SIGNAL_TIMEOUT_MS = 60_000;
/** The global the init script writes in each frame: the state `data-lms` took and when. */
const LMS_STAMP = '__campusBenchLms';

/**
 * The measures: the showcase activity each opens (its hierarchy order, with its type and part of its demo title,
 * checked before the runs) and how its signal is read.
 */
const MEASURES = [
  { label: 'PDF, 50 pages: first page painted', order: 1, type: 'pdf', title: 'PDF, 50 páginas', signal: 'pdf' },
  { label: 'SCORM 1.2: LMSInitialize', order: 6, type: 'scorm', title: 'SCORM 1.2', signal: 'scorm' },
  { label: 'SCORM 2004 (multi-SCO): Initialize', order: 7, type: 'scorm', title: 'SCORM 2004', signal: 'scorm' },
] as const;
type Signal = (typeof MEASURES)[number]['signal'];

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]): number => {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1
    ? (ordered[middle] ?? Number.NaN)
    : ((ordered[middle - 1] ?? 0) + (ordered[middle] ?? 0)) / 2;
};
/** Nearest-rank 95th percentile (with fewer than 20 runs, the slowest). */
const p95 = (values: readonly number[]): number =>
  sorted(values)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds core, ui and player with rollup (their dist/ and the element bundles in dist/cdn). */
function buildPlayerBundle(): void {
  const rollup = join(root, 'node_modules/rollup/dist/bin/rollup');
  const result = spawnSync(process.execPath, [rollup, '--config', 'rollup.config.mjs'], {
    cwd: root,
    env: { ...process.env, CAMPUS_BUILD: 'core,ui,player' },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) {
    throw new Error(`the player build failed:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  }
}

/** Builds the site for production against `apiBase` into a scratch folder and serves it with `vite preview`. */
async function serveSite(apiBase: string) {
  process.env['CAMPUS_SITE_API_BASE'] = apiBase;
  process.env['CAMPUS_SITE_PORT'] = String(sitePort);
  const configFile = join(root, 'packages/site/vite.config.ts');
  const outDir = mkdtempSync(join(os.tmpdir(), 'campus-player-bench-'));
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { port: sitePort } });
  return {
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The learner's access token (password grant with the demo client's basic credentials). */
async function learnerToken(apiBase: string): Promise<string> {
  const token = await fetch(`${apiBase}/o/token/`, {
    method: 'POST',
    headers: { Authorization: DEMO_CLIENT_BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: LEARNER.username, password: LEARNER.password }),
  });
  if (!token.ok) throw new Error(`POST /o/token/ answered ${token.status}: ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

async function getJson<T>(apiBase: string, path: string, accessToken: string): Promise<T> {
  const answer = await fetch(`${apiBase}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * The showcase course's id (the course list searched for "player"), once its activities at the measured hierarchy
 * orders are of the expected types: a reordered demo fails here instead of timing another activity.
 */
async function showcaseCourseId(apiBase: string): Promise<number> {
  const accessToken = await learnerToken(apiBase);
  const { results } = await getJson<{ results: { id: number; title: string }[] }>(
    apiBase,
    '/api/online-courses/?search=player',
    accessToken,
  );
  const course = results.find((item) => item.title === SHOWCASE_TITLE);
  if (course === undefined) throw new Error(`the API has no course titled "${SHOWCASE_TITLE}" (demo data?)`);
  const { activities } = await getJson<{ activities: { hierarchy_order: number; type: string; title: string }[] }>(
    apiBase,
    `/api/online-courses/${course.id}/activities/`,
    accessToken,
  );
  for (const { order, type, title, label } of MEASURES) {
    const activity = activities.find((candidate) => candidate.hierarchy_order === order);
    if (activity?.type !== type || !activity.title.includes(title)) {
      throw new Error(`activity ${order} of "${SHOWCASE_TITLE}" is ${JSON.stringify(activity)}, not the ${label} one`);
    }
  }
  return course.id;
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The site's account menu, shown once the signed-in person's profile is loaded. */
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Menu da conta de / });

/** Whether a saved session opens `path` signed in, loaded cold (a deep link, not the sign-in page). */
async function signedIn(browser: Browser, session: Session, path: string): Promise<boolean> {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    await page.goto(`${SITE}${path}`);
    return await accountMenu(page)
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.close();
  }
}

/**
 * Signs the learner in on the site (the cookie choice made first) and keeps the session (its key cookie and the
 * encrypted local storage) for the runs' contexts, once a new context opens `checkPath` signed in with it: the
 * site writes its storage a moment after the sign-in (debounced) and again once the profile has arrived.
 */
async function learnerSession(browser: Browser, checkPath: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: 'campus_cookie_consent', value: 'all', url: SITE }]);
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    await page.getByLabel('Usuário, e-mail ou CPF').fill(LEARNER.username);
    await page.getByLabel(/^Senha/).fill(LEARNER.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await accountMenu(page).waitFor({ timeout: 30_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.waitForTimeout(1000);
      const session = await context.storageState();
      if (await signedIn(browser, session, checkPath)) return session;
    }
    throw new Error(`the saved session does not open ${checkPath} signed in`);
  } finally {
    await context.close();
  }
}

/**
 * Runs in every frame before its scripts: stamps the first value `<html data-lms>` takes (the demo SCOs write
 * `connected` right after a successful LMSInitialize / Initialize, `no-api` when they find no API) with the
 * high-resolution wall clock, comparable across frames and processes. The observer is called at the end of the
 * script task that wrote it. Plain JavaScript source: a function would be serialized with the helpers tsx adds.
 */
const STAMP_LMS_STATE = `new MutationObserver(() => {
  const state = document.documentElement.dataset.lms;
  if (state === undefined || ${JSON.stringify(LMS_STAMP)} in window) return;
  window[${JSON.stringify(LMS_STAMP)}] = { state, at: performance.timeOrigin + performance.now() };
}).observe(document, { attributes: true, attributeFilter: ['data-lms'], subtree: true });`;

/** Ms from the navigation's start to the first page the PDF viewer painted. */
async function pdfFirstPage(page: Page): Promise<number> {
  const mark = await page.waitForFunction(
    () => performance.getEntriesByName('campus:pdf-first-page', 'mark')[0]?.startTime,
    undefined,
    { timeout: SIGNAL_TIMEOUT_MS },
  );
  const at = (await mark.jsonValue()) as number;
  // The document is the 50-page one, on its first page.
  await page.getByText('Página 1 de 50', { exact: true }).first().waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  return at;
}

/** Ms from the navigation's start to the SCO's Initialize, read from whichever frame holds the SCO. */
async function scoInitialized(page: Page): Promise<number> {
  const deadline = Date.now() + SIGNAL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      const stamp = await frame
        .evaluate(
          (key) => (globalThis as Record<string, unknown>)[key] as { state: string; at: number } | undefined,
          LMS_STAMP,
        )
        .catch(() => undefined);
      if (stamp === undefined) continue;
      if (stamp.state !== 'connected') throw new Error(`the SCO at ${frame.url()} says data-lms="${stamp.state}"`);
      // Read now, from the site's document (right after the navigation commits it may not be evaluated in yet).
      return stamp.at - (await page.evaluate(() => performance.timeOrigin));
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`no SCO frame reported data-lms="connected" in ${SIGNAL_TIMEOUT_MS} ms`);
}

/** One cold run: a new context with the learner's session, the activity opened, its signal awaited. */
async function measureOnce(browser: Browser, session: Session, url: string, signal: Signal): Promise<number> {
  const context = await browser.newContext({ storageState: session });
  const errors: string[] = [];
  try {
    await context.addInitScript({ content: STAMP_LMS_STATE });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit' });
    return signal === 'pdf' ? await pdfFirstPage(page) : await scoInitialized(page);
  } catch (error) {
    throw new Error(
      `${url}: ${(error as Error).message}${errors.length > 0 ? `\npage errors: ${errors.join('\n')}` : ''}`,
    );
  } finally {
    await context.close();
  }
}

function printBundle(bundle: PlayerBundle): boolean {
  const over = bundle.initialBytes > bundle.limit;
  console.log(
    `${over ? 'OVER' : 'ok'}: ${bundle.entry} with ${bundle.initialFiles - 1} static chunk(s) ` +
      `${kb(bundle.initialBytes)} gzip (budget ${kb(bundle.limit)}); loaded on demand:`,
  );
  console.table(
    Object.fromEntries([
      ...bundle.lazy.map((chunk) => [
        chunk.name,
        { 'loaded by': chunk.via, files: chunk.files, gzip: kb(chunk.bytes) },
      ]),
      ...bundle.assets.map((asset) => [asset.name, { 'loaded by': asset.via, files: 1, gzip: kb(asset.bytes) }]),
    ]),
  );
  return over;
}

async function main(): Promise<void> {
  const executablePath = requireChromium();
  // The bundle first: its build and the site's would otherwise compete with the timed runs for the CPU.
  if (buildPlayer) buildPlayerBundle();
  const bundle = measurePlayerBundle(root);

  let stopApi: (() => Promise<void>) | undefined;
  let apiBase = process.env['BENCH_API_BASE'];
  if (apiBase === undefined) {
    // The fresh API must let the previewed site call it and frame the content origin's packages.
    const api = await startReferenceApi({
      env: { CAMPUS_CORS_ORIGINS: SITE, CAMPUS_CONTENT_FRAME_ANCESTORS: SITE },
    });
    apiBase = api.url;
    stopApi = api.stop;
  }
  // Each step is undone whatever fails after it: the API is a child process, the preview holds a port.
  let site: Awaited<ReturnType<typeof serveSite>> | undefined;
  let browser: Browser | undefined;
  try {
    site = await serveSite(apiBase);
    browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const courseId = await showcaseCourseId(apiBase);
    const session = await learnerSession(browser, `/courses/${courseId}`);
    const rows: Record<string, Record<string, number | string>> = {};
    for (const { label, order, signal } of MEASURES) {
      const url = `${SITE}/courses/${courseId}/activities/${order}`;
      // Not counted: the first request of each kind warms the API and the preview.
      await measureOnce(browser, session, url, signal);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await measureOnce(browser, session, url, signal));
      rows[label] = {
        'median ms': Math.round(median(times)),
        'p95 ms': Math.round(p95(times)),
        'runs (ms)': times.map((time) => Math.round(time)).join(' '),
      };
    }
    const cpus = os.cpus();
    console.log('Activity player, Chromium, signed in as learner: ms from the navigation to the signal');
    console.log(
      `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
        `${os.platform()} ${os.release()}, load ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}; Chromium ${browser.version()}, Node ${process.version}`,
    );
    console.log(
      `site: production build, vite preview on ${SITE}, API ${apiBase}, course ${courseId}; ` +
        `${runs} cold run(s) per measure after one not counted`,
    );
    console.table(rows);
    const over = printBundle(bundle);
    if (strict && over) process.exitCode = 1;
  } finally {
    await browser?.close();
    await site?.close();
    await stopApi?.();
  }
}

await main();
