/*
 * Numbers and dates with Intl in the interface language, so no formatting library is bundled. Calendar dates
 * (`YYYY-MM-DD`: campaign days, expiry days) are shown as written, never shifted by the browser's zone;
 * instants (ledger entries) are shown in the browser's zone (spec §9: "time zone is guessed from the browser").
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A whole number with the language's grouping (`12.345` in pt-BR). */
export function formatPoints(value: number, locale: string): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A signed number (`+120`, `−40`), for ledger movements. */
export function formatSignedPoints(value: number, locale: string): string {
  return cached(`s|${locale}`, () => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })).format(value);
}

/** A calendar date (`2026-03-01` → `1 de mar. de 2026`); '' for anything else. */
export function formatCalendarDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const format = cached(`d|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  return format.format(Date.parse(`${day}T00:00:00Z`));
}

/** A short calendar date for chart axes (`1 de mar.`). */
export function formatShortDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const format = cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  return format.format(Date.parse(`${day}T00:00:00Z`));
}

/** An instant as date and time in the browser's zone; '' when invalid. */
export function formatInstant(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return cached(
    `t|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(time);
}
