#!/usr/bin/env node
// Type-checks every TypeScript project of the repository: each workspace package and example with its own
// tsconfig.json (so per-package settings apply), plus tests/ and .storybook/. Two at a time (CI has 2 cores).
// tests/vanilla-host is not one of them: it is a host of the packed packages, type-checked by
// scripts/check-packages.mjs against the unpacked tarballs (here it would resolve the workspace sources).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['packages', 'examples'];
const projects = [
  ...roots.flatMap((root) => (existsSync(root) ? readdirSync(root).map((name) => join(root, name)) : [])),
  'tests',
  '.storybook',
].filter((dir) => existsSync(join(dir, 'tsconfig.json')));

const tsc = join('node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const results = [];
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);

for (const { project, ok, output } of results.sort((a, b) => a.project.localeCompare(b.project))) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project}`);
  if (!ok) console.log(output);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`typecheck: ${results.length - failed} of ${results.length} projects passed`);
process.exit(failed === 0 ? 0 : 1);
