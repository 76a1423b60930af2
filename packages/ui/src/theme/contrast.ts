import { mix, parseColor, toHex } from './color.js';
import type { Rgb } from './color.js';

/** WCAG 2 AA minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** WCAG 2 relative luminance of a colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio between two colours, 1 to 21. Strings are parsed with {@link parseColor}.
 * @throws TypeError for a colour it cannot read
 */
export function contrastRatio(first: Rgb | string, second: Rgb | string): number {
  const [a, b] = [first, second].map((color) => {
    const rgb = typeof color === 'string' ? parseColor(color) : color;
    if (rgb === undefined) throw new TypeError(`contrastRatio: cannot read colour ${String(color)}`);
    return relativeLuminance(rgb);
  }) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever reads better on `background`. One of them always reaches at least 4.58:1,
 * so text on any brand colour passes AA.
 */
export function readableTextOn(background: Rgb): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? '#000000' : '#ffffff';
}

/**
 * `color` itself when it reaches `ratio` against `background`, otherwise the nearest shade (mixed toward
 * black on a light background, toward white on a dark one) that does: a light brand colour stays
 * recognisable as link text on white.
 * @param ratio @default MIN_TEXT_CONTRAST
 */
export function ensureContrast(color: Rgb, background: Rgb, ratio: number = MIN_TEXT_CONTRAST): string {
  const target = relativeLuminance(background) > 0.18 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return toHex(candidate);
  }
  return toHex(target);
}
