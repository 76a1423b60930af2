/** A colour as 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*(?:1|1\.0+|100%))?\s*\)$/i;

/**
 * Parses the colour forms a client's params use: `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgb(r g b)` (opaque).
 * Anything else is `undefined`: such a value never reaches a stylesheet, so params cannot inject CSS.
 */
export function parseColor(value: string | null | undefined): Rgb | undefined {
  const text = value?.trim() ?? '';
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4) };
  }
  const rgb = RGB.exec(text);
  if (rgb === null) return undefined;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  return [r, g, b].every((channel) => channel <= 255) ? { r, g, b } : undefined;
}

/** `#rrggbb`, lower case. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `color` toward `target` by `amount` (0 = color, 1 = target). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  const at = (from: number, to: number) => from + (to - from) * amount;
  return { r: at(color.r, target.r), g: at(color.g, target.g), b: at(color.b, target.b) };
}
