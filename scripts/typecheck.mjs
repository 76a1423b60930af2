#!/usr/bin/env node
// Type-checks every TypeScript project of the repository: each workspace package and example with its own
// tsconfig.json (so per-package settings apply), plus tests/ and .storybook/. Two at a time (CI has 2 cores).
// tests/vanilla-host is not one of them: it is a host of the packed packages, type-checked by
// scripts/check-packages.mjs against the unpacked tarballs (here it would resolve the workspace sources).
//
// Projects whose compiler options come out identical are checked as one program (the union of their files, with
// those options): packages import each other from source, so separate programs type-checked core, ui and the
// widget packages once per importer (the 13 widget packages alone re-checked ~400 shared files each). Every file
// is checked with exactly the options of the project that includes it, and an error is reported under the
// projects of its group. `--separate` checks each project on its own, as before.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const roots = ['packages', 'examples'];
const projects = [
  ...roots.flatMap((root) => (existsSync(root) ? readdirSync(root).map((name) => join(root, name)) : [])),
  'tests',
  '.storybook',
].filter((dir) => existsSync(join(dir, 'tsconfig.json')));

const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
const separate = process.argv.includes('--separate');

/** A project's parsed tsconfig: its root files and its compiler options, with paths made absolute by TypeScript. */
function parseProject(project) {
  const configPath = resolve(project, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) return null;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, resolve(project), undefined, configPath);
  if (parsed.errors.length > 0) return null;
  const { configFilePath: _path, ...options } = parsed.options;
  return { configPath, fileNames: parsed.fileNames, key: JSON.stringify(options, Object.keys(options).sort()) };
}

/**
 * The units to check: a project alone (its own tsconfig), or a group of projects with identical options (a
 * generated tsconfig extending the first one's, listing every member's root files). A project whose tsconfig
 * cannot be parsed here stays alone, so tsc reports the problem.
 */
function plan() {
  if (separate) return projects.map((project) => ({ name: project, args: ['-p', project] }));
  const groups = new Map();
  for (const project of projects) {
    const parsed = parseProject(project);
    const key = parsed ? parsed.key : `alone:${project}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ project, parsed });
  }
  // Generated configs live under the root node_modules (ignored by git, eslint and prettier): type packages named
  // in `types` are found from there as from any project folder.
  const dir = resolve('node_modules', '.cache', 'campus-typecheck');
  return [...groups.values()].map((members, index) => {
    if (members.length === 1) return { name: members[0].project, args: ['-p', members[0].project] };
    mkdirSync(dir, { recursive: true });
    const config = join(dir, `group-${index}.tsconfig.json`);
    const files = [...new Set(members.flatMap(({ parsed }) => parsed.fileNames))].sort();
    writeFileSync(config, JSON.stringify({ extends: members[0].parsed.configPath, files, include: [] }, null, 2));
    return { name: members.map(({ project }) => project).join(' + '), args: ['-p', config] };
  });
}

function check({ name, args }) {
  return new Promise((resolveCheck) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolveCheck({ name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

// The biggest programs first, so that the two lanes end together.
const units = plan().sort((a, b) => b.name.split(' + ').length - a.name.split(' + ').length);
const results = [];
const queue = [...units];
await Promise.all(
  [0, 1].map(async () => {
    for (let unit = queue.shift(); unit; unit = queue.shift()) results.push(await check(unit));
  }),
);

for (const { name, ok, output, seconds } of results.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(0)} s)`);
  if (!ok) console.log(output);
}
const failed = results.filter((r) => !r.ok).flatMap((r) => r.name.split(' + ')).length;
console.log(`typecheck: ${projects.length - failed} of ${projects.length} projects passed`);
process.exit(failed === 0 ? 0 : 1);
