import { dateFormatForLanguage, formatIsoDate, isIsoDate } from '../rules/index.js';

/** The browser's (or runtime's) time zone (spec §9 "Time zone is guessed from the browser"). @default 'UTC' */
export function guessTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone; an unknown zone counts as UTC. */
function isoDateIn(instant: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(instant);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).formatToParts(instant);
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * A date as the product shows it (spec §9): `DD/MM/YYYY` for language ids 1 and 3, otherwise `MM-DD-YYYY`.
 * A date-only value (`2025-03-15`) is a calendar date and is never shifted; a timestamp
 * (`2025-03-15T02:00:00Z`) is shown as the date it is in `timeZone`.
 * @param languageId the selected language id (`selected_language_id`)
 * @param timeZone IANA zone. @default the browser's guessed zone ({@link guessTimeZone})
 * @returns the formatted date, or '' when `iso` is not a valid date (a bad API value must not break a screen)
 */
export function formatDate(iso: string, languageId: number | string, timeZone?: string): string {
  const format = dateFormatForLanguage(Number(languageId));
  if (isIsoDate(iso)) return formatIsoDate(iso, format);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  // Guessed only for a timestamp: guessing builds an Intl formatter, and the first one of a page loads ICU's data
  // (66–132 ms at 4x CPU in CPU profiles of the home, where the campaigns' date-only values paid it for nothing).
  return formatIsoDate(isoDateIn(instant, timeZone ?? guessTimeZone()), format);
}
