#!/usr/bin/env node
// Reports the min+gzip size of every built custom-element bundle (packages/*/dist/cdn/*.min.js) and fails when one
// is over an enforced budget in size-budget.json, or has none. A bundle's size is what a page downloads before
// the widget can render: its entry file plus every chunk the entry imports statically (each gzipped on its own),
// not the chunks loaded on demand with import() (other languages, code for lists grown long). Run after
// `npm run build` (`npm run size` does both).
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
process.exit(failures === 0 ? 0 : 1);
