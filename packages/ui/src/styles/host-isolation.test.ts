import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostIsolationStyles } from './host-isolation.styles.js';
import { toolkitStyles } from './toolkit-styles.js';

const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));
/** The packages whose styles end up inside a widget's shadow root (the site is a page of its own). */
const WIDGET_PACKAGES = ['ui', 'auth', 'catalogue', 'checkin', 'ranking', 'rewards', 'sales'];

function styleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSources(path);
    return entry.name.endsWith('.styles.ts') ? [path] : [];
  });
}

/** The declarations of the first rule with this selector. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0] ?? '';
  return new Map([...body.matchAll(/([-a-z]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()] as const));
}

describe('host isolation', () => {
  it('sizes every widget style from the widget base (--campus-rem), never from the page root (rem)', () => {
    const files = WIDGET_PACKAGES.flatMap((name) => styleSources(join(packagesDir, name, 'src')));
    expect(files.length).toBeGreaterThan(25);
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${relative(packagesDir, file)}:${index + 1}` }))
        // The one page rem: the base of a page without shadow DOM (`:root { --campus-rem: 1rem }`).
        .filter(({ line }) => /\d(\.\d+)?rem\b/.test(line) && line.trim() !== '--campus-rem: 1rem;')
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it("makes every :host declaration important (a page's own, even important, loses to it) and keeps hidden", () => {
    const host = declarationsOf(hostIsolationStyles, ':host');
    expect(host.size).toBeGreaterThan(20);
    for (const [property, value] of host) expect(value, property).toMatch(/!important$/);
    expect(host.get('display')).toBe('var(--campus-display, block) !important');
    expect(host.get('font-size')).toBe('var(--campus-font-size-base, medium) !important');
    expect(host.get('--campus-rem')).toBe('1em !important');
    expect(declarationsOf(hostIsolationStyles, ':host([hidden])').get('display')).toBe('none !important');
    // A page without shadow DOM keeps its rem as the base.
    expect(declarationsOf(hostIsolationStyles, ':root').get('--campus-rem')).toBe('1rem');
    expect(toolkitStyles[0]).toBe(hostIsolationStyles);
  });
});

describe('registerCampusRem', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('registers --campus-rem once as an inherited length, and tolerates a copy that registered it first', async () => {
    const registerProperty = vi.fn(() => {
      throw new DOMException('already registered', 'InvalidModificationError');
    });
    vi.stubGlobal('CSS', { registerProperty });
    const { registerCampusRem } = await import('./campus-rem.js');
    expect(() => registerCampusRem()).not.toThrow();
    registerCampusRem();
    expect(registerProperty).toHaveBeenCalledTimes(1);
    expect(registerProperty).toHaveBeenCalledWith({
      name: '--campus-rem',
      syntax: '<length>',
      inherits: true,
      initialValue: '16px',
    });
  });

  it('does nothing where the API is missing', async () => {
    vi.stubGlobal('CSS', undefined);
    const { registerCampusRem } = await import('./campus-rem.js');
    expect(() => registerCampusRem()).not.toThrow();
  });
});
