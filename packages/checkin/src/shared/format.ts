/*
 * Dates and numbers with Intl in the interface language and the browser's time zone (spec §9), so no date
 * library is bundled.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** An instant as date and time (`10 de dez. de 2026 19:00`); '' for an invalid value. */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTimeFormat(locale).format(time);
}

/** An event's time span, the shared parts said once (`10 de dez. de 2026 09:00 – 18:00`). */
export function formatSpan(begin: string, end: string, locale: string): string {
  const from = Date.parse(begin);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until)) return formatDateTime(begin, locale);
  return dateTimeFormat(locale).formatRange(from, until);
}

/** A whole number with the language's grouping (`1.234`). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
