// Builds every publishable workspace package:
//  1. ESM + .d.ts into packages/<name>/dist, one module per source file, dependencies external;
//  2. for a feature package that exports "./element", its custom-element bundles into dist/cdn/:
//     - <name>.standalone.min.js: React, the core and the toolkit included, one <script type="module">
//       (languages other than the default load on demand from dist/cdn/chunks/);
//     - <name>.shared.min.js: imports react, react-dom, @campus/core and @campus/ui from the shared runtime
//       (packages/ui/dist/cdn/campus-runtime.min.js, mapped with an import map), for pages with several widgets;
//  3. @campus/elements' loader, dist/cdn/campus-elements.min.js: one <script type="module"> for every widget, each
//     feature package's element entry a chunk loaded when one of its tags appears (see loaderBuild).
// Packages are built in dependency order so each one type-checks against the declarations of the ones below it.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { preactCompat } from './scripts/preact-compat.mjs';
import { pureSchemas } from './scripts/pure-schemas.mjs';
import { rollup } from 'rollup';
import ts from 'typescript';

// What a `.shared` bundle imports from the shared runtime (packages/ui/src/runtime.ts exports their union): the
// core's subpath entries too, or each bundle would carry its own copy of the calls, schemas and rules.
const SHARED_RUNTIME = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@campus/core',
  '@campus/core/api',
  '@campus/core/rules',
  '@campus/core/schemas',
  '@campus/ui',
];

/** Workspace packages that are published: not private, with source entries in their exports map. */
function publishablePackages() {
  return readdirSync('packages')
    .map((dir) => join('packages', dir))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private && manifest.exports);
}

/** Orders packages so that every workspace dependency comes before its dependents. */
function inDependencyOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));
  const ordered = [];
  const visit = (pkg, path = []) => {
    if (ordered.includes(pkg)) return;
    if (path.includes(pkg))
      throw new Error(`Workspace dependency cycle: ${[...path, pkg].map((p) => p.manifest.name).join(' -> ')}`);
    for (const dep of Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies })) {
      if (byName.has(dep)) visit(byName.get(dep), [...path, pkg]);
    }
    ordered.push(pkg);
  };
  packages.forEach((pkg) => visit(pkg));
  return ordered;
}

/** The source file of each exports-map entry: { 'index': 'src/index.ts', 'rules/index': 'src/rules/index.ts' }. */
function sourceEntries({ dir, manifest }) {
  return Object.fromEntries(
    Object.values(manifest.exports)
      .filter((target) => typeof target === 'object' && target.source)
      .map((target) => [target.source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''), join(dir, target.source)]),
  );
}

/** Anything that is not our own source stays an import: dependencies, peers, their subpaths and Node built-ins. */
function externalFor({ manifest }) {
  const names = [...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }), ...builtinModules];
  return (id) => id.startsWith('node:') || names.some((name) => id === name || id.startsWith(`${name}/`));
}

function typescriptFor({ dir }) {
  return typescript({
    tsconfig: join(dir, 'tsconfig.build.json'),
    // The plugin resolves patterns against the tsconfig's folder, so they are made absolute.
    include: [resolve(dir, 'src/**/*.ts'), resolve(dir, 'src/**/*.tsx')],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-util.ts', '**/*.stories.tsx'],
    compilerOptions: {
      noEmit: false,
      declaration: true,
      declarationMap: true,
      // Compiler paths are relative to the tsconfig's folder too: make them absolute.
      rootDir: resolve(dir, 'src'),
      outDir: resolve(dir, 'dist'),
      declarationDir: resolve(dir, 'dist'),
      // Published builds resolve sibling packages through their built declarations, not their sources.
      customConditions: [],
    },
  });
}

function libraryBuild(pkg) {
  return {
    input: sourceEntries(pkg),
    external: externalFor(pkg),
    plugins: [typescriptFor(pkg)],
    output: {
      dir: join(pkg.dir, 'dist'),
      format: 'es',
      sourcemap: true,
      preserveModules: true,
      preserveModulesRoot: join(pkg.dir, 'src'),
      entryFileNames: '[name].js',
    },
  };
}

/**
 * `new URL('<dependency>/<file>', import.meta.url)` in a browser bundle (the player's pdf.js and hls.js workers):
 * the dependency's file is copied next to the bundle (`dist/cdn/<file>`) and the expression points at the copy, so
 * a worker loads from the page's own origin (`worker-src 'self'`) and never from a Blob. Runs after TypeScript (the
 * TypeScript plugin emits from its own program, so an earlier rewrite would be lost).
 */
function dependencyAssetUrls() {
  const pattern = /new URL\(\s*(['"])([^'"./][^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g;
  let emitted = new Map();
  return {
    name: 'campus-dependency-asset-urls',
    buildStart() {
      emitted = new Map();
    },
    async transform(code, id) {
      if (!code.includes('import.meta.url') || id.includes('/node_modules/')) return null;
      let result = code;
      for (const match of code.matchAll(pattern)) {
        const specifier = match[2];
        if (!emitted.has(specifier)) {
          const resolved = await this.resolve(specifier, id, { skipSelf: true });
          if (!resolved || resolved.external) continue;
          // The CommonJS plugin marks a module it wraps with a leading NUL and a query: the file is what it wraps.
          const file = resolved.id.replace(/^\0/, '').split('?')[0];
          emitted.set(
            specifier,
            this.emitFile({ type: 'asset', fileName: basename(file), source: readFileSync(file) }),
          );
        }
        result = result.replace(match[0], `new URL(import.meta.ROLLUP_FILE_URL_${emitted.get(specifier)})`);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

/**
 * Folders of a dependency that a package's CDN bundles load at run time by URL, copied beside the bundles under
 * the name given: pdf.js's standard fonts, character maps, WebAssembly decoders and CMYK profile, which the
 * player's PDF viewer finds in `pdfjs/` beside pdf.js's worker (packages/player/src/viewers/pdf/pdf-asset-urls.ts).
 * Data files, never in a JavaScript bundle: a page fetches one only when a document needs it.
 */
const CDN_ASSET_FOLDERS = {
  '@campus/player': {
    'pdfjs/standard_fonts': 'pdfjs-dist/standard_fonts',
    'pdfjs/cmaps': 'pdfjs-dist/cmaps',
    'pdfjs/wasm': 'pdfjs-dist/wasm',
    'pdfjs/iccs': 'pdfjs-dist/iccs',
  },
};

/** Every file under a folder, as paths relative to it. */
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/** Emits the CDN asset folders of `pkgs` (CDN_ASSET_FOLDERS), each file under its folder's name in the output. */
function cdnAssetFolders(pkgs) {
  const folders = pkgs.flatMap(({ dir, manifest }) =>
    Object.entries(CDN_ASSET_FOLDERS[manifest.name] ?? {}).map(([to, from]) => {
      const [name, ...rest] = from.split('/');
      const root = dirname(createRequire(resolve(dir, 'package.json')).resolve(`${name}/package.json`));
      return { to, from: join(root, ...rest) };
    }),
  );
  return {
    name: 'campus-cdn-asset-folders',
    buildStart() {
      for (const { to, from } of folders)
        for (const file of filesUnder(from))
          this.emitFile({ type: 'asset', fileName: `${to}/${file}`, source: readFileSync(join(from, file)) });
    },
  };
}

/**
 * TypeScript to JavaScript, one file at a time and without type-checking, for the browser bundles: `npm run typecheck`
 * checks the types, and a type-checking plugin here would build a program of every package for each of the ~30
 * bundles (most of the build's time). The ESM builds keep @rollup/plugin-typescript for their declarations.
 */
const transpileOnly = () => ({
  name: 'campus-transpile-only',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    const { outputText, sourceMapText } = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        jsx: ts.JsxEmit.ReactJSX,
        sourceMap: true,
      },
    });
    return { code: outputText, map: sourceMapText };
  },
});

/** Plugins of a browser bundle; `compat` renders with preact/compat (the standalone bundles; see scripts/preact-compat.mjs). */
const browserPlugins = ({ compat = false } = {}) => [
  ...(compat ? [preactCompat()] : []),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({
    browser: true,
    exportConditions: ['source', 'browser', 'module', 'import', 'default'],
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
  }),
  commonjs(),
  transpileOnly(),
  dependencyAssetUrls(),
  pureSchemas(),
  terser({ format: { comments: false } }),
];

/**
 * Tree-shaking of workspace sources by their package's "sideEffects" field. Browser bundles reach sibling
 * packages' `src/` through the "source" condition, where Rollup does not read that field and keeps every module
 * with a top-level call: every zod schema (`export const x = z.object(...)`) and the route table, used or not.
 */
function workspaceSideEffects(packages) {
  const declared = packages.map(({ dir, manifest }) => ({
    root: `${resolve(dir)}/`,
    sideEffects: manifest.sideEffects,
  }));
  return (id) => {
    const owner = declared.find(({ root }) => id.startsWith(root));
    if (owner === undefined || owner.sideEffects === undefined) return true;
    if (typeof owner.sideEffects === 'boolean') return owner.sideEffects;
    return owner.sideEffects.some((file) => resolve(owner.root, file) === id);
  };
}

/** Standalone and shared-runtime bundles of a package that registers custom elements. */
function elementBuilds(pkg, treeshake) {
  const element = pkg.manifest.exports['./element'];
  if (!element?.source) return [];
  const name = pkg.manifest.name.replace('@campus/', '');
  const input = join(pkg.dir, element.source);
  // Lazily imported modules (the messages of languages other than the default) become chunks beside the
  // entry, fetched only when used; the entry file is what a page loads and what the size budget measures.
  const output = (variant) => ({
    dir: join(pkg.dir, 'dist/cdn'),
    format: 'es',
    entryFileNames: `${name}.${variant}.min.js`,
    chunkFileNames: `chunks/${name}.${variant}.[name]-[hash].min.js`,
  });
  return [
    {
      input,
      treeshake,
      plugins: [...browserPlugins({ compat: true }), cdnAssetFolders([pkg])],
      output: output('standalone'),
    },
    {
      input,
      treeshake,
      external: (id) => SHARED_RUNTIME.includes(id),
      plugins: [...browserPlugins(), cdnAssetFolders([pkg])],
      output: output('shared'),
    },
  ];
}

/** The shared runtime that the `.shared` element bundles import: React, ReactDOM, the core and the toolkit. */
function sharedRuntimeBuild(packages) {
  const ui = packages.find((pkg) => pkg.manifest.name === '@campus/ui');
  const entry = ui && join(ui.dir, 'src/runtime.ts');
  if (!entry || !existsSync(entry) || !packages.some((pkg) => pkg.manifest.exports['./element'])) return [];
  return [
    {
      input: entry,
      plugins: browserPlugins(),
      // A folder, not one file: the core's other languages are chunks loaded on demand.
      output: {
        dir: join(ui.dir, 'dist/cdn'),
        format: 'es',
        entryFileNames: 'campus-runtime.min.js',
        chunkFileNames: 'chunks/campus-runtime.[name]-[hash].min.js',
      },
    },
  ];
}

/** Name of a feature package's chunks, without the scope: `@campus/auth` → `auth`. */
const shortName = (pkg) => pkg.manifest.name.replace('@campus/', '');

/**
 * The loader's element chunks: each feature package's `./element` entry is emitted as a chunk of its own, and the
 * virtual module `campus:element-chunks` (typed in packages/elements/src/element-chunks.d.ts) exports their URLs
 * by package name, so the loader can import one again with a cache-busting query after a failed fetch (a plain
 * `import('@campus/auth/element')` would be compiled to a fixed specifier).
 */
function elementChunks(featurePackages) {
  const VIRTUAL = 'campus:element-chunks';
  const references = new Map();
  return {
    name: 'campus-element-chunks',
    buildStart() {
      for (const pkg of featurePackages) {
        const id = resolve(pkg.dir, pkg.manifest.exports['./element'].source);
        const name = shortName(pkg);
        references.set(name, this.emitFile({ type: 'chunk', id, name, preserveSignature: false }));
      }
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const urls = [...references].map(([name, ref]) => `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`);
      return `export default { ${urls.join(', ')} };`;
    },
  };
}

/**
 * The chunk of each module of the loader's build, by name. The shared chunk holds every module (after
 * tree-shaking) that two or more feature packages'
 * element entries need statically — the renderer, the core, the toolkit, their libraries. A first pass builds
 * with Rollup's own chunking (a chunk per set of entries that need its modules; it sees through the toolkit's
 * and the core's barrels, which a module graph walk cannot) and keeps the chunks two element chunks reach. So
 * a page's first widget brings the shared chunk and each further widget only its own chunk; what one package
 * alone needs stays in its chunk, and what loads on demand (other languages, lazy screens) is left to Rollup.
 */
async function loaderChunkGroups(config, elementEntries) {
  const plugins = config.plugins.filter((plugin) => plugin.name !== 'terser');
  const bundle = await rollup({ ...config, plugins, onLog: () => undefined });
  const { output } = await bundle.generate({ ...config.output, manualChunks: undefined });
  const dependencies = new Map(bundle.cache.modules.map((module) => [module.id, module.dependencies]));
  await bundle.close();
  const chunks = new Map(output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const closure = (file, seen = new Set()) => {
    if (!seen.has(file)) {
      seen.add(file);
      for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
    }
    return seen;
  };
  // Which element chunks reach each chunk statically, and which packages' chunks (element or on demand) reach it.
  const reachedBy = new Map();
  const usedBy = new Map();
  const note = (map, file, value) => map.set(file, new Set([...(map.get(file) ?? []), value]));
  for (const chunk of chunks.values()) {
    const owner = chunk.facadeModuleId?.match(/\/packages\/([^/]+)\/src\//)?.[1];
    if (owner === undefined || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
    const element = elementEntries.includes(chunk.facadeModuleId);
    for (const file of closure(chunk.fileName)) {
      note(usedBy, file, owner);
      if (element) note(reachedBy, file, chunk.name);
    }
  }
  // Every module is placed explicitly: Rollup adds a manual chunk's static dependencies to it, and through the
  // barrels those would be the whole toolkit and core. A chunk only one element chunk needs statically, and no
  // other package uses, joins that element chunk, so a widget is one file (besides what it loads on demand).
  const groups = new Map();
  const names = new Set(['shared', ...[...reachedBy.values()].flatMap((set) => [...set])]);
  const partialGroups = sizablePartialGroups(chunks.values(), reachedBy, elementEntries.length);
  for (const chunk of chunks.values()) {
    if (chunk.isEntry && !elementEntries.includes(chunk.facadeModuleId)) continue;
    const elements = [...(reachedBy.get(chunk.fileName) ?? [])];
    const users = usedBy.get(chunk.fileName) ?? new Set();
    let name;
    if (partialGroups.has(groupKey(elements))) name = partialGroups.get(groupKey(elements));
    else if (elements.length >= 2) name = 'shared';
    else if (elements.length === 1 && users.size === 1) name = elements[0];
    else
      for (let n = 1; name === undefined || names.has(name); n += 1) name = n === 1 ? chunk.name : `${chunk.name}${n}`;
    names.add(name);
    for (const id of Object.keys(chunk.modules)) groups.set(id, name);
  }
  // What the shared chunk imports is shared too (a barrel's re-export can reach a partly shared module).
  const pending = [...groups].filter(([, name]) => name === 'shared').map(([id]) => id);
  while (pending.length > 0) {
    for (const id of dependencies.get(pending.pop()) ?? []) {
      if (!/^shared-/.test(groups.get(id) ?? '')) continue;
      groups.set(id, 'shared');
      pending.push(id);
    }
  }
  return groups;
}

/** The key of a set of element chunk names. */
const groupKey = (elements) => [...elements].sort().join('+');

/** Rendered bytes below which a partly shared group stays in the shared chunk (not worth a request of its own). */
const PARTIAL_GROUP_MIN_BYTES = 16 * 1024;

/**
 * The groups of element chunks that share a sizable amount of code among themselves alone — at most half of the
 * element chunks, at least {@link PARTIAL_GROUP_MIN_BYTES} rendered (the loyalty programme's schemas and calls,
 * which its four widgets share) — by key, with their chunk's name. Their code gets a chunk of its own, so the first
 * widget of a page that has none of them (the sign-in) does not download it; the first of them does.
 */
function sizablePartialGroups(chunks, reachedBy, elementCount) {
  const bytes = new Map();
  for (const chunk of chunks) {
    const elements = [...(reachedBy.get(chunk.fileName) ?? [])];
    if (elements.length < 2 || elements.length > elementCount / 2) continue;
    const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
    bytes.set(groupKey(elements), (bytes.get(groupKey(elements)) ?? 0) + rendered);
  }
  const groups = new Map();
  for (const [key, size] of bytes) if (size >= PARTIAL_GROUP_MIN_BYTES) groups.set(key, `shared-${groups.size + 1}`);
  return groups;
}

/** The CDN build of the package with a `src/cdn.ts` loader (@campus/elements), code-split into `chunks/`. */
async function loaderBuilds(packages, selected, treeshake) {
  const pkg = selected.find(({ dir }) => existsSync(join(dir, 'src/cdn.ts')));
  if (pkg === undefined) return [];
  const featurePackages = packages.filter((each) => each.manifest.exports['./element']?.source);
  const elementEntries = featurePackages.map((each) => resolve(each.dir, each.manifest.exports['./element'].source));
  const entry = `campus-${shortName(pkg)}`;
  const chunkFileNames = `chunks/${entry}.[name]-[hash].min.js`;
  const outputDir = join(pkg.dir, 'dist/cdn');
  const config = {
    input: { [entry]: join(pkg.dir, 'src/cdn.ts') },
    treeshake,
    plugins: [
      // The folder is this build's alone: chunks of an earlier build (other hashes) would pile up in it.
      { name: 'campus-clean-loader-output', buildStart: () => rmSync(outputDir, { recursive: true, force: true }) },
      elementChunks(featurePackages),
      cdnAssetFolders(featurePackages),
      ...browserPlugins({ compat: true }),
    ],
    output: {
      dir: outputDir,
      format: 'es',
      entryFileNames: (chunk) => (chunk.name === entry ? `${entry}.min.js` : chunkFileNames),
      chunkFileNames,
    },
  };
  const groups = await loaderChunkGroups(config, elementEntries);
  return [{ ...config, output: { ...config.output, manualChunks: (id) => groups.get(id) } }];
}

const packages = inDependencyOrder(publishablePackages());
const elementTreeshake = { moduleSideEffects: workspaceSideEffects(packages) };

// `CAMPUS_BUILD=rewards,sales npm run build` rebuilds only those packages (their dependencies' dist/ must exist):
// a quicker loop while working on one widget.
const only = process.env.CAMPUS_BUILD?.split(',').map((name) => `@campus/${name.trim()}`);
const selected = only ? packages.filter((pkg) => only.includes(pkg.manifest.name)) : packages;

/**
 * `CAMPUS_BUILD_PART` splits the build for processes run side by side (`npm run build` runs three): `library` the
 * packages' `dist/` (one after the other: each resolves its siblings through their built declarations), `bundles-I-N`
 * every N-th browser bundle from the I-th (they read sources only, so any order works). Unset, everything.
 */
const part = process.env.CAMPUS_BUILD_PART;
const bundlePart = /^bundles-(\d+)-(\d+)$/.exec(part ?? '');
if (part !== undefined && part !== 'library' && !bundlePart) throw new Error(`CAMPUS_BUILD_PART: unknown part ${part}`);
const libraryConfigs = () => selected.map(libraryBuild);
const inBundlePart = (index) => !bundlePart || index % Number(bundlePart[2]) === Number(bundlePart[1]);
const bundleConfigs = async () => [
  // The loader's build is the longest (its chunking needs a first pass over every widget): part 0 has it, and the
  // other bundles are dealt out in turn after it.
  ...(inBundlePart(0) ? await loaderBuilds(packages, selected, elementTreeshake) : []),
  ...[
    ...selected.flatMap((pkg) => elementBuilds(pkg, elementTreeshake)),
    ...(only ? [] : sharedRuntimeBuild(packages)),
  ].filter((_, index) => inBundlePart(index + 1)),
];

export default [
  ...(part === undefined || part === 'library' ? libraryConfigs() : []),
  ...(part === 'library' ? [] : await bundleConfigs()),
];
