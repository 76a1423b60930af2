#!/usr/bin/env -S npx tsx
// Benchmark of the catalogue's client-side filter (`filterCatalogue`, @campus/catalogue) in headless Chromium:
// 10,000 items, a search typed one character at a time, ms per keystroke. The widget runs this filter on every
// keystroke (the server is asked once typing pauses), so a keystroke must stay within one frame (16 ms).
// Run with `npm run bench:catalogue` (or `npm run bench` at the root). Prints the machine it ran on.
//   BENCH_ITEMS   catalogue size (default 10000)
//   BENCH_ROUNDS  times the queries are typed (default 5)
//   BENCH_STRICT  1: exit 1 when the 95th percentile is over 16 ms (default: report only)
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { chromiumArgs, requireChromium } from '../support/chromium';
import type { FilterBenchResult, runFilterBench } from './catalogue-filter.entry';

const FRAME_MS = 16;
const size = Number(process.env['BENCH_ITEMS'] ?? 10_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const strict = process.env['BENCH_STRICT'] === '1';
const QUERIES = ['lideranca', 'negociação', 'excel e vendas', 'dia a dia', 'xyz não existe'];

/** Bundles the page script from the workspace sources (the "source" export condition), unminified. */
async function bundleEntry(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./catalogue-filter.entry.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'bench',
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first?.output.find((entry): entry is Rollup.OutputChunk => entry.type === 'chunk');
  if (!chunk) throw new Error('the bench entry did not bundle');
  return chunk.code;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main(): Promise<void> {
  const script = await bundleEntry();
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>catalogue filter bench</title>');
    await page.addScriptTag({ content: script, type: 'module' });
    await page.waitForFunction(() => 'runFilterBench' in globalThis);
    const results: FilterBenchResult[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // A fresh catalogue each round, so every round pays the first-keystroke fold once.
      results.push(
        await page.evaluate(
          ([items, queries]) =>
            (globalThis as unknown as { runFilterBench: typeof runFilterBench }).runFilterBench(items, queries),
          [size, QUERIES] as const,
        ),
      );
    }
    const keystrokes = results.flatMap((result) => result.keystrokes).sort((a, b) => a - b);
    const mean = keystrokes.reduce((sum, value) => sum + value, 0) / keystrokes.length;
    const p95 = percentile(keystrokes, 95);
    const cpus = os.cpus();
    console.log('Catalogue client-side filter (filterCatalogue) in headless Chromium');
    console.log(
      `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
        `${os.platform()} ${os.release()}, load ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}; ` +
        `Chromium ${browser.version()}, Node ${process.version}`,
    );
    console.table({
      items: { value: size },
      keystrokes: { value: keystrokes.length },
      'mean ms/keystroke': { value: Number(mean.toFixed(3)) },
      'p50 ms': { value: Number(percentile(keystrokes, 50).toFixed(3)) },
      'p95 ms': { value: Number(p95.toFixed(3)) },
      'max ms': { value: Number((keystrokes.at(-1) ?? Number.NaN).toFixed(3)) },
      'prepareSearch ms, median of rounds (after a load, before typing)': {
        value: Number(median(results.map((r) => r.prepare)).toFixed(3)),
      },
      'cold first keystroke ms, median of rounds (nothing folded yet)': {
        value: Number(median(results.map((r) => r.cold)).toFixed(3)),
      },
      'matches per query': { value: results[0]?.matches.join(' / ') ?? '' },
    });
    const within = p95 <= FRAME_MS;
    console.log(`${within ? 'ok' : 'OVER'}: p95 ${p95.toFixed(2)} ms per keystroke (budget ${FRAME_MS} ms)`);
    if (strict && !within) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
