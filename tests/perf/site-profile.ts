#!/usr/bin/env -S npx tsx
// Main-thread profile of the reference site's cold loads (issue 27): what fills the long tasks Lighthouse counts.
// Run with `npm run profile:site`. Not part of `npm test`; prints, asserts nothing.
//
// The site is built for production with source maps and served as `npm run bench:site` serves it (the API on the
// site's origin; site-under-bench.ts), signed in as `agent`. Each load is a new tab (a new renderer, as each
// Lighthouse run), the HTTP cache and the service worker emptied, at a real 4× CPU slowdown, traced and sampled
// for 5 s after the load event. Per load it prints the main thread's totals (busy, style, layout, paint, GC — the
// sums are steadier between loads than the blocking time), then each task over 30 ms: what the browser did in it
// and the functions with the most self time, mapped to their source through the source maps.
//   PROFILE_PAGES      paths to load, separated by commas (default: /home)
//   PROFILE_RUNS       loads per path (default 3)
//   PROFILE_BUILD      the folder of a build this script made (it prints it) to serve instead of building: A/B
//                      runs alternate two builds
//   PROFILE_CPU        CPU slowdown (default 4, Lighthouse's mobile profile)
//   PROFILE_TOP        functions listed per task (default 12)
//   PROFILE_SELECTORS  1: also Chromium's selector statistics of the style recalculations (slows them)
//   PROFILE_TRACES     a folder to write each load's main-thread trace events and CPU profile to (JSON)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import type { CDPSession } from '@playwright/test';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import { chromiumArgs, requireChromium } from '../support/chromium';
import { serveBuiltSite, signInAsAgent } from './site-under-bench';

const PORT = 3201;
const SITE = `http://localhost:${PORT}`;
const paths = (process.env['PROFILE_PAGES'] ?? '/home').split(',').map((path) => path.trim());
const runs = Number(process.env['PROFILE_RUNS'] ?? 3);
const cpu = Number(process.env['PROFILE_CPU'] ?? 4);
const top = Number(process.env['PROFILE_TOP'] ?? 12);
const selectors = process.env['PROFILE_SELECTORS'] === '1';
/** Events of the browser's own work counted inside a task (the rest is script, in the samples). */
const WORK = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit', 'ParseHTML', 'MinorGC', 'MajorGC'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    selector_stats?: { selector_timings: { selector: string; 'elapsed (us)': number; match_attempts: number }[] };
  };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Names a sampled function by its source (through the chunk's source map) or, for the browser's own, as is. */
function sourceNamer(outDir: string): (node: ProfileNode) => string {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      const asset = /\/assets\/[^?#]+\.js$/.exec(new URL(url).pathname)?.[0];
      let map: TraceMap | null = null;
      try {
        if (asset !== undefined) map = new TraceMap(readFileSync(join(outDir, `${asset}.map`), 'utf8'));
      } catch {
        // No map (a build without them): the minified name is shown.
      }
      maps.set(url, map);
    }
    return maps.get(url) ?? null;
  };
  return ({ callFrame: { url, lineNumber, columnNumber, functionName } }) => {
    if (url === '') return functionName || '(native)';
    const map = mapOf(url);
    if (map === null) return `${functionName} ${url.replace(/^.*\//, '')}`;
    const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (position.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${position.name ?? functionName} ${source}:${position.line ?? '?'}`;
  };
}

/** One cold load of `path` in a new tab: its main thread's trace events and its CPU profile. */
async function load(cdp: CDPSession, navigate: () => Promise<void>) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: SITE, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'loading',
    'blink.user_timing',
  ];
  if (selectors) categories.push('disabled-by-default-blink.debug');
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  await cdp.send('Profiler.start');
  await navigate();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await complete;
  // The page's main thread: the renderer main thread that ran the most tasks.
  const busy = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  if (main === undefined) throw new Error('no renderer main thread in the trace');
  return { events: events.filter((event) => event.pid === main.pid && event.tid === main.tid), profile };
}

function report(
  path: string,
  run: number,
  events: TraceEvent[],
  profile: CpuProfile,
  name: (n: ProfileNode) => string,
) {
  const ms = (us: number) => Math.round(us / 1000);
  const total = (eventName: string) =>
    ms(events.filter((e) => e.name === eventName && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const start = events.find((event) => event.name === 'navigationStart')?.ts ?? events[0]?.ts ?? 0;
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1);
  const tasks = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 30_000);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, ms(task.dur ?? 0) - 50), 0);
  console.log(
    `\n=== ${path}, load ${run}: LCP ${lcp ? ms(lcp.ts - start) : '?'} ms, blocking ${blocking} ms; main thread busy ` +
      `${total('RunTask')} ms: style ${total('UpdateLayoutTree')}, layout ${total('Layout')}, paint ` +
      `${total('Paint')} (+ pre-paint ${total('PrePaint')}), GC ${total('MinorGC') + total('MajorGC')}`,
  );
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  const sampleTimes = profile.timeDeltas.map((delta) => (time += delta));
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const work = new Map<string, number>();
    for (const event of events) {
      if (!WORK.includes(event.name) || event.ph !== 'X' || event.ts < task.ts || event.ts > end) continue;
      work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const self = new Map<string, number>();
    sampleTimes.forEach((at, index) => {
      const node = nodes.get(profile.samples[index] ?? -1);
      if (at < task.ts || at > end || node === undefined) return;
      const key = name(node);
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    });
    const browserWork = [...work].map(([what, us]) => `${what} ${ms(us)}`).join(', ');
    console.log(
      `-- task at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms${browserWork ? `: ${browserWork}` : ''}`,
    );
    for (const [what, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`   ${(us / 1000).toFixed(1).padStart(6)}  ${what}`);
    }
  }
  if (!selectors) return;
  const stats = new Map<string, { us: number; attempts: number }>();
  for (const event of events) {
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const seen = stats.get(timing.selector) ?? { us: 0, attempts: 0 };
      stats.set(timing.selector, {
        us: seen.us + timing['elapsed (us)'],
        attempts: seen.attempts + timing.match_attempts,
      });
    }
  }
  const matching = [...stats.values()].reduce((sum, stat) => sum + stat.us, 0);
  console.log(`selector matching: ${(matching / 1000).toFixed(1)} ms over ${stats.size} selectors; the costliest:`);
  for (const [selector, stat] of [...stats].sort((a, b) => b[1].us - a[1].us).slice(0, top)) {
    console.log(`   ${(stat.us / 1000).toFixed(2).padStart(6)}  ${stat.attempts} tries  ${selector.slice(0, 100)}`);
  }
}

/** Loads every path `runs` times in new tabs of a signed-in context and reports each load. */
async function profileLoads(site: { outDir: string }): Promise<void> {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    // Lighthouse's mobile screen.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signInAsAgent(context, SITE);
    const name = sourceNamer(site.outDir);
    for (const path of paths) {
      for (let run = 1; run <= runs; run += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const { events, profile } = await load(cdp, async () => {
          await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
          await page.waitForTimeout(5000);
        });
        report(path, run, events, profile, name);
        const traces = process.env['PROFILE_TRACES'];
        if (traces !== undefined) {
          mkdirSync(traces, { recursive: true });
          writeFileSync(join(traces, `${path.replace(/\W+/g, '_')}-${run}.json`), JSON.stringify({ events, profile }));
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const api = await startReferenceApi();
  try {
    const build = process.env['PROFILE_BUILD'];
    const site = await serveBuiltSite({
      apiBase: api.url,
      apiOrigin: 'same',
      port: PORT,
      sourcemap: true,
      keepBuild: true,
      ...(build ? { outDir: build } : {}),
    });
    try {
      await profileLoads(site);
      console.log(`\nbuild: ${site.outDir} (PROFILE_BUILD=${site.outDir} profiles it again)`);
    } finally {
      await site.close();
    }
  } finally {
    // Always: a reference API left running holds its port and half a gigabyte.
    await api.stop();
  }
}

await main();
