import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLKIT_PARTS } from './shared-docs.js';

const SRC = join(import.meta.dirname, '..');

/** Every `part="…"` the toolkit's components render (stories and tests aside). */
function renderedParts(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !/\.(test|stories)\./.test(file),
  );
  const parts = files.flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(/\bpart="([a-z0-9-]+)"/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(parts)].sort();
}

describe('TOOLKIT_PARTS', () => {
  it('describes exactly the parts the toolkit components render, for every widget manifest', () => {
    expect(Object.keys(TOOLKIT_PARTS).sort()).toEqual(renderedParts());
    expect(renderedParts()).toEqual(expect.arrayContaining(['button', 'field', 'label', 'input', 'dialog', 'tabs']));
  });
});
