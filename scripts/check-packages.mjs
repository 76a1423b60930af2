#!/usr/bin/env node
// Checks the published packages as npm ships them (run after `npm run build`; `npm test` runs it after the
// Playwright suite, whose examples server builds every dist/):
// 1. `npm pack`s every non-private package with `exports` into a temporary folder;
// 2. publint on each tarball: no error, warning or suggestion;
// 3. @arethetypeswrong/cli on each tarball with the esm-only profile (the packages are ESM-only: `bundler` and
//    `node16` from ESM must resolve every entry and its types; CommonJS `require` and node10 are out of scope);
// 4. a host without React (tests/vanilla-host, plus a check generated from each tarball's custom-elements.json of
//    every element, attribute-backed property and event) type-checked with the repository's TypeScript under
//    `nodenext` and `skipLibCheck: false`, against a node_modules of the unpacked tarballs and symlinks to the
//    runtime dependencies they declare, without react, react-dom or any @types/react.
import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = promisify(execFile);
/** Never linked into the host's node_modules: the point of the host check is that no React types are needed. */
const REACT_PACKAGES = new Set(['react', 'react-dom', '@types/react', '@types/react-dom']);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The packages npm would publish: not private, with an `exports` map. */
function publishedPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private && manifest.exports)
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

/** Runs `command` and resolves with its exit code and combined output (never rejects). */
function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs `task` over `items`, `width` at a time (CI has 2 cores); the results keep the order of `items`. */
async function pool(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]);
    }),
  );
  return results;
}

const failures = [];
const fail = (label, detail) => {
  failures.push(label);
  console.log(`FAIL ${label}${detail ? `\n${detail.trimEnd()}\n` : ''}`);
};
const pass = (label) => console.log(`ok   ${label}`);

const packages = publishedPackages();
const unbuilt = packages.filter(({ dir }) => !existsSync(join(dir, 'dist')));
if (unbuilt.length > 0) {
  console.error(
    `check-packages: no dist/ in ${unbuilt.map(({ dir }) => relative(root, dir)).join(', ')}: run \`npm run build\` first.`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'campus-packages-'));
try {
  // 1. Pack, as `npm publish` would (lifecycle scripts off: nothing may depend on them).
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const { stdout } = await run(
    npm,
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      tarballs,
      ...packages.flatMap(({ dir }) => ['-w', dir]),
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const packed = JSON.parse(stdout);
  for (const pkg of packages) {
    const entry = packed.find((item) => item.name === pkg.manifest.name);
    if (!entry) throw new Error(`npm pack did not pack ${pkg.manifest.name}`);
    pkg.tarball = join(tarballs, entry.filename);
  }
  console.log(`packed ${packages.length} packages: ${packages.map(({ manifest }) => manifest.name).join(', ')}`);

  // 2. publint: every message counts, suggestions included.
  for (const { manifest, tarball } of packages) {
    const { messages, pkg } = await publint({
      pack: { tarball: toArrayBuffer(readFileSync(tarball)) },
      level: 'suggestion',
      strict: true,
    });
    const label = `publint ${manifest.name}`;
    if (messages.length === 0) pass(label);
    else
      fail(
        label,
        messages.map((message) => `  ${message.type}: ${formatMessage(message, pkg, { color: false })}`).join('\n'),
      );
  }

  // 3. attw, two at a time. --no-definitely-typed: the packages ship their types; never ask the registry for @types.
  const attw = join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
  const attwResults = await pool(packages, 2, ({ tarball }) =>
    capture(process.execPath, [
      attw,
      '--profile',
      'esm-only',
      '--no-definitely-typed',
      '--format',
      'table-flipped',
      '--no-color',
      tarball,
    ]),
  );
  packages.forEach(({ manifest }, index) => {
    const { code, output } = attwResults[index];
    const label = `attw (esm-only) ${manifest.name}`;
    if (code === 0) pass(label);
    else fail(label, output);
  });

  // 4. The vanilla host.
  await checkVanillaHost(packages, join(work, 'host'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`check-packages: ${failures.length} check(s) failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('check-packages: every packed package is clean');

/**
 * Lays out the host: the fixture, a generated check of every manifest entry, the unpacked tarballs and the
 * runtime dependencies' symlinks; then runs the repository's tsc on it and makes sure no React file was read.
 */
async function checkVanillaHost(packages, host) {
  cpSync(join(root, 'tests', 'vanilla-host'), host, { recursive: true });
  const modules = join(host, 'node_modules');
  for (const { manifest, tarball } of packages) {
    const target = join(modules, ...manifest.name.split('/'));
    mkdirSync(target, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  }
  linkRuntimeDependencies(packages, modules);
  writeFileSync(join(host, 'src', 'manifest-check.ts'), manifestCheck(packages, modules));

  // --listFiles names every file the program read: proof, beyond the absent packages, that no React type did.
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const { code, output } = await capture(process.execPath, [tsc, '-p', host, '--listFiles', '--pretty', 'false'], {
    cwd: host,
  });
  const lines = output.split('\n');
  const files = lines.filter((line) => line.startsWith(host) || line.startsWith(root));
  const reactFiles = files.filter((line) => /[\\/]node_modules[\\/](@types[\\/])?react(-dom)?[\\/]/.test(line));
  const errors = lines
    .filter((line) => !files.includes(line))
    .join('\n')
    .replaceAll(host, '<host>');
  const label = 'vanilla host (nodenext, skipLibCheck false, no React types): every element, property and event typed';
  if (reactFiles.length > 0) fail(label, `React declarations were read:\n${reactFiles.join('\n')}`);
  else if (code === 0 && files.length > 0) pass(label);
  else fail(label, errors);
}

/**
 * Symlinks every runtime dependency the packed packages declare (`dependencies`, transitively; not peers) from
 * the repository's node_modules, so the host has what an npm install would give it, minus React.
 */
function linkRuntimeDependencies(packages, modules) {
  const campus = new Set(packages.map(({ manifest }) => manifest.name));
  const queue = packages.map(({ manifest, dir }) => ({ dependencies: manifest.dependencies ?? {}, from: dir }));
  const linked = new Set();
  while (queue.length > 0) {
    const { dependencies, from } = queue.shift();
    for (const name of Object.keys(dependencies)) {
      if (campus.has(name) || REACT_PACKAGES.has(name) || linked.has(name)) continue;
      const source = [join(from, 'node_modules', name), join(root, 'node_modules', name)].find((dir) =>
        existsSync(dir),
      );
      if (!source) throw new Error(`${name} (a dependency of ${relative(root, from)}) is not installed`);
      const target = join(modules, ...name.split('/'));
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(source, target, 'dir');
      linked.add(name);
      queue.push({ dependencies: readJson(join(source, 'package.json')).dependencies ?? {}, from: source });
    }
  }
}

/**
 * A TypeScript file that imports every `/element` entry and, for every element each tarball's
 * custom-elements.json describes, checks that its tag is in `HTMLElementTagNameMap`, that each attribute with a
 * property and each field is a property that is neither missing nor `any`, and that each event is typed on the
 * element with a `detail` that is neither `any` nor `unknown`.
 */
function manifestCheck(packages, modules) {
  const lines = [
    '// Generated by scripts/check-packages.mjs from the packed custom-elements.json files.',
    ...packages
      .filter(({ manifest }) => manifest.exports['./element'])
      .map(({ manifest }) => `import '${manifest.name}/element';`),
    '',
    'type IsAny<T> = 0 extends 1 & T ? true : false;',
    '/** Compiles only for a type that is neither `any` nor `unknown`. */',
    'declare function typed<T>(value: T, ..._precise: IsAny<T> extends true ? [never] : unknown extends T ? [never] : []): void;',
    'declare function tagName(name: keyof HTMLElementTagNameMap): void;',
    '',
  ];
  for (const { manifest } of packages) {
    const file = join(modules, ...manifest.name.split('/'), manifest.customElements ?? 'custom-elements.json');
    if (!existsSync(file)) continue;
    for (const declaration of readJson(file).modules.flatMap((module) => module.declarations ?? [])) {
      if (!declaration.tagName) continue;
      const tag = JSON.stringify(declaration.tagName);
      const properties = new Set([
        ...(declaration.attributes ?? []).map((attribute) => attribute.fieldName).filter(Boolean),
        ...(declaration.members ?? [])
          .filter((member) => member.kind === 'field' && !member.static)
          .map((member) => member.name),
      ]);
      lines.push(
        `// ${manifest.name}: <${declaration.tagName}>`,
        '{',
        `  tagName(${tag});`,
        `  const element = document.createElement(${tag});`,
      );
      for (const property of properties) lines.push(`  typed(element[${JSON.stringify(property)}]);`);
      for (const { name } of declaration.events ?? []) {
        lines.push(`  element.addEventListener(${JSON.stringify(name)}, (event) => typed(event.detail));`);
      }
      lines.push('}', '');
    }
  }
  return lines.join('\n');
}

/** The bytes of `buffer` alone (a small Buffer may be a view on a larger shared pool). */
function toArrayBuffer(buffer) {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}
