import { describe, expect, it } from 'vitest';
import { calendarFile, recurrenceRule } from './calendar-export';
import type { CalendarEntry } from './calendar-export';
import { offsetMinutes, vtimezone, wallClock } from './calendar-time-zone';

/** The content lines of an iCalendar text: unfolded (RFC 5545 §3.1), as `[name;params, value]`. */
function contentLines(text: string): [string, string][] {
  expect(text).not.toMatch(/[^\r]\n/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

/** The VEVENTs of a file, each as a map of its properties (name with parameters → value). */
function events(text: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const [name, value] of contentLines(text)) {
    if (name === 'BEGIN' && value === 'VEVENT') current = new Map();
    else if (name === 'END' && value === 'VEVENT' && current) {
      found.push(current);
      current = null;
    } else current?.set(name, value);
  }
  return found;
}

/** Reverses RFC 5545 §3.3.11 TEXT escaping. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

const entry: CalendarEntry = {
  uid: 'live_class-7@campus',
  title: 'Aula ao Vivo: Vendas, Negociação; e Fechamento\nParte 1',
  description: 'Com exercícios, dúvidas e prática.',
  location: 'São Paulo, SP',
  // 19:00 in São Paulo (UTC−3).
  start: new Date('2026-12-02T22:00:00Z'),
  end: new Date('2026-12-02T23:30:00Z'),
  recurrence: { frequency: 'weekly', count: 8 },
  url: null,
};

describe('calendarFile', () => {
  it('writes the class at the learner’s wall-clock time with its zone, recurrence and escaped texts', () => {
    const text = calendarFile([entry], 'America/Sao_Paulo', 'Campus');
    const [event, ...others] = events(text);
    expect(others).toEqual([]);
    expect(event?.get('DTSTART;TZID=America/Sao_Paulo')).toBe('20261202T190000');
    expect(event?.get('DTEND;TZID=America/Sao_Paulo')).toBe('20261202T203000');
    expect(event?.get('RRULE')).toBe('FREQ=WEEKLY;COUNT=8');
    expect(event?.get('UID')).toBe('live_class-7@campus');
    expect(unescapeText(event?.get('SUMMARY') ?? '')).toBe(entry.title);
    expect(event?.get('SUMMARY')).toContain('Vendas\\, Negociação\\; e Fechamento\\nParte 1');
    expect(unescapeText(event?.get('LOCATION') ?? '')).toBe('São Paulo, SP');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n');
    expect(text.indexOf('END:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it('writes every entry; one without recurrence has no RRULE, one without an end lasts an hour', () => {
    const text = calendarFile(
      [
        { ...entry, uid: 'a@campus', recurrence: null },
        { ...entry, uid: 'b@campus', recurrence: { frequency: 'monthly', count: null }, end: null },
      ],
      'Europe/Paris',
      'Campus',
    );
    const [first, second] = events(text);
    expect(first?.has('RRULE')).toBe(false);
    // 22:00 UTC is 23:00 in Paris in December.
    expect(first?.get('DTSTART;TZID=Europe/Paris')).toBe('20261202T230000');
    expect(second?.get('RRULE')).toBe('FREQ=MONTHLY');
    expect(second?.get('DTEND;TZID=Europe/Paris')).toBe('20261203T000000');
  });

  it('spells each recurrence of spec §9', () => {
    for (const frequency of ['yearly', 'monthly', 'weekly', 'daily'] as const) {
      expect(recurrenceRule({ frequency, count: 3 })).toBe(`FREQ=${frequency.toUpperCase()};COUNT=3`);
    }
  });
});

describe('time zones', () => {
  it('reads wall clocks and offsets from the zone database', () => {
    const instant = Date.parse('2026-07-01T12:00:00Z');
    expect(wallClock(instant, 'Asia/Tokyo')).toBe('20260701T210000');
    expect(offsetMinutes(instant, 'America/Sao_Paulo')).toBe(-180);
    expect(offsetMinutes(instant, 'Europe/Paris')).toBe(120);
    expect(offsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(instant, 'UTC')).toBe(0);
  });

  it('describes daylight-saving changes in the VTIMEZONE (Paris: spring forward, fall back)', () => {
    const lines = contentLines(vtimezone('Europe/Paris', 2026, 2026));
    const starts = lines.filter(([name]) => name === 'DTSTART').map(([, value]) => value);
    expect(starts).toEqual(['20260101T000000', '20260329T020000', '20261025T030000']);
    expect(lines).toContainEqual(['BEGIN', 'DAYLIGHT']);
    expect(lines.filter(([name]) => name === 'TZOFFSETTO').map(([, value]) => value)).toEqual([
      '+0100',
      '+0200',
      '+0100',
    ]);
  });

  it('a zone without daylight saving has one observance', () => {
    const lines = contentLines(vtimezone('America/Sao_Paulo', 2026, 2027));
    expect(lines.filter(([name]) => name === 'BEGIN')).toHaveLength(2);
    expect(lines).toContainEqual(['TZOFFSETTO', '-0300']);
  });
});
