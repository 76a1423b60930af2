import type { TransmissionRecurrence } from '@campus/core/rules';
import { occurrenceAt } from '@campus/core/rules';
import { createEvents } from 'ics';
import type { EventAttributes } from 'ics';
import { vtimezone, wallClock } from './calendar-time-zone';

/*
 * The iCalendar export of a live class, webinar or presential course (issue 26; spec §9 "Calendar export recurrence:
 * yearly, monthly, weekly, daily"; "time zone is guessed from the browser"). The `ics` package writes the file
 * (escaping, folding, RRULE); times are the wall-clock times of the learner's zone, marked with its TZID and
 * described by a VTIMEZONE (calendar-time-zone.ts).
 */

/** One event of the file. */
export interface CalendarEntry {
  /** Stable across exports, so a second import updates the event instead of adding another. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string | null;
  readonly start: Date;
  /** When none is known, the event lasts an hour. */
  readonly end: Date | null;
  readonly recurrence: TransmissionRecurrence | null;
  /** The item's page on the site, when known. */
  readonly url: string | null;
}

const HOUR_MS = 3_600_000;

/** `FREQ=WEEKLY;COUNT=8` of a recurrence. */
export function recurrenceRule(recurrence: TransmissionRecurrence): string {
  return `FREQ=${recurrence.frequency.toUpperCase()}${recurrence.count === null ? '' : `;COUNT=${recurrence.count}`}`;
}

/** The years an entry's occurrences span (at most six: a VTIMEZONE beyond that is noise). */
function yearsOf(entry: CalendarEntry): [number, number] {
  const first = entry.start.getTime();
  const end = entry.end?.getTime() ?? first + HOUR_MS;
  let lastStart = first;
  if (entry.recurrence !== null) {
    const occurrences = { start: first, end };
    const count = entry.recurrence.count ?? 1;
    lastStart = occurrenceAt(occurrences, { ...entry.recurrence, count }, count - 1)?.start ?? first;
  }
  const fromYear = new Date(first).getUTCFullYear();
  return [fromYear, Math.min(new Date(lastStart).getUTCFullYear() + 1, fromYear + 5)];
}

/**
 * The `.ics` text of `entries` in `timeZone` (a valid IANA zone: the route checks it), CRLF line ends.
 * @throws Error when `ics` refuses an entry (a bug: entries are built from stored rows)
 */
export function calendarFile(entries: readonly CalendarEntry[], timeZone: string, calendarName: string): string {
  const events: EventAttributes[] = entries.map((entry) => {
    const start = entry.start.getTime();
    const end = entry.end !== null && entry.end.getTime() > start ? entry.end.getTime() : start + HOUR_MS;
    return {
      uid: entry.uid,
      title: entry.title,
      description: entry.description,
      ...(entry.location === null ? {} : { location: entry.location }),
      ...(entry.url === null ? {} : { url: entry.url }),
      // A string start passes through `ics` as written: the wall clock, which the TZID below qualifies.
      start: wallClock(start, timeZone),
      startInputType: 'local',
      startOutputType: 'local',
      end: wallClock(end, timeZone),
      endInputType: 'local',
      endOutputType: 'local',
      ...(entry.recurrence === null ? {} : { recurrenceRule: recurrenceRule(entry.recurrence) }),
      productId: 'campus/live-classes',
      calName: calendarName,
    };
  });
  const { error, value } = createEvents(events, { productId: 'campus/live-classes', calName: calendarName });
  if (error || value === null) throw error ?? new Error('ics: no calendar');
  const years = entries.map(yearsOf);
  const fromYear = Math.min(...years.map(([from]) => from));
  const toYear = Math.max(...years.map(([, to]) => to));
  const timezone = vtimezone(timeZone, fromYear, toYear);
  return value
    .replace(/\r?\n/g, '\r\n')
    .replace(/^(DTSTART|DTEND):/gm, `$1;TZID=${timeZone}:`)
    .replace('\r\nBEGIN:VEVENT', `\r\n${timezone}\r\nBEGIN:VEVENT`);
}
