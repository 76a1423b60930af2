/*
 * Dates shown with Intl in the interface language and the browser's time zone (spec §9: "time zone is
 * guessed from the browser"), so no date library is bundled.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime ? 'time' : 'date'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(key, format);
  }
  return format;
}

/** An instant as date and time (`10 de dez. de 2026 19:00`); '' for a missing or invalid value. */
export function formatDateTime(iso: string | null, locale: string): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatFor(locale, true).format(time);
}

/** An instant's calendar date (`3 de dez. de 2026`); '' for a missing or invalid value. */
export function formatDay(iso: string | null, locale: string): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatFor(locale, false).format(time);
}

/** A period `begin – end` (days), or one day, or '' without a start. */
export function formatPeriod(begin: string | null, end: string | null, locale: string): string {
  const from = formatDay(begin, locale);
  const until = formatDay(end, locale);
  if (from === '') return until;
  return until === '' || until === from ? from : `${from} – ${until}`;
}

/** Minutes as whole hours and the remaining minutes. */
export function splitWorkload(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
