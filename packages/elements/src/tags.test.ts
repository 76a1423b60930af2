import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_PACKAGES, PACKAGE_OF_TAG } from './tags.js';

/** The tags a package's custom-elements.json declares. */
function manifestTags(name: string): string[] {
  const file = join(import.meta.dirname, '..', '..', name, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  return manifest.modules.flatMap((module) => module.declarations ?? []).flatMap(({ tagName }) => tagName ?? []);
}

describe('the loader’s tag table', () => {
  it('lists exactly the tags each feature package’s manifest declares', () => {
    for (const [name, tags] of Object.entries(ELEMENT_PACKAGES)) {
      expect([...tags].sort(), name).toEqual(manifestTags(name).sort());
    }
  });

  it('knows every feature package that registers elements', () => {
    const packagesDir = join(import.meta.dirname, '..', '..');
    const withElements = readdirSync(packagesDir).filter((name) =>
      existsSync(join(packagesDir, name, 'src', 'element.ts')),
    );
    expect(Object.keys(ELEMENT_PACKAGES).sort()).toEqual(withElements.sort());
  });

  it('maps every tag to one package', () => {
    const count = Object.values(ELEMENT_PACKAGES).reduce((sum, tags) => sum + tags.length, 0);
    expect(PACKAGE_OF_TAG.size).toBe(count);
    expect(PACKAGE_OF_TAG.get('campus-points-statement')).toBe('ranking');
  });
});
