import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
// The seed's own definition (a module without imports), so this test follows the demo client's colours.
import { DEMO_CLIENT_COLORS } from '../../../server/src/seed/demo/demo-colors.js';
import { tokenStyles } from '../styles/tokens.styles.js';
import { renderWithCampus } from '../testing/index.js';
import { parseColor } from './color.js';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast.js';
import { DEFAULT_SURFACE, themeCss, themeFromParams } from './theme-from-params.js';
import { useAdoptedClientTheme } from './use-client-theme.js';

/** The demo client's colours (as seeded) and harder cases a client could pick. */
const CLIENT_COLORS = [
  DEMO_CLIENT_COLORS,
  { primary: '#1d4ed8', secondary: '#0f766e', tertiary: '#7c3aed' },
  { primary: '#facc15', secondary: '#22d3ee', tertiary: '#f0abfc' }, // light brand colours
  { primary: '#111827', secondary: 'rgb(220, 38, 38)', tertiary: '#777' },
];

/** Reads the custom properties a CSS text declares on one selector. */
function declaredTokens(css: string, selector: string): Map<string, string> {
  const block = css.slice(css.indexOf(selector)).split('}')[0] ?? '';
  return new Map(
    [...block.matchAll(/(--campus-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

describe('WCAG contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', 'rgb(255 255 255)')).toBe(1);
  });

  it.each(CLIENT_COLORS)('keeps text readable for the client colours %o', (colors) => {
    const theme = themeFromParams({ colors });
    for (const name of ['primary', 'secondary', 'tertiary'] as const) {
      const color = theme[`--campus-color-${name}`]!;
      expect(contrastRatio(theme[`--campus-color-on-${name}`]!, color), `on-${name}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(
        contrastRatio(theme[`--campus-color-${name}-text`]!, DEFAULT_SURFACE),
        `${name}-text`,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('enforces 4.5:1 for every text token derived from the demo colours, with the default tokens around them', () => {
    const theme = themeFromParams({ colors: DEMO_CLIENT_COLORS });
    const tokens = new Map([...declaredTokens(tokenStyles, ':host, :root'), ...Object.entries(theme)]);
    const pairs: [string, string][] = [
      ['on-primary', 'primary'],
      ['on-secondary', 'secondary'],
      ['on-tertiary', 'tertiary'],
      ['primary-text', 'surface'],
      ['secondary-text', 'surface'],
      ['tertiary-text', 'surface'],
      ['primary-text', 'surface-muted'],
      ['text', 'surface'],
    ];
    for (const [text, background] of pairs) {
      const foreground = tokens.get(`--campus-color-${text}`);
      const behind = tokens.get(`--campus-color-${background}`);
      expect(foreground, text).toBeDefined();
      expect(behind, background).toBeDefined();
      expect(contrastRatio(foreground!, behind!), `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    // Every demo colour is readable, so each one is applied (none falls back to the token default).
    expect(theme['--campus-color-primary']).toBe(DEMO_CLIENT_COLORS.primary);
    expect(theme['--campus-color-secondary']).toBe(DEMO_CLIENT_COLORS.secondary);
    expect(theme['--campus-color-tertiary']).toBe(DEMO_CLIENT_COLORS.tertiary);
  });

  it('picks white on a dark primary, black on a light one, and keeps a readable colour as is', () => {
    expect(themeFromParams({ colors: DEMO_CLIENT_COLORS })['--campus-color-on-primary']).toBe('#ffffff');
    expect(themeFromParams({ colors: DEMO_CLIENT_COLORS })['--campus-color-primary-text']).toBe('#0b5fff');
    expect(themeFromParams({ colors: DEMO_CLIENT_COLORS })['--campus-color-on-tertiary']).toBe('#000000');
    expect(themeFromParams({ colors: CLIENT_COLORS[1]! })['--campus-color-primary-text']).toBe('#1d4ed8');
    expect(themeFromParams({ colors: CLIENT_COLORS[2]! })['--campus-color-on-primary']).toBe('#000000');
    expect(themeFromParams({ colors: CLIENT_COLORS[2]! })['--campus-color-primary-text']).not.toBe('#facc15');
  });

  it('meets 4.5:1 for every text pair of the default tokens', () => {
    const tokens = declaredTokens(tokenStyles, ':host, :root');
    const pairs: [string, string][] = [
      ['text', 'surface'],
      ['text-muted', 'surface'],
      ['text', 'surface-muted'],
      ['on-primary', 'primary'],
      ['on-secondary', 'secondary'],
      ['on-tertiary', 'tertiary'],
      ['primary-text', 'surface'],
      ['danger', 'surface'],
      ['on-danger', 'danger'],
      ['success', 'surface'],
      ['warning', 'warning-surface'],
      ['danger', 'danger-surface'],
    ];
    for (const [text, background] of pairs) {
      const ratio = contrastRatio(tokens.get(`--campus-color-${text}`)!, tokens.get(`--campus-color-${background}`)!);
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('themeFromParams', () => {
  it('leaves unset and unreadable colours to the token defaults, so params cannot inject CSS', () => {
    const theme = themeFromParams({
      colors: { primary: null, secondary: 'red; } * { display: none', tertiary: '#7C3AED' },
    });
    expect(Object.keys(theme).sort()).toEqual([
      '--campus-color-on-tertiary',
      '--campus-color-tertiary',
      '--campus-color-tertiary-text',
    ]);
    expect(theme['--campus-color-tertiary']).toBe('#7c3aed');
    expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
  });

  it('writes one :host rule of --campus-* declarations', () => {
    const css = themeCss(themeFromParams({ colors: CLIENT_COLORS[1]! }));
    expect(css.startsWith(':host {')).toBe(true);
    expect(css).toContain('--campus-color-primary: #1d4ed8;');
    expect(themeCss({ '--campus-x': 'red; } body { color: red' })).toBe(':host {\n\n}\n');
  });

  it('is adopted as a stylesheet and follows the params store', () => {
    function Themed() {
      useAdoptedClientTheme(document);
      return <p>themed</p>;
    }
    const { campus } = renderWithCampus(<Themed />);
    const themeRules = () =>
      document.adoptedStyleSheets
        .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
        .filter((text) => text.startsWith(':root'));
    expect(screen.getByText('themed')).toBeInTheDocument();
    act(() => campus.stores.params.getState().setParams({ colors: { primary: '#0f766e' } }));
    expect(themeRules().join('\n')).toContain('--campus-color-primary: #0f766e');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
