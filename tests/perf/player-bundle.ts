// The standalone `<campus-activity-player>` bundle as a page downloads it, for player.bench.ts: the entry file and
// the chunks it imports statically (what scripts/size.mjs measures against size-budget.json), then every chunk
// loaded on demand with import() (the viewers, pdf.js, scorm-again, other languages) and the workers the viewers
// start. Sizes are gzip level 9 of each file on its own, as in scripts/size.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk loaded on demand: what it adds to the entry (itself and its static imports not loaded yet). */
export interface LazyChunk {
  /** The chunk's name without the bundle prefix and hash: `pdf-viewer`. */
  readonly name: string;
  /** The name of the chunk whose import() loads it (`entry` for the entry's closure). */
  readonly via: string;
  readonly files: number;
  readonly bytes: number;
}

/** A worker or other file a chunk points at with `new URL('…', import.meta.url)`. */
export interface BundleAsset {
  readonly name: string;
  readonly via: string;
  readonly bytes: number;
}

/** The standalone bundle measured. */
export interface PlayerBundle {
  readonly entry: string;
  /** gzip bytes of the entry and its static chunks. */
  readonly initialBytes: number;
  readonly initialFiles: number;
  readonly limit: number;
  readonly lazy: readonly LazyChunk[];
  readonly assets: readonly BundleAsset[];
}

/** Static imports of a minified ES module (`import{a}from"./x.js"`, `import"./y.js"`), as scripts/size.mjs reads them. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
/** import("./chunks/…") with a literal relative specifier. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
/** new URL("../pdf.worker.min.mjs", import.meta.url): files fetched at run time (relative ones only). */
const ASSET_URL = /\bnew URL\(\s*["'](\.{1,2}\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g;

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const specifiers = (code: string, pattern: RegExp): string[] =>
  [...code.matchAll(pattern)].map((match) => match[1] ?? '').filter((specifier) => specifier !== '');

/** `chunks/player.standalone.pdf-viewer-oKevXcLA.min.js` → `pdf-viewer`. */
const chunkName = (file: string, prefix: string): string =>
  basename(file)
    .replace(/\.min\.m?js$/, '')
    .replace(prefix, '')
    .replace(/-[\w-]{8}$/, '');

/** The file and every module it reaches through static imports. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of specifiers(readFileSync(file, 'utf8'), STATIC_IMPORT)) {
    staticClosure(join(dirname(file), specifier), seen);
  }
  return seen;
}

/** The 80 KB standalone limit of size-budget.json (the first pattern the entry fits, as scripts/size.mjs picks it). */
function budgetOf(root: string, entry: string): number {
  const { budgets } = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')) as {
    budgets: { pattern: string; limit: number }[];
  };
  const fits = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]*')}$`,
    ).test(entry);
  const budget = budgets.find((candidate) => fits(candidate.pattern));
  if (budget === undefined) throw new Error(`size-budget.json has no budget for ${entry}`);
  return budget.limit;
}

/**
 * Measures `packages/player/dist/cdn/player.standalone.min.js` (built by rollup.config.mjs): the entry's static
 * closure, then breadth first each chunk reached by import() with what it adds, then the workers. Only files the
 * entry reaches count, so chunks of earlier builds left in dist/cdn/chunks/ are ignored.
 */
export function measurePlayerBundle(root: string): PlayerBundle {
  const relative = 'packages/player/dist/cdn/player.standalone.min.js';
  const entry = join(root, relative);
  if (!existsSync(entry)) {
    throw new Error(`${relative} is not built: run \`CAMPUS_BUILD=core,ui,player npm run build\``);
  }
  const prefix = 'player.standalone.';
  const loaded = staticClosure(entry);
  const initialBytes = [...loaded].reduce((sum, file) => sum + gzipSize(file), 0);
  const initialFiles = loaded.size;
  const lazy: LazyChunk[] = [];
  const assets: BundleAsset[] = [];
  const seenAssets = new Set<string>();
  // Each file already loaded, with the name of the chunk that brought it, is scanned once for what it loads next.
  const queue = [...loaded].map((file) => ({ file, via: 'entry' }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const code = readFileSync(next.file, 'utf8');
    const from = next.via;
    for (const specifier of specifiers(code, ASSET_URL)) {
      const asset = join(dirname(next.file), specifier);
      if (seenAssets.has(asset) || !existsSync(asset)) continue;
      seenAssets.add(asset);
      assets.push({ name: basename(asset), via: from, bytes: gzipSize(asset) });
    }
    for (const specifier of specifiers(code, DYNAMIC_IMPORT)) {
      const chunk = join(dirname(next.file), specifier);
      if (loaded.has(chunk)) continue;
      const added = [...staticClosure(chunk)].filter((file) => !loaded.has(file));
      added.forEach((file) => loaded.add(file));
      // Two packages' messages give two chunks of the same name (`en-US`): the later ones are numbered.
      const base = chunkName(chunk, prefix);
      const same = lazy.filter((known) => known.name === base || known.name.startsWith(`${base} (`)).length;
      const name = same === 0 ? base : `${base} (${same + 1})`;
      lazy.push({ name, via: from, files: added.length, bytes: added.reduce((sum, file) => sum + gzipSize(file), 0) });
      queue.push(...added.map((file) => ({ file, via: name })));
    }
  }
  return { entry: relative, initialBytes, initialFiles, limit: budgetOf(root, relative), lazy, assets };
}
