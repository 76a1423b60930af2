#!/usr/bin/env -S npx tsx
// Lighthouse 12 benchmark of the reference site (issues 9 and 27): the mobile profile's performance score of `home`,
// `reward-store`, `online-courses` and a player page (the showcase course's first activity, a PDF; the agent is
// enrolled through the API when not yet) (goal ≥ 95), signed in as the sales agent. Run with `npm run bench:site`
// (or `npm run bench` at the root). Prints the machine it ran on; not part of `npm test`.
//
// How: the site is built for production (packages/site/vite.config.ts, into a scratch folder) and served by
// `vite preview` in the recommended production deployment, the API behind the site's own origin (its paths
// forwarded by the preview server's proxy as by a reverse proxy: no CORS preflight before the API calls;
// docs/site.md); Debian's Chromium is started by Playwright with a remote-debugging port; Playwright signs in as
// `agent` in the browser's default profile (session, key cookie, cookie choice), and Lighthouse runs on the same
// Chromium over that port, keeping the profile's storage (`disableStorageReset`) — the HTTP cache, the
// service worker and its caches (issue 23: it precaches the whole shell, and would serve every script with no
// network at all) are emptied before every run, so each run is a cold load of a signed-in person. Lighthouse's
// default config is the mobile profile (Moto G Power, simulated slow 4G and 4× CPU slowdown).
//   BENCH_API_BASE    an API to use (cross-origin, it must allow the site's origin in CAMPUS_CORS_ORIGINS);
//                     default: a fresh reference API with the demo data, started for the run
//   BENCH_API_ORIGIN  same (default): the site calls the API on its own origin (CAMPUS_SITE_API_BASE=/, the
//                     preview server forwarding the API's paths to it); cross: on the API's origin, with CORS
//   BENCH_SITE_PORT   port of the previewed site (default 3200)
//   BENCH_RUNS        Lighthouse runs per page; the median is reported (default 3)
//   BENCH_REPORTS     folder for the full Lighthouse JSON reports (default test-results/lighthouse)
//   BENCH_STRICT      1: exit 1 when a page scores below 95 (default: report only)
//   BENCH_PAGES       route names to measure, separated by commas (default: all four)
//   BENCH_SITE_CONFIG another Vite config of the site to build with (e.g. an earlier one, to compare builds)
//   BENCH_WARM_SW     1: keep the service worker and its precache between runs (a returning visitor's load)
//   BENCH_KEEP_BUILD  1: leave the build in place and print its folder (to measure it again)
//   BENCH_SITE_BUILD  a folder BENCH_KEEP_BUILD left, measured instead of a new build; several, separated by commas,
//                     are served side by side (ports BENCH_SITE_PORT, +1, …) and each run of a page measures them in
//                     turn, one table each: the only comparison worth making on this machine, whose spread between
//                     runs of one build exceeds most changes
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import { chromiumArgs, requireChromium } from '../support/chromium';
import { siteRouteOf } from '../../packages/site/src/routes/site-routes';
import { DEMO_CLIENT_BASIC } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { AGENT, serveBuiltSite, signInAsAgent } from './site-under-bench';

const GOAL = 95;
const root = fileURLToPath(new URL('../..', import.meta.url));
const sitePort = Number(process.env['BENCH_SITE_PORT'] ?? 3200);
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const reportDir = process.env['BENCH_REPORTS'] ?? join(root, 'test-results/lighthouse');
const strict = process.env['BENCH_STRICT'] === '1';
const warmServiceWorker = process.env['BENCH_WARM_SW'] === '1';
const onlyPages = process.env['BENCH_PAGES']?.split(',').map((name) => name.trim());
const apiOriginSetting = process.env['BENCH_API_ORIGIN'] ?? 'same';
if (apiOriginSetting !== 'same' && apiOriginSetting !== 'cross')
  throw new Error(`BENCH_API_ORIGIN is same or cross, not ${apiOriginSetting}`);
const apiOrigin: 'same' | 'cross' = apiOriginSetting;
const siteBuilds = process.env['BENCH_SITE_BUILD']
  ?.split(',')
  .map((folder) => folder.trim())
  .filter((folder) => folder !== '');
/** The previewed sites: one per build measured (the first on BENCH_SITE_PORT, the next ports after it). */
const SITES = (siteBuilds?.length ? siteBuilds : ['']).map((_, index) => `http://localhost:${sitePort + index}`);
/** The demo course the player page opens (its first activity). */
const SHOWCASE_TITLE = 'Conheça o player de atividades';
/** The pages measured: core route name and the path a person opens (the player's path needs the course's id). */
const pagesOf = (showcaseId: number) =>
  [
    { route: 'home', path: '/home' },
    { route: 'reward-store', path: '/reward-store' },
    { route: 'online-courses', path: '/online-courses' },
    { route: 'course-activity', path: `/courses/${showcaseId}/activities/1` },
  ] as const;

/** The metrics reported per page (Lighthouse audit ids), with how they are shown. */
const METRICS = [
  ['first-contentful-paint', 'FCP ms'],
  ['largest-contentful-paint', 'LCP ms'],
  ['total-blocking-time', 'TBT ms'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI ms'],
] as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Gzip size of the JS the entry page loads before any route chunk (entry + its static imports). */
function initialJs(outDir: string): { files: number; bytes: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return { files: files.length, bytes: files.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0) };
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** The agent's access token (password grant with the demo client's basic credentials). */
async function agentToken(apiBase: string): Promise<string> {
  const token = await fetch(`${apiBase}/o/token/`, {
    method: 'POST',
    headers: { Authorization: DEMO_CLIENT_BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: AGENT.username, password: AGENT.password }),
  });
  if (!token.ok) throw new Error(`POST /o/token/ answered ${token.status}: ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

/**
 * The showcase course's id, the agent enrolled in it (through the API, once), so its player page shows the first
 * activity rather than the locked list.
 */
async function showcaseForAgent(apiBase: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await agentToken(apiBase)}` };
  const search = await fetch(`${apiBase}/api/online-courses/?search=${encodeURIComponent(SHOWCASE_TITLE)}`, {
    headers,
  });
  if (!search.ok) throw new Error(`the course search answered ${search.status}: ${await search.text()}`);
  const { results } = (await search.json()) as { results: { id: number; title: string }[] };
  const course = results.find((item) => item.title === SHOWCASE_TITLE);
  if (course === undefined) throw new Error(`the API has no course titled "${SHOWCASE_TITLE}" (demo data?)`);
  const enrol = await fetch(`${apiBase}/api/online-courses/${course.id}/enrol/`, { method: 'POST', headers });
  // 409: enrolled already (a reused API).
  if (!enrol.ok && enrol.status !== 409) throw new Error(`enrolling answered ${enrol.status}: ${await enrol.text()}`);
  return course.id;
}

/** A page's row of the table: the median score, each run's score and the medians of the metrics. */
function summaryRow(results: readonly Result[]): Record<string, number | string> {
  const scores = results.map((lhr) => Math.round((lhr.categories['performance']?.score ?? 0) * 100));
  const row: Record<string, number | string> = { score: median(scores), 'scores of the runs': scores.join(' ') };
  for (const [id, label] of METRICS) {
    const value = median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    row[label] = id === 'cumulative-layout-shift' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return row;
}

/**
 * One Lighthouse run (mobile profile, performance only) of a signed-in page, from an empty HTTP cache and, unless
 * `BENCH_WARM_SW`, without the site's service worker and its caches (the session's storage and cookies stay).
 */
async function measure(context: BrowserContext, port: number, url: string): Promise<Result> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  if (!warmServiceWorker) {
    const { origin } = new URL(url);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  }
  await cdp.detach();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keep the signed-in session (storage and cookies); the cache was emptied above.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main(): Promise<void> {
  const executablePath = requireChromium();
  let stopApi: (() => Promise<void>) | undefined;
  let apiBase = process.env['BENCH_API_BASE'];
  if (apiBase === undefined) {
    // The fresh API must let the previewed sites call it.
    process.env['CAMPUS_CORS_ORIGINS'] = SITES.join(',');
    const api = await startReferenceApi();
    apiBase = api.url;
    stopApi = api.stop;
  }
  const showcaseId = await showcaseForAgent(apiBase);
  const sites: { url: string; outDir: string; close: () => Promise<void> }[] = [];
  for (const [index, url] of SITES.entries()) {
    const outDir = siteBuilds?.[index];
    const served = await serveBuiltSite({
      apiBase,
      apiOrigin,
      port: sitePort + index,
      keepBuild: process.env['BENCH_KEEP_BUILD'] === '1',
      ...(process.env['BENCH_SITE_CONFIG'] ? { configFile: process.env['BENCH_SITE_CONFIG'] } : {}),
      ...(outDir === undefined ? {} : { outDir }),
    });
    sites.push({ url, ...served });
  }
  const profile = mkdtempSync(join(os.tmpdir(), 'campus-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    viewport: null,
  });
  try {
    // Chromium writes the port it chose into the profile folder.
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    for (const site of sites) await signInAsAgent(context, site.url);
    mkdirSync(reportDir, { recursive: true });
    const tables = sites.map(() => ({}) as Record<string, Record<string, number | string>>);
    let below = false;
    let environment: Result['environment'] | undefined;
    let lighthouseVersion = '';
    for (const { route, path } of pagesOf(showcaseId).filter((page) => onlyPages?.includes(page.route) ?? true)) {
      if (siteRouteOf(route) === undefined) {
        for (const rows of tables) rows[route] = { score: 'not served by the site yet (not in SITE_ROUTES)' };
        continue;
      }
      const results: Result[][] = sites.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        // Each run measures every build once, in turn: a change of the machine's speed falls on all of them.
        for (const [index, site] of sites.entries()) {
          const lhr = await measure(context, port, `${site.url}${path}`);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== path) throw new Error(`${path} ended on ${landed}: not signed in?`);
          if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const build = sites.length > 1 ? `-build${index + 1}` : '';
          writeFileSync(join(reportDir, `${route}${build}-${run + 1}.json`), JSON.stringify(lhr));
          results[index]?.push(lhr);
          environment = lhr.environment;
          lighthouseVersion = lhr.lighthouseVersion;
        }
      }
      for (const [index, rows] of tables.entries()) {
        rows[route] = summaryRow(results[index] ?? []);
        below ||= Number(rows[route]['score']) < GOAL;
      }
    }
    const cpus = os.cpus();
    console.log(`Reference site, Lighthouse ${lighthouseVersion} mobile profile, performance (goal ≥ ${GOAL})`);
    console.log(
      `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
        `${os.platform()} ${os.release()}, load ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}; Chromium ${context.browser()?.version() ?? environment?.hostUserAgent ?? '?'}, ` +
        `Node ${process.version}; Lighthouse benchmarkIndex ${environment?.benchmarkIndex ?? '?'}`,
    );
    const serviceWorker = warmServiceWorker ? 'service worker kept' : 'no service worker';
    for (const [index, site] of sites.entries()) {
      const js = initialJs(site.outDir);
      console.log(
        `site${sites.length > 1 ? ` (build ${index + 1} of ${sites.length}, measured in turn)` : ''}: ` +
          `production build, vite preview on ${site.url}, API ${apiBase} ` +
          `(${apiOrigin === 'same' ? "on the site's origin, proxied" : 'cross-origin'}); entry JS ${js.files} file(s), ` +
          `${(js.bytes / 1024).toFixed(1)} KB gzip; ${serviceWorker}; median of ${runs} run(s), reports in ` +
          `${reportDir}; build ${site.outDir}`,
      );
      console.table(tables[index]);
    }
    console.log(below ? `BELOW: a page scores under ${GOAL}` : `ok: every measured page scores ≥ ${GOAL}`);
    if (strict && below) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    for (const site of sites) await site.close();
    await stopApi?.();
  }
}

await main();
