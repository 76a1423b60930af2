#!/usr/bin/env node
// The API report of @campus/core: API Extractor reads the built declarations of each entry of the package's
// `exports` (dist/…/index.d.ts) and writes what they export, signatures included, to packages/core/api/<entry>.api.md.
// The reports are checked in, so a change of the public surface is a visible diff in review.
//
//   node scripts/api-report.mjs          rewrites the reports from packages/core/dist (run `npm run build` first)
//   node scripts/api-report.mjs --check  fails if a report differs from the built declarations (`npm test`)
//
// A type that a signature of one entry uses but that entry does not export is fine when another entry exports it
// (the root's `Campus` reads `PointsSummary` of `@campus/core/schemas`); one that no entry exports fails the check.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';

const check = process.argv.includes('--check');
const packageDir = resolve('packages/core');
const packageJsonPath = join(packageDir, 'package.json');
const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
const reportFolder = join(packageDir, 'api');

/** `.` → `core`, `./rules` → `rules`: the report's name; every exports entry with declarations has one. */
const entries = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => ({
    subpath,
    name: subpath === '.' ? 'core' : subpath.slice(2).replaceAll('/', '-'),
    types: join(packageDir, target.types),
  }));

const missing = entries.filter(({ types }) => !existsSync(types));
if (missing.length > 0) {
  console.error(
    `api-report: no declarations for ${missing.map((e) => e.subpath).join(', ')}: run npm run build first.`,
  );
  process.exit(1);
}

/** Runs API Extractor on one entry; returns its report, formatted as the repository's Markdown is. */
async function reportOf(entry, tempFolder) {
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(packageDir, 'api-extractor.json'), // virtual: paths resolve from the package
    packageJsonFullPath: packageJsonPath,
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: entry.types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2023', 'dom', 'dom.iterable'],
            types: [],
            strict: true,
            skipLibCheck: true,
          },
          files: [entry.types],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: tempFolder,
        reportTempFolder: tempFolder,
        includeForgottenExports: false,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning', addToApiReportFile: true },
          // The packages use no @public/@beta tags: everything an entry exports is public.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          // The report already marks each undocumented member `// (undocumented)`; this message would add a line
          // with its source position, which any edit above it would change.
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
          // Checked below against the other entries, and listed in the report.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
  });
  const result = Extractor.invoke(config, { localBuild: true, showVerboseMessages: false, messageCallback });
  if (!result.succeeded) throw new Error(`api-report: API Extractor failed on ${entry.subpath}`);
  // A message's source position (`// src/x.ts:20:30 - (ae-…)`) moves with unrelated edits: the report keeps the text.
  const raw = readFileSync(join(tempFolder, `${entry.name}.api.md`), 'utf8').replace(/^\/\/ \S+:\d+:\d+ - /gm, '// ');
  const target = join(reportFolder, `${entry.name}.api.md`);
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(raw, { ...options, filepath: target });
}

/** Keeps API Extractor's own chatter (versions, "analysis…") out of the output; warnings and errors pass. */
function messageCallback(message) {
  if (message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
}

/** The names an API report declares (`export function x`, `export const x`, `export interface X` …). */
function exportedNames(report) {
  const names = new Set();
  for (const match of report.matchAll(
    /^export (?:declare )?(?:abstract )?(?:class|const|function|interface|type|namespace|enum|let) (\w+)/gm,
  ))
    names.add(match[1]);
  for (const match of report.matchAll(/^export \{ ([^}]+) \}/gm))
    for (const part of match[1].split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      );
  return names;
}

const tempFolder = mkdtempSync(join(tmpdir(), 'campus-api-report-'));
let failed = false;
try {
  const reports = [];
  for (const entry of entries) reports.push({ ...entry, report: await reportOf(entry, tempFolder) });

  const everyExport = new Set(reports.flatMap(({ report }) => [...exportedNames(report)]));
  for (const { subpath, report } of reports) {
    // API Extractor suffixes a name that a global also has (`RegistrationOptions` of the DOM): `_2`.
    const forgotten = [...report.matchAll(/\(ae-forgotten-export\) The symbol "(\w+?)(?:_\d+)?"/g)].map((m) => m[1]);
    const nowhere = [...new Set(forgotten)].filter((name) => !everyExport.has(name));
    if (nowhere.length > 0) {
      failed = true;
      console.error(`api-report: ${subpath} uses types that no entry of @campus/core exports: ${nowhere.join(', ')}`);
    }
  }

  for (const { subpath, name, report } of reports) {
    const file = join(reportFolder, `${name}.api.md`);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === report) continue;
    if (check) {
      failed = true;
      console.error(`api-report: the public API of @campus/core${subpath === '.' ? '' : subpath.slice(1)} changed:`);
      console.error(lineDiff(current, report));
    } else {
      writeFileSync(file, report);
      console.log(`api-report: wrote ${file}`);
    }
  }
  if (check && failed)
    console.error('api-report: if the change is intended, run `node scripts/api-report.mjs` and commit the reports.');
} finally {
  rmSync(tempFolder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** The lines only in one of two texts, `-` for the checked-in report and `+` for the built one. */
function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const inA = new Set(a);
  const inB = new Set(b);
  return [
    ...a.filter((line) => !inB.has(line)).map((l) => `- ${l}`),
    ...b.filter((l) => !inA.has(l)).map((l) => `+ ${l}`),
  ]
    .slice(0, 200)
    .join('\n');
}
