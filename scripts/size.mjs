#!/usr/bin/env node
// Reports the min+gzip size of every built custom-element bundle (packages/*/dist/cdn/*.min.js) and fails when one
// is over an enforced budget in size-budget.json, or has none. A bundle's size is what a page downloads before
// the widget can render: its entry file plus every chunk the entry imports statically (each gzipped on its own),
// not the chunks loaded on demand with import() (other languages, code for lists grown long). Run after
// `npm run build` (`npm run size` does both).
//
// Then each page in size-budget.json's "pages" (the loader's plain-HTML page): its widget tags in document order,
// each mapped to its package's element chunk through the loader file, cost what the page downloads as they appear:
// the first widget the loader and the static closure of its chunk, each further one what its closure adds. Fails
// when the first, any further one or the total is over the page's limits.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const { budgets } = JSON.parse(readFileSync('size-budget.json', 'utf8'));

/** Glob with `*` for one path segment part, enough for the budget patterns. */
const matches = (pattern, file) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[^/]*')}$`,
  ).test(file);

const bundles = readdirSync('packages')
  .map((name) => join('packages', name, 'dist', 'cdn'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.min.js'))
      .map((file) => join(dir, file)),
  )
  .sort();

if (bundles.length === 0) {
  console.log('size: no element bundles built yet (packages/*/dist/cdn/*.min.js)');
  process.exit(0);
}

/** Relative modules a minified ES module imports statically (`import{a}from"./x.js"`, `import"./y.js"`, not `import("./z.js")`). */
const staticImports = (code) =>
  [...code.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);

/** The entry file and every module it reaches through static imports. */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(readFileSync(entry, 'utf8')))
    staticClosure(join(dirname(entry), specifier), seen);
  return seen;
}

let failures = 0;
for (const file of bundles) {
  const files = [...staticClosure(file)];
  const bytes = files.reduce((sum, part) => sum + gzipSync(readFileSync(part), { level: 9 }).length, 0);
  const budget = budgets.find((entry) => matches(entry.pattern, file));
  const over = budget !== undefined && bytes > budget.limit;
  const enforced = budget?.enforced !== false;
  if ((over && enforced) || budget === undefined) failures += 1;
  const limit = budget ? `${(budget.limit / 1024).toFixed(1)} KB` : 'no budget';
  const status = budget === undefined ? 'MISSING' : over ? (enforced ? 'OVER' : 'over (not enforced)') : 'ok  ';
  const chunks = files.length > 1 ? ` with ${files.length - 1} static chunk(s)` : '';
  console.log(`${status} ${file}${chunks}  ${(bytes / 1024).toFixed(1)} KB (limit ${limit})`);
  if (over && !enforced) console.log(`     ${budget.reason}`);
}
console.log(`size: ${bundles.length - failures} of ${bundles.length} bundles pass their budgets`);

const gzipped = (files) => [...files].reduce((sum, part) => sum + gzipSync(readFileSync(part), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The package (`auth`) of each widget tag, from the packages' custom-elements.json. */
function packageOfTags() {
  const byTag = new Map();
  for (const name of readdirSync('packages')) {
    const manifest = join('packages', name, 'custom-elements.json');
    if (!existsSync(manifest)) continue;
    for (const module of JSON.parse(readFileSync(manifest, 'utf8')).modules ?? [])
      for (const declaration of module.declarations ?? [])
        if (declaration.tagName) byTag.set(declaration.tagName, name);
  }
  return byTag;
}

/** The element chunk of each package, as the built loader names it: `auth:new URL("chunks/…",import.meta.url)`. */
const elementChunksOf = (loader) =>
  new Map(
    [...readFileSync(loader, 'utf8').matchAll(/\b(\w+):new URL\("([^"]+)",import\.meta\.url\)/g)].map(
      ([, name, file]) => [name, join(dirname(loader), file)],
    ),
  );

let pageFailures = 0;
for (const page of JSON.parse(readFileSync('size-budget.json', 'utf8')).pages ?? []) {
  if (!existsSync(page.loader)) {
    console.log(`MISSING ${page.loader} (the loader of ${page.page}): run \`npm run build\``);
    pageFailures += 1;
    continue;
  }
  const chunks = elementChunksOf(page.loader);
  const byTag = packageOfTags();
  const tags = [...readFileSync(page.page, 'utf8').matchAll(/<(campus-[a-z-]+)[\s>]/g)].map(([, tag]) => tag);
  const loaded = staticClosure(page.loader);
  const seenPackages = new Set();
  let total = gzipped(loaded);
  console.log(`page ${page.page}: loader ${kb(total)}`);
  for (const tag of tags) {
    const name = byTag.get(tag);
    if (name === undefined || !chunks.has(name) || seenPackages.has(name)) continue;
    const first = seenPackages.size === 0;
    seenPackages.add(name);
    const added = [...staticClosure(chunks.get(name))].filter((file) => !loaded.has(file));
    added.forEach((file) => loaded.add(file));
    const bytes = gzipped(added) + (first ? total : 0);
    total = first ? bytes : total + bytes;
    const limit = first ? page.first : page.further;
    const over = bytes > limit;
    if (over) pageFailures += 1;
    const what = first ? 'first widget (with the loader)' : 'further widget';
    console.log(
      `${over ? 'OVER' : 'ok  '} <${tag}> ${what}: ${kb(bytes)} in ${added.length} file(s) (limit ${kb(limit)})`,
    );
  }
  const over = total > page.total;
  if (over) pageFailures += 1;
  console.log(`${over ? 'OVER' : 'ok  '} ${page.page} in total: ${kb(total)} (limit ${kb(page.total)})`);
}
process.exit(failures === 0 && pageFailures === 0 ? 0 : 1);
