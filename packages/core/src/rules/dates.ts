/**
 * ISO calendar-date helpers shared by every date rule. Dates are `YYYY-MM-DD` strings and all arithmetic
 * runs on whole UTC days built from the parsed parts, so the host's local time zone never matters.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The numeric parts of an ISO calendar date. */
export interface IsoDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses `YYYY-MM-DD` into its parts, or `null` when the text is malformed or the day does not exist. */
function parts(value: string): IsoDateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over to March; a round trip catches days that do not exist.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * Whether `value` is a real calendar date written as `YYYY-MM-DD`.
 * @see SPECIFICATION §5 Other fields (birthday), §5 Sales (sale date)
 * @example isIsoDate('2024-02-29') // true; isIsoDate('2023-02-29') // false
 */
export function isIsoDate(value: string): boolean {
  return parts(value) !== null;
}

/**
 * The year, month (1–12) and day of an ISO date.
 * @throws {RangeError} when `value` is not a real `YYYY-MM-DD` date; check with {@link isIsoDate} first.
 * @example parseIsoDate('2024-03-05') // { year: 2024, month: 3, day: 5 }
 */
export function parseIsoDate(value: string): IsoDateParts {
  const parsed = parts(value);
  if (!parsed) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return parsed;
}

/** Days since 1970-01-01 (UTC) for an ISO date. @throws {RangeError} on a malformed date. */
export function dayNumber(value: string): number {
  const { year, month, day } = parseIsoDate(value);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** The ISO date of a day number (days since 1970-01-01 UTC). */
export function isoFromDayNumber(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2024-01-01', '2024-01-16') // 15
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The ISO date `days` calendar days after `date` (before it when negative).
 * @example addDays('2024-02-28', 1) // '2024-02-29'
 */
export function addDays(date: string, days: number): string {
  return isoFromDayNumber(dayNumber(date) + days);
}

/**
 * The ISO date `months` calendar months after `date`; a day the target month lacks becomes its last day.
 * @example addMonths('2024-02-29', 12) // '2025-02-28'
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  // Day 0 of the next month is the last day of the target month.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return isoFromDayNumber(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)) / MS_PER_DAY);
}

/**
 * ISO weekday of a date: 1 = Monday … 7 = Sunday.
 * @example isoWeekday('2024-06-03') // 1 (a Monday)
 */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (ISO weekday 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/**
 * Today's ISO date at the instant `epochMs` in an IANA time zone (the browser's guessed zone on the client,
 * the client's zone on the server). The clock is read by the caller, never here.
 * @see SPECIFICATION §9 (time zone is guessed from the browser)
 * @example isoDateAt(Date.UTC(2024, 0, 1, 2), 'America/Sao_Paulo') // '2023-12-31'
 */
export function isoDateAt(epochMs: number, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD; formatToParts keeps this independent of that locale detail anyway.
  const formatted = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(epochMs);
  const part = (type: string): string => formatted.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
