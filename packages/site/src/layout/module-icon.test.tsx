import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MODULE_ROUTES } from './menu-entries';
import { ModuleIcon, moduleIconPath } from './module-icon';

describe('ModuleIcon', () => {
  it('draws the module as a decorative inline SVG in the text colour', () => {
    const { container } = render(<ModuleIcon module="reward_store" className="site-tab__icon" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toBe('site-tab__icon');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(moduleIconPath('reward_store'));
  });

  it('gives the menu, the home and every module the menu may list an icon of its own, a module added later a disc', () => {
    const disc = moduleIconPath('a_module_added_later');
    const own = ['menu', 'home', ...Object.keys(MODULE_ROUTES)];
    for (const module of own) expect(moduleIconPath(module), module).not.toBe(disc);
    expect(new Set(own.map(moduleIconPath)).size).toBe(own.length);
  });
});

describe("the site's style sheets", () => {
  // Each `data:` SVG image in a sheet is a document of its own, built in the style recalculation that first meets it:
  // the menus' fifteen made every page's first recalculation cost 100–150 ms at 4× CPU slowdown (issue 27).
  it('draw no data: images (icons are inline SVG)', () => {
    const sheets = import.meta.glob<Record<string, unknown>>('../styles/*.styles.ts', { eager: true });
    const texts = Object.entries(sheets).flatMap(([file, module]) =>
      Object.values(module)
        .filter((value): value is string => typeof value === 'string')
        .map((text) => [file, text] as const),
    );
    expect(texts.length).toBeGreaterThan(5);
    for (const [file, text] of texts) expect(text, file).not.toMatch(/url\(\s*["']?data:/);
  });
});
