import type { ClientColors } from '@campus/core';
import { parseColor, toHex } from './color.js';
import { ensureContrast, readableTextOn } from './contrast.js';

/** A theme: CSS custom property names (`--campus-…`) to values. */
export type CampusTheme = Readonly<Record<`--campus-${string}`, string>>;

/** The surface the brand colours are checked against when used as text (the token default). */
export const DEFAULT_SURFACE = '#ffffff';

const BRAND_COLORS = ['primary', 'secondary', 'tertiary'] as const;

/**
 * The theme a client's params ask for (spec §3 `colors`, ARCHITECTURE §4): for each brand colour that is set
 * and readable, `--campus-color-{name}`, `--campus-color-on-{name}` (black or white, whichever contrasts more)
 * and `--campus-color-{name}-text` (the colour, darkened if needed to reach 4.5:1 on the surface).
 * Unset or unreadable colours are left out, so the token defaults apply.
 * @param params anything with the params store's `colors` (the params state itself)
 */
export function themeFromParams(params: { readonly colors: ClientColors }): CampusTheme {
  const surface = parseColor(DEFAULT_SURFACE);
  const theme: Record<`--campus-${string}`, string> = {};
  for (const name of BRAND_COLORS) {
    const color = parseColor(params.colors[name]);
    if (color === undefined || surface === undefined) continue;
    theme[`--campus-color-${name}`] = toHex(color);
    theme[`--campus-color-on-${name}`] = readableTextOn(color);
    theme[`--campus-color-${name}-text`] = ensureContrast(color, surface);
  }
  return theme;
}

/**
 * The CSS rule that applies a theme: `:host { … }` inside a widget's shadow root, `:root { … }` for a page.
 * Only `--campus-*` names with values made of colour-safe characters are written, so nothing can escape the rule.
 * @param selector @default ':host'
 */
export function themeCss(theme: CampusTheme, selector: ':host' | ':root' = ':host'): string {
  const declarations = Object.entries(theme)
    .filter(([name, value]) => /^--campus-[a-z0-9-]+$/.test(name) && /^[#a-z0-9(),.%\s-]+$/i.test(value))
    .map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
