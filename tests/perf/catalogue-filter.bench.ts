#!/usr/bin/env -S npx tsx
// Benchmark of the catalogue's search in headless Chromium, 10,000 items, a search typed one character at a time,
// ms per keystroke. The widget filters the loaded items on every keystroke (the server is asked once typing
// pauses), so a keystroke must stay within one frame (16 ms). Two measures:
//   1. the pure filter (`filterCatalogue`, @campus/catalogue) alone;
//   2. a keystroke through the rendered `<CourseCatalogue>` holding the 10,000 items (every page loaded): from the
//      search field's `input` event to the virtual list updated in the DOM, style and layout included
//      (catalogue-render.entry.ts) — the render and commit, the VirtualList, the cards that change. Measured with
//      both renderers the widgets ship with: React 19 (React hosts, the shared runtime) and preact/compat (the
//      standalone element bundles).
// Run with `npm run bench:catalogue` (or `npm run bench` at the root). Prints the machine it ran on.
//   BENCH_ITEMS          catalogue size (default 10000)
//   BENCH_ROUNDS         times the queries are typed into the pure filter (default 5)
//   BENCH_RENDER_ROUNDS  times the component is mounted, loaded and typed into (default 3)
//   BENCH_STRICT         1: exit 1 when a 95th percentile is over 16 ms (default: report only)
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { preactCompat } from '../../scripts/preact-compat.mjs';
import { chromiumArgs, requireChromium } from '../support/chromium';
import type { FilterBenchResult, runCatalogueRenderBench, runFilterBench } from './catalogue-filter.entry';
import type { RenderBenchResult } from './catalogue-render.entry';

const FRAME_MS = 16;
const size = Number(process.env['BENCH_ITEMS'] ?? 10_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const renderRounds = Number(process.env['BENCH_RENDER_ROUNDS'] ?? 3);
const strict = process.env['BENCH_STRICT'] === '1';
const QUERIES = ['lideranca', 'negociação', 'excel e vendas', 'dia a dia', 'xyz não existe'];

/** The renderers the widgets ship with: React 19, and preact/compat in the standalone element bundles. */
type Renderer = 'react' | 'preact';
const RENDERERS: readonly Renderer[] = ['react', 'preact'];

/** Bundles the page script from the workspace sources (the "source" export condition), unminified. */
async function bundleEntry(renderer: Renderer): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: renderer === 'preact' ? [preactCompat()] : [],
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    // Production React, as the element bundles ship it (development React checks and warns on every render).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      // One script: the page has no server to fetch lazy chunks (the VirtualList's virtualizer, core's languages)
      // from, so dynamic imports are inlined.
      rollupOptions: { output: { codeSplitting: false } },
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
  const scripts = { react: await bundleEntry('react'), preact: await bundleEntry('preact') };
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  /** A fresh page with the bench script (so each rendered round starts from nothing). */
  const openPage = async (renderer: Renderer = 'react') => {
    const script = scripts[renderer];
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await fresh.setContent('<!doctype html><html lang="pt-BR"><title>catalogue bench</title></html>');
    await fresh.addScriptTag({ content: script, type: 'module' });
    await fresh.waitForFunction(() => 'runFilterBench' in globalThis && 'runCatalogueRenderBench' in globalThis);
    return fresh;
  };
  try {
    const page = await openPage();
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
    console.log('Catalogue search in headless Chromium — the pure filter (filterCatalogue)');
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
    await page.close();

    let renderWithin = true;
    for (const renderer of RENDERERS) {
      const rendered: RenderBenchResult[] = [];
      for (let round = 0; round < renderRounds; round += 1) {
        const fresh = await openPage(renderer);
        rendered.push(
          await fresh.evaluate(
            ([items, queries]) =>
              (
                globalThis as unknown as { runCatalogueRenderBench: typeof runCatalogueRenderBench }
              ).runCatalogueRenderBench(items, queries),
            [size, QUERIES] as const,
          ),
        );
        await fresh.close();
      }
      const renderKeystrokes = rendered.flatMap((result) => result.keystrokes).sort((a, b) => a - b);
      const renderMean = renderKeystrokes.reduce((sum, value) => sum + value, 0) / renderKeystrokes.length;
      const renderP95 = percentile(renderKeystrokes, 95);
      console.log('');
      console.log(
        `A keystroke through the rendered <CourseCatalogue>, ${renderer === 'react' ? 'React 19' : 'preact/compat'} ` +
          '(input event → list updated, style and layout)',
      );
      console.table({
        'items loaded': { value: rendered[0]?.loaded ?? 0 },
        keystrokes: { value: renderKeystrokes.length },
        'mean ms/keystroke': { value: Number(renderMean.toFixed(3)) },
        'p50 ms': { value: Number(percentile(renderKeystrokes, 50).toFixed(3)) },
        'p95 ms': { value: Number(renderP95.toFixed(3)) },
        'max ms': { value: Number((renderKeystrokes.at(-1) ?? Number.NaN).toFixed(3)) },
        'load every page ms, median of rounds (100 × "Carregar mais")': {
          value: Number(median(rendered.map((r) => r.loadAll)).toFixed(1)),
        },
        'items listed per query': { value: rendered[0]?.matches.join(' / ') ?? '' },
      });
      const ok = renderP95 <= FRAME_MS;
      renderWithin &&= ok;
      console.log(
        `${ok ? 'ok' : 'OVER'}: p95 ${renderP95.toFixed(2)} ms per rendered keystroke, ${renderer} (budget ${FRAME_MS} ms)`,
      );
    }
    if (strict && !(within && renderWithin)) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
