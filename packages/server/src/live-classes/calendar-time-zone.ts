/*
 * Times of an iCalendar file in one IANA time zone (RFC 5545 §3.2.19 TZID, §3.6.5 VTIMEZONE), from the runtime's
 * own zone database (Intl): the `ics` package writes UTC or floating times only, so the export writes each event's
 * wall-clock time in the learner's zone with `TZID=` and describes the zone's offsets in a VTIMEZONE, so a calendar
 * shows the class at the learner's hour and repeats it at the same hour across daylight-saving changes.
 */

/** `YYYYMMDDTHHMMSS`: an instant's wall-clock time in `timeZone`. */
export function wallClock(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year').padStart(4, '0')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** The zone's offset from UTC at an instant, in minutes (`America/Sao_Paulo` → −180). */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(epochMs))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `+HHMM` / `-HHMM` of an offset in minutes. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** The instants in [from, to) where the zone's offset changes, to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  let previous = offsetMinutes(from, timeZone);
  for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
    const offset = offsetMinutes(day, timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push(high);
    previous = offset;
  }
  return found;
}

/**
 * The VTIMEZONE of `timeZone` for the years `fromYear`…`toYear`: the offset in force at the start, then one
 * STANDARD or DAYLIGHT observance per change (the larger offset of a change is daylight time). Lines joined by CRLF.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const initial = offsetMinutes(from, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, before: number, after: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${formatOffset(before)}`,
      `TZOFFSETTO:${formatOffset(after)}`,
      `END:${kind}`,
    );
  observance('STANDARD', wallClock(from, 'UTC').replace(/T\d{6}$/, 'T000000'), initial, initial);
  let before = initial;
  for (const instant of transitions(timeZone, from, to)) {
    const after = offsetMinutes(instant, timeZone);
    // DTSTART of an observance is the local time of the change in the offset before it (RFC 5545 §3.6.5).
    observance(after > before ? 'DAYLIGHT' : 'STANDARD', wallClock(instant + before * 60_000, 'UTC'), before, after);
    before = after;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
