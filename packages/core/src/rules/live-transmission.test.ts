import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  currentOccurrence,
  isIanaTimeZone,
  isLiveActivityType,
  LIVE_OVERRUN_MS,
  occurrenceAt,
  transmissionPhase,
} from './live-transmission.js';
import type { TransmissionInput } from './live-transmission.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 0, 31, 19);
const first = { start, end: start + 1.5 * HOUR };
const once: TransmissionInput = { first, recurrence: null, classStatus: 'opened', moved: null };

describe('occurrences', () => {
  it('a class without recurrence happens once', () => {
    expect(occurrenceAt(first, null, 0)).toEqual(first);
    expect(occurrenceAt(first, null, 1)).toBeNull();
  });

  it('repeats daily, weekly, monthly (a 31st falls back to the month’s last day) and yearly, count times', () => {
    expect(occurrenceAt(first, { frequency: 'daily', count: 3 }, 2)?.start).toBe(start + 2 * DAY);
    expect(occurrenceAt(first, { frequency: 'daily', count: 3 }, 3)).toBeNull();
    expect(occurrenceAt(first, { frequency: 'weekly', count: null }, 4)?.start).toBe(start + 28 * DAY);
    expect(new Date(occurrenceAt(first, { frequency: 'monthly', count: 12 }, 1)?.start ?? 0).toISOString()).toBe(
      '2026-02-28T19:00:00.000Z',
    );
    expect(new Date(occurrenceAt(first, { frequency: 'yearly', count: 2 }, 1)?.start ?? 0).toISOString()).toBe(
      '2027-01-31T19:00:00.000Z',
    );
    expect(occurrenceAt(first, { frequency: 'weekly', count: 2 }, 1)?.end).toBe(start + 7 * DAY + 1.5 * HOUR);
  });

  it('the current occurrence is the first not over, skipping one already finished', () => {
    const weekly = { frequency: 'weekly', count: 3 } as const;
    expect(currentOccurrence(first, weekly, start - DAY)?.start).toBe(start);
    expect(currentOccurrence(first, weekly, start + HOUR)?.start).toBe(start);
    expect(currentOccurrence(first, weekly, start + HOUR, start)?.start).toBe(start + 7 * DAY);
    expect(currentOccurrence(first, weekly, start + 14 * DAY + HOUR)?.start).toBe(start + 14 * DAY);
    expect(currentOccurrence(first, weekly, start + 15 * DAY)).toBeNull();
    expect(currentOccurrence(first, weekly, start + 22 * DAY)).toBeNull();
  });
});

describe('transmissionPhase', () => {
  it('waits before the class, and while nobody has it live', () => {
    expect(transmissionPhase(once, start - HOUR)).toEqual({ status: 'waiting', occurrence: first });
    expect(transmissionPhase(once, start + HOUR).status).toBe('waiting');
  });

  it('a class past its end is finished even when nobody moved it', () => {
    expect(transmissionPhase(once, first.end + 1)).toEqual({ status: 'finished', occurrence: first });
  });

  it('is live while the instructor has it live, up to the overrun past its end', () => {
    const live: TransmissionInput = { ...once, moved: { status: 'live', occurrenceStart: start } };
    expect(transmissionPhase(live, start - 5 * 60_000).status).toBe('live');
    expect(transmissionPhase(live, first.end + LIVE_OVERRUN_MS - 1).status).toBe('live');
    expect(transmissionPhase(live, first.end + LIVE_OVERRUN_MS).status).toBe('finished');
  });

  it('finished by the instructor: a single class is over, a weekly one waits for its next occurrence', () => {
    const moved = { status: 'finished', occurrenceStart: start } as const;
    expect(transmissionPhase({ ...once, moved }, start + HOUR).status).toBe('finished');
    const weekly = { ...once, recurrence: { frequency: 'weekly', count: 4 } as const, moved };
    expect(transmissionPhase(weekly, start + HOUR)).toEqual({
      status: 'waiting',
      occurrence: { start: start + 7 * DAY, end: start + 7 * DAY + 1.5 * HOUR },
    });
  });

  it('a finished class (spec §4) is finished whatever its schedule', () => {
    expect(transmissionPhase({ ...once, classStatus: 'finished' }, start - DAY).status).toBe('finished');
  });
});

describe('isIanaTimeZone', () => {
  it('knows real zones and refuses anything else', () => {
    for (const zone of ['America/Sao_Paulo', 'Europe/Paris', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['', 'Mars/Olympus', 'America/Sao Paulo', '../etc/passwd', 'a'.repeat(65), '+03:00']) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });
});

it('the live viewer plays webcasts, webinars and every live class variant', () => {
  expect(['webcast', 'webinar', 'live_class', 'opened_live_class', 'closed_live_class'].every(isLiveActivityType)).toBe(
    true,
  );
  expect(isLiveActivityType('video')).toBe(false);
});

describe('properties', () => {
  const frequency = fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const);
  const input = fc.record({
    start: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
    minutes: fc.integer({ min: 1, max: 600 }),
    recurrence: fc.option(fc.record({ frequency, count: fc.option(fc.integer({ min: 1, max: 30 })) })),
    offset: fc.integer({ min: -400 * DAY, max: 4000 * DAY }),
  });

  it('occurrences move forward, each as long as the first', () => {
    fc.assert(
      fc.property(input, ({ start, minutes, recurrence }) => {
        const first = { start, end: start + minutes * 60_000 };
        let previous = -Infinity;
        for (let index = 0; index < 12; index += 1) {
          const occurrence = occurrenceAt(first, recurrence, index);
          if (occurrence === null) break;
          expect(occurrence.start).toBeGreaterThan(previous);
          expect(occurrence.end - occurrence.start).toBe(minutes * 60_000);
          previous = occurrence.start;
        }
      }),
    );
  });

  it('waiting is always for an occurrence not over yet; finished only once none is left', () => {
    fc.assert(
      fc.property(input, ({ start, minutes, recurrence, offset }) => {
        const first = { start, end: start + minutes * 60_000 };
        const now = start + offset;
        const phase = transmissionPhase({ first, recurrence, classStatus: 'opened', moved: null }, now);
        if (phase.status === 'waiting') expect(phase.occurrence?.end ?? 0).toBeGreaterThan(now);
        else expect(currentOccurrence(first, recurrence, now)).toBeNull();
        expect(phase.status).not.toBe('live');
      }),
    );
  });
});

describe('calendarFileName', () => {
  it('keeps the title’s letters and digits, accents dropped, dashes between', () => {
    expect(calendarFileName('Aula ao Vivo: Negociação na Prática')).toBe('aula-ao-vivo-negociacao-na-pratica.ics');
    expect(calendarFileName('Webinar: Lançamentos, do Trimestre!')).toBe('webinar-lancamentos-do-trimestre.ics');
  });

  it('names a title without letters campus.ics, and cuts a long one at 60 characters without a trailing dash', () => {
    expect(calendarFileName('???')).toBe('campus.ics');
    const long = calendarFileName(`${'a'.repeat(59)} b`);
    expect(long).toBe(`${'a'.repeat(59)}.ics`);
  });
});
