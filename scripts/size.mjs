#!/usr/bin/env node
// Reports the min+gzip size of every built custom-element bundle (packages/*/dist/cdn/*.min.js, entry files only:
// lazy chunks in dist/cdn/chunks/ load on demand) and fails when one is over an enforced budget in
// size-budget.json, or has none. Run after `npm run build` (`npm run size` does both).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

let failures = 0;
for (const file of bundles) {
  const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  const budget = budgets.find((entry) => matches(entry.pattern, file));
  const over = budget !== undefined && bytes > budget.limit;
  const enforced = budget?.enforced !== false;
  if ((over && enforced) || budget === undefined) failures += 1;
  const limit = budget ? `${(budget.limit / 1024).toFixed(1)} KB` : 'no budget';
  const status = budget === undefined ? 'MISSING' : over ? (enforced ? 'OVER' : 'over (not enforced)') : 'ok  ';
  console.log(`${status} ${file}  ${(bytes / 1024).toFixed(1)} KB (limit ${limit})`);
  if (over && !enforced) console.log(`     ${budget.reason}`);
}
console.log(`size: ${bundles.length - failures} of ${bundles.length} bundles pass their budgets`);
process.exit(failures === 0 ? 0 : 1);
