import { describe, expect, it } from 'vitest';
import { eventStatus, nextEventStatusChange } from './events-reader';

const event = (begin: string, end: string) => ({ begin_at: begin, end_at: end });
const at = (iso: string) => new Date(iso);

describe('nextEventStatusChange', () => {
  it('is the soonest beginning ahead, or the millisecond after an open event ends', () => {
    const events = [
      event('2026-12-01T10:00:00.000Z', '2026-12-01T12:00:00.000Z'),
      event('2026-11-30T09:00:00.000Z', '2026-11-30T18:00:00.000Z'),
    ];
    expect(nextEventStatusChange(events, at('2026-11-30T08:00:00.000Z'))).toEqual(at('2026-11-30T09:00:00.000Z'));
    expect(nextEventStatusChange(events, at('2026-11-30T12:00:00.000Z'))).toEqual(at('2026-11-30T18:00:00.001Z'));
    expect(nextEventStatusChange(events, at('2026-11-30T20:00:00.000Z'))).toEqual(at('2026-12-01T10:00:00.000Z'));
    expect(nextEventStatusChange(events, at('2026-12-02T00:00:00.000Z'))).toBeNull();
    expect(nextEventStatusChange([], at('2026-12-02T00:00:00.000Z'))).toBeNull();
  });

  it('agrees with eventStatus: the status holds until the instant it names, and changes there', () => {
    const [begin, end] = [at('2026-11-30T09:00:00.000Z'), at('2026-11-30T18:00:00.000Z')];
    const wire = [event(begin.toISOString(), end.toISOString())];
    for (const now of [at('2026-11-30T08:59:59.999Z'), begin, at('2026-11-30T17:59:59.999Z'), end]) {
      const next = nextEventStatusChange(wire, now);
      if (next === null) throw new Error('an event ahead or open has a next change');
      const justBefore = new Date(next.getTime() - 1);
      expect(eventStatus({ beginAt: begin, endAt: end }, justBefore)).toBe(
        eventStatus({ beginAt: begin, endAt: end }, now),
      );
      expect(eventStatus({ beginAt: begin, endAt: end }, next)).not.toBe(
        eventStatus({ beginAt: begin, endAt: end }, now),
      );
    }
  });
});
