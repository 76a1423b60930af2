#!/usr/bin/env -S npx tsx
// What the core's zod schemas cost the reference site's main thread (issue 27, the site's Total Blocking Time).
// Run with `npx tsx tests/perf/core-schemas.bench.ts`; not part of `npm test` or `npm run bench`. Two parts:
//   1. Which schema modules the site's first chunks hold: the site is built as `bench:site` builds it
//      (packages/site/vite.config.ts, schema modules marked pure) and the core's schema modules are listed, with the
//      exports the build kept, for the entry (and the chunks index.html preloads) and for the first chunk of each page
//      `bench:site` measures (the page's chunk and the chunks it imports that the entry does not load).
//   2. What evaluating them costs: for each of those sets, a script importing exactly the exports kept is bundled
//      with the same plugins and run in headless Chromium at 4× CPU slowdown (Lighthouse's mobile factor), fresh
//      page per round: the time zod/mini's own modules take to evaluate, then the schema modules (building every
//      schema they declare eagerly, or only a stand-in each once they are lazy), then the first use of every
//      export kept (what a lazy schema pays when first parsed with; nothing for a schema built at evaluation).
//   BENCH_ROUNDS   fresh pages per set; medians are reported (default 9)
//   BENCH_CPU      CPU slowdown factor (default 4)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { pureSchemas } from '../../scripts/pure-schemas.mjs';
import { chromiumArgs, requireChromium } from '../support/chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 9);
const cpuRate = Number(process.env['BENCH_CPU'] ?? 4);
const SCHEMA_MODULE = /\/packages\/core\/src\/schemas\/(?!zod\.ts$|lazy-schema\.ts$)[^/]+\.ts$/;
const ZOD_MODULE = join(root, 'packages/core/src/schemas/zod.ts');
/** The pages `bench:site` measures, by the module their route loads (packages/site/src/routes/site-routes.ts). */
const PAGES = {
  home: 'pages/home-page.tsx',
  'reward-store': 'pages/reward-store-page.tsx',
  'online-courses': 'pages/catalogue-list-page.tsx',
  'course-activity': 'pages/activity-player-page.tsx',
} as const;

/** Schema modules of a set of chunks, with the exports the build kept from each. */
type SchemaSet = Map<string, Set<string>>;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Builds the site as `bench:site` does and returns its chunks. */
async function buildSite(): Promise<Rollup.OutputChunk[]> {
  const outDir = mkdtempSync(join(os.tmpdir(), 'campus-schemas-bench-'));
  try {
    const outputs = (await build({
      configFile: join(root, 'packages/site/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    return (Array.isArray(outputs) ? outputs : [outputs])
      .flatMap((output) => output.output)
      .filter((entry): entry is Rollup.OutputChunk => entry.type === 'chunk');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The chunk and every chunk it imports statically, transitively. */
function withStaticImports(chunk: Rollup.OutputChunk, byFile: Map<string, Rollup.OutputChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return files;
}

function schemaSetOf(files: Iterable<string>, byFile: Map<string, Rollup.OutputChunk>): SchemaSet {
  const set: SchemaSet = new Map();
  for (const file of files) {
    const chunk = byFile.get(file);
    for (const [id, module] of Object.entries(chunk?.modules ?? {})) {
      if (!SCHEMA_MODULE.test(id)) continue;
      const exports = set.get(id) ?? new Set<string>();
      for (const name of module.renderedExports) exports.add(name);
      set.set(id, exports);
    }
  }
  return set;
}

/**
 * A script evaluating zod, then exactly `set`'s exports, with timestamps in between (ES modules evaluate in
 * import order), and a function that touches every export kept (building the lazy ones).
 */
async function bundleProbe(set: SchemaSet): Promise<string> {
  const imports = [...set].map(
    ([id, names], index) =>
      `import { ${[...names].map((name) => `${name} as m${index}_${name}`).join(', ')} } from ${JSON.stringify(id)};`,
  );
  const kept = [...set].flatMap(([, names], index) => [...names].map((name) => `m${index}_${name}`));
  const probe: Plugin = {
    name: 'schema-probe',
    resolveId: (id) => (id.startsWith('schema-probe:') ? `\0${id}` : null),
    load(id) {
      if (id === '\0schema-probe:mark-zod') return 'globalThis.__marks = [performance.now()];';
      if (id === '\0schema-probe:mark-schemas') return 'globalThis.__marks.push(performance.now());';
      if (id !== '\0schema-probe:entry') return null;
      return [
        `import 'schema-probe:mark-zod';`,
        `import ${JSON.stringify(ZOD_MODULE)};`,
        `import 'schema-probe:mark-schemas';`,
        ...imports,
        'globalThis.__marks.push(performance.now());',
        `const kept = [${kept.join(', ')}];`,
        // Asking for `_zod` (every zod schema has it) builds a lazy schema or shape, as any first use does.
        'globalThis.__use = () => { const start = performance.now(); let n = 0;',
        '  for (const value of kept) if (typeof value === "object" && value !== null && "_zod" in value) n += 1;',
        '  return [performance.now() - start, n]; };',
      ].join('\n');
    },
  };
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [probe, pureSchemas()],
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'schema-probe:entry', output: { codeSplitting: false } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first?.output.find((entry): entry is Rollup.OutputChunk => entry.type === 'chunk');
  if (!chunk) throw new Error('the probe did not bundle');
  return chunk.code;
}

interface Timing {
  zod: number;
  schemas: number;
  firstUse: number;
}

async function main(): Promise<void> {
  const chunks = await buildSite();
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/packages/site/index.html'));
  if (!entry) throw new Error('no entry chunk for the site’s index.html');
  const initialFiles = withStaticImports(entry, byFile);
  const sets: [string, SchemaSet][] = [['entry', schemaSetOf(initialFiles, byFile)]];
  for (const [page, module] of Object.entries(PAGES)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/packages/site/src/${module}`));
    if (!chunk) throw new Error(`no chunk for ${module}`);
    const files = [...withStaticImports(chunk, byFile)].filter((file) => !initialFiles.has(file));
    sets.push([`${page} (its chunks beyond the entry)`, schemaSetOf(files, byFile)]);
  }

  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  const cpus = os.cpus();
  console.log(`Core schemas in the reference site's chunks — Chromium ${browser.version()}, ${cpuRate}× CPU slowdown`);
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, Node ${process.version}, ${rounds} fresh pages per set (medians)`,
  );
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    for (const [name, set] of sets) {
      const exportsKept = [...set.values()].reduce((sum, names) => sum + names.size, 0);
      console.log(`\n${name}: ${set.size} schema modules, ${exportsKept} exports kept`);
      for (const [id, names] of set) console.log(`  ${id.split('/schemas/')[1]}: ${[...names].join(', ')}`);
      if (set.size === 0) continue;
      const script = await bundleProbe(set);
      const timings: Timing[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const page = await browser.newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        await page.setContent('<!doctype html><html><title>schemas bench</title></html>');
        await page.addScriptTag({ content: script, type: 'module' });
        await page.waitForFunction(() => '__use' in globalThis);
        const [marks, use] = await page.evaluate(() => {
          const scope = globalThis as unknown as { __marks: number[]; __use: () => [number, number] };
          return [scope.__marks, scope.__use()] as const;
        });
        const [zodStart = 0, schemasStart = 0, schemasEnd = 0] = marks;
        timings.push({ zod: schemasStart - zodStart, schemas: schemasEnd - schemasStart, firstUse: use[0] });
        await page.close();
      }
      rows[name] = {
        'schema modules': set.size,
        'exports kept': exportsKept,
        'script KB (min)': Number((script.length / 1024).toFixed(1)),
        'zod/mini evaluation ms': Number(median(timings.map((t) => t.zod)).toFixed(1)),
        'schema modules evaluation ms': Number(median(timings.map((t) => t.schemas)).toFixed(1)),
        'first use of every export ms': Number(median(timings.map((t) => t.firstUse)).toFixed(1)),
      };
    }
  } finally {
    await browser.close();
  }
  console.log('');
  console.table(rows);
}

await main();
