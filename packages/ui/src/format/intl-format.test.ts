import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDateTime,
  formatDateTimeRange,
  formatInstantDay,
  formatLongCalendarDay,
  formatMultiplier,
  formatNumber,
  formatPercent,
  formatShortCalendarDay,
  formatSignedNumber,
} from './intl-format.js';

describe('Intl formatting of the widgets', () => {
  it('groups whole numbers per language and signs movements', () => {
    expect(formatNumber(12345, 'pt-BR')).toBe('12.345');
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
    expect(formatSignedNumber(120, 'en-US')).toBe('+120');
    expect(formatSignedNumber(0, 'en-US')).toBe('0');
    expect(formatMultiplier(1.5, 'pt-BR')).toBe('1,5');
    expect(formatPercent(0.425, 'en-US')).toBe('43%');
    expect(formatPercent(1, 'pt-BR')).toBe('100%');
  });

  it('shows a calendar date as written, whatever the time zone, and nothing for a bad value', () => {
    expect(formatCalendarDay('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
    expect(formatCalendarDay('2026-03-01T23:30:00-03:00', 'en-US')).toBe('Mar 1, 2026');
    expect(formatLongCalendarDay('2026-03-02', 'en-US')).toBe('Monday, March 2, 2026');
    expect(formatShortCalendarDay('2026-03-01', 'en-US')).toBe('Mar 1');
    for (const bad of ['', 'soon', null, undefined]) {
      expect(formatCalendarDay(bad, 'en-US')).toBe('');
      expect(formatDateTime(bad, 'en-US')).toBe('');
      expect(formatInstantDay(bad, 'en-US')).toBe('');
    }
  });

  it('says a span with its shared parts once', () => {
    const span = formatDateTimeRange('2026-12-10T09:00:00Z', '2026-12-10T18:00:00Z', 'en-US');
    expect(span).toContain('Dec 10, 2026');
    expect(span.match(/2026/g)).toHaveLength(1);
    expect(formatDateTimeRange('bad', 'bad', 'en-US')).toBe('');
  });
});
