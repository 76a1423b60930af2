/*
 * Dates and numbers shown with Intl in the interface language, so no date library is bundled. Campaign and
 * sale dates are calendar dates (`2026-03-15`): they are formatted in UTC so they never shift by a day.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (`15 de mar. de 2026`); '' for a missing or invalid value. */
export function formatDay(iso: string | null | undefined, locale: string): string {
  if (iso === null || iso === undefined) return '';
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return '';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(time);
}

/** A calendar date with its weekday (`segunda-feira, 15 de março de 2026`), for the next allowed photo day. */
export function formatLongDay(iso: string, locale: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(time);
}

/** A whole number of points with the language's grouping (`1.250`). */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}

/** A multiplier (`1,5`). */
export function formatMultiplier(multiplier: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(multiplier);
}
