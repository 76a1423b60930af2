// Builds every publishable workspace package:
//  1. ESM + .d.ts into packages/<name>/dist, one module per source file, dependencies external;
//  2. for a feature package that exports "./element", its custom-element bundles into dist/cdn/:
//     - <name>.standalone.min.js: React, the core and the toolkit included, one <script type="module">
//       (languages other than the default load on demand from dist/cdn/chunks/);
//     - <name>.shared.min.js: imports react, react-dom, @campus/core and @campus/ui from the shared runtime
//       (packages/ui/dist/cdn/campus-runtime.min.js, mapped with an import map), for pages with several widgets.
// Packages are built in dependency order so each one type-checks against the declarations of the ones below it.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { preactCompat } from './scripts/preact-compat.mjs';
import { pureSchemas } from './scripts/pure-schemas.mjs';

const SHARED_RUNTIME = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@campus/core', '@campus/ui'];

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
 * Plugins of a browser bundle; `tsconfig` is the building package's own (the root one lists no files); `compat`
 * renders with preact/compat (the standalone bundles; see scripts/preact-compat.mjs).
 */
const browserPlugins = (tsconfig, { compat = false } = {}) => [
  ...(compat ? [preactCompat()] : []),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({
    browser: true,
    exportConditions: ['source', 'browser', 'module', 'import', 'default'],
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
  }),
  commonjs(),
  typescript({
    tsconfig,
    compilerOptions: { noEmit: false, declaration: false, jsx: 'react-jsx' },
    include: [resolve('packages/*/src/**/*.ts'), resolve('packages/*/src/**/*.tsx')],
    exclude: ['**/*.test.*', '**/*.stories.tsx'],
  }),
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
  const tsconfig = join(pkg.dir, 'tsconfig.build.json');
  // Lazily imported modules (the messages of languages other than the default) become chunks beside the
  // entry, fetched only when used; the entry file is what a page loads and what the size budget measures.
  const output = (variant) => ({
    dir: join(pkg.dir, 'dist/cdn'),
    format: 'es',
    entryFileNames: `${name}.${variant}.min.js`,
    chunkFileNames: `chunks/${name}.${variant}.[name]-[hash].min.js`,
  });
  return [
    { input, treeshake, plugins: browserPlugins(tsconfig, { compat: true }), output: output('standalone') },
    {
      input,
      treeshake,
      external: (id) => SHARED_RUNTIME.includes(id),
      plugins: browserPlugins(tsconfig),
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
      plugins: browserPlugins(join(ui.dir, 'tsconfig.build.json')),
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

const packages = inDependencyOrder(publishablePackages());
const elementTreeshake = { moduleSideEffects: workspaceSideEffects(packages) };

// `CAMPUS_BUILD=rewards,sales npm run build` rebuilds only those packages (their dependencies' dist/ must exist):
// a quicker loop while working on one widget.
const only = process.env.CAMPUS_BUILD?.split(',').map((name) => `@campus/${name.trim()}`);
const selected = only ? packages.filter((pkg) => only.includes(pkg.manifest.name)) : packages;

export default [
  ...selected.map(libraryBuild),
  ...selected.flatMap((pkg) => elementBuilds(pkg, elementTreeshake)),
  ...(only ? [] : sharedRuntimeBuild(packages)),
];
