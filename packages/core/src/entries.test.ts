import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from './api/calls/index.js';
import * as root from './index.js';
import * as rules from './rules/index.js';
import * as schemas from './schemas/index.js';

// The entries of the package's `exports` (docs/core.md). The shared runtime of the element bundles
// (packages/ui/src/runtime.ts) re-exports all of them with `export *` from one file: a name two entries export
// must be the same binding, or the runtime would drop it as ambiguous and a `.shared` widget importing it fail.
const entries = { '.': root, './api': api, './rules': rules, './schemas': schemas } as const;

describe('the entries of @campus/core', () => {
  it('are the ones package.json exports, from these sources', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, { source?: string }>;
    };
    const sources = Object.fromEntries(
      Object.entries(manifest.exports).flatMap(([subpath, target]) =>
        typeof target === 'object' && target.source ? [[subpath, target.source]] : [],
      ),
    );
    expect(sources).toEqual({
      '.': './src/index.ts',
      './api': './src/api/calls/index.ts',
      './rules': './src/rules/index.ts',
      './schemas': './src/schemas/index.ts',
      './testing': './src/testing/index.ts',
    });
  });

  it('share a name only when it is the same value', () => {
    const owners = new Map<string, { entry: string; value: unknown }>();
    const conflicts: string[] = [];
    for (const [entry, module] of Object.entries(entries)) {
      for (const [name, value] of Object.entries(module)) {
        const first = owners.get(name);
        if (first === undefined) owners.set(name, { entry, value });
        else if (first.value !== value) conflicts.push(`${name} (${first.entry}, ${entry})`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('keep the root to the instance and its pieces: schemas, calls and rules are in their own entries', () => {
    const rootNames = Object.keys(root);
    expect(rootNames.filter((name) => name.endsWith('Schema'))).toEqual([]);
    expect(rootNames.filter((name) => name in api)).toEqual([]);
    // The locales are both a rule and what `createCampus` takes: the one shared family.
    expect(rootNames.filter((name) => name in rules).sort()).toEqual(['DEFAULT_LOCALE', 'LOCALES', 'matchLocale']);
    expect(root.createCampus).toBeTypeOf('function');
    expect(api.fetchPoints).toBeTypeOf('function');
    expect(schemas.pointsSummarySchema).toBeDefined();
    expect(rules.checkSale).toBeTypeOf('function');
  });
});
