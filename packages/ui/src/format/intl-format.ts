/*
 * Numbers and dates shown with Intl in the interface language, so no formatting library is bundled; one set for
 * every widget. Calendar dates (`YYYY-MM-DD`: sale days, campaign days, expiry days) are formatted in UTC, so
 * they are shown as written and never shift by a day; instants (ledger entries, event times) are shown in the
 * browser's time zone (spec §9: "time zone is guessed from the browser").
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One Intl formatter per language and style, made once (building them is the slow part). */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The UTC midnight of a calendar date (`2026-03-15`, or the date part of a longer ISO value); NaN otherwise. */
function calendarTime(iso: string | null | undefined): number {
  if (iso === null || iso === undefined || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return Number.NaN;
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** A whole number (points, units) with the language's grouping (`12.345` in pt-BR, `12,345` in en-US). */
export function formatNumber(value: number, locale: string): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/** A signed whole number (`+120`, `−40`), for ledger movements. */
export function formatSignedNumber(value: number, locale: string): string {
  return cached(
    `s|${locale}`,
    () => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
  ).format(value);
}

/** A multiplier (`1,5`), at most two decimals. */
export function formatMultiplier(value: number, locale: string): string {
  return cached(`x|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

/** A share from 0 to 1 as a whole percentage (`42%`, `42 %` in fr-FR). */
export function formatPercent(share: number, locale: string): string {
  return cached(
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}

/** A calendar date (`15 de mar. de 2026`); '' for a missing or invalid value. */
export function formatCalendarDay(iso: string | null | undefined, locale: string): string {
  const time = calendarTime(iso);
  if (Number.isNaN(time)) return '';
  return cached(`d|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(
    time,
  );
}

/** A calendar date with its weekday (`segunda-feira, 15 de março de 2026`); '' when invalid. */
export function formatLongCalendarDay(iso: string | null | undefined, locale: string): string {
  const time = calendarTime(iso);
  if (Number.isNaN(time)) return '';
  return cached(`D|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })).format(
    time,
  );
}

/** A short calendar date for chart axes (`1 de mar.`); '' when invalid. */
export function formatShortCalendarDay(iso: string | null | undefined, locale: string): string {
  const time = calendarTime(iso);
  if (Number.isNaN(time)) return '';
  return cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ).format(time);
}

/** An instant as date and time in the browser's zone (`10 de dez. de 2026 19:00`); '' when missing or invalid. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  const time = iso === null || iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return cached(
    `t|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(time);
}

/** An instant's date in the browser's zone (`3 de dez. de 2026`); '' when missing or invalid. */
export function formatInstantDay(iso: string | null | undefined, locale: string): string {
  const time = iso === null || iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return cached(`i|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(time);
}

/** A time span with the shared parts said once (`10 de dez. de 2026 09:00 – 18:00`). */
export function formatDateTimeRange(begin: string, end: string, locale: string): string {
  const from = Date.parse(begin);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until)) return formatDateTime(begin, locale);
  return (
    cached(
      `t|${locale}`,
      () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    ) as Intl.DateTimeFormat
  ).formatRange(from, until);
}
