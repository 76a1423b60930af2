// Which toolkit parts a package's widgets render: the `part="…"` names of the @campus/ui components the package
// imports, each component followed through the ui modules it imports (a TextField renders the FieldFrame's
// `field`, `label`, `hint` and `error`). Read from the sources, so a new part of a component reaches every manifest.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sourceFiles } from './source-types.mjs';

const UI_SRC = resolve('packages/ui/src');

/** `part="name"` literals of one file. */
const literalParts = (text) => [...text.matchAll(/\bpart="([a-z0-9-]+)"/g)].map((match) => match[1]);

/** The parts a ui module renders, with those of the ui modules it imports (relative imports only). */
function partsOfModule(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)].flatMap((match) => {
    const base = resolve(dirname(file), match[1]);
    return [`${base}.ts`, `${base}.tsx`].filter(existsSync);
  });
  return [...literalParts(text), ...imported.flatMap((next) => partsOfModule(next, seen))];
}

/** Every part literal of the ui components (for the check that each has a description). */
export function allToolkitParts() {
  return new Set(sourceFiles(UI_SRC).flatMap((file) => literalParts(readFileSync(file, 'utf8'))));
}

/** Exported ui name → the module it comes from, from packages/ui/src/index.ts. */
function uiExports() {
  const index = readFileSync(join(UI_SRC, 'index.ts'), 'utf8');
  const modules = new Map();
  for (const match of index.matchAll(/export \{([^}]+)\} from '(\.[^']+)\.js'/g)) {
    const base = resolve(UI_SRC, match[2]);
    const file = [`${base}.tsx`, `${base}.ts`].find(existsSync);
    for (const name of match[1].split(',').map((part) => part.trim())) if (name && file) modules.set(name, file);
  }
  return modules;
}

/** The toolkit parts the widgets of the package in `dir` render, sorted. */
export function toolkitPartsOf(dir) {
  const modules = uiExports();
  const used = new Set();
  for (const file of sourceFiles(join(dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import \{([^}]+)\} from '@campus\/ui'/g)) {
      for (const name of match[1].split(',').map((part) => part.trim())) used.add(name);
    }
  }
  const parts = [...used].flatMap((name) => (modules.has(name) ? partsOfModule(modules.get(name)) : []));
  return [...new Set(parts)].sort();
}
