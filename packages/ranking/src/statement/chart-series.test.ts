import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statement, statementEntry } from '../testing/ranking-fixtures.test-util.js';
import { dailyBalances, dayStart, niceScale, productDay } from './chart-series.js';

describe('productDay', () => {
  it('reads instants in the product’s UTC−3 day', () => {
    expect(productDay('2026-03-10T02:59:00Z')).toBe('2026-03-09');
    expect(productDay('2026-03-10T03:00:00Z')).toBe('2026-03-10');
    expect(Date.parse(dayStart('2026-03-10'))).toBe(Date.parse('2026-03-10T03:00:00Z'));
  });
});

describe('dailyBalances', () => {
  it('gives the closing balance and the movements of every day, oldest first', () => {
    const days = dailyBalances(statement(), '2026-03-01', '2026-04-03', 0);
    expect(days).toHaveLength(34);
    expect(days[0]).toEqual({ day: '2026-03-01', balance: 0, credited: 0, debited: 0 });
    expect(days.find((day) => day.day === '2026-03-05')).toEqual({
      day: '2026-03-05',
      balance: 2200,
      credited: 2200,
      debited: 0,
    });
    expect(days.find((day) => day.day === '2026-03-06')?.balance).toBe(2200);
    expect(days.find((day) => day.day === '2026-04-02')).toEqual({
      day: '2026-04-02',
      balance: 4300,
      credited: 0,
      debited: 1000,
    });
    expect(days.at(-1)?.balance).toBe(4300);
  });

  it('starts from the balance before the oldest entry in range, not from the opening balance', () => {
    const days = dailyBalances(statement(), '2026-03-10', '2026-03-31', 999);
    // The sale of 03-12 left 5 200 and credited 3 000: the days before it held 2 200.
    expect(days[0]?.balance).toBe(2200);
    expect(days.find((day) => day.day === '2026-03-12')?.balance).toBe(5200);
  });

  it('uses the opening balance when nothing moved in the period, and nothing for an empty period', () => {
    expect(dailyBalances([], '2026-03-01', '2026-03-03', 750).map((day) => day.balance)).toEqual([750, 750, 750]);
    expect(dailyBalances(statement(), '2026-03-05', '2026-03-01', 0)).toEqual([]);
  });

  it('always ends at the balance after the newest entry in range (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 2000 }), { minLength: 1, maxLength: 30 }), (moves) => {
        let balance = 0;
        const entries = moves.map((points, index) => {
          const applied = Math.max(points, -balance);
          balance += applied;
          return statementEntry({
            id: index + 1,
            points: applied,
            balance_after: balance,
            created_at: new Date(Date.parse('2026-03-01T12:00:00Z') + index * 86_400_000).toISOString(),
          });
        });
        const days = dailyBalances(entries.reverse(), '2026-03-01', '2026-04-15', 0);
        expect(days.at(-1)?.balance).toBe(balance);
        const credited = days.reduce((sum, day) => sum + day.credited - day.debited, 0);
        expect(credited).toBe(balance);
      }),
    );
  });
});

describe('niceScale', () => {
  it('rounds the top up to a readable step and lists the gridlines', () => {
    expect(niceScale(5300)).toEqual({ top: 6000, steps: [0, 2000, 4000, 6000] });
    expect(niceScale(100)).toEqual({ top: 100, steps: [0, 50, 100] });
    expect(niceScale(0).steps).toEqual([0, 1, 2, 3, 4]);
  });

  it('always covers the maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (max) => {
        const { top, steps } = niceScale(max);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(steps[0]).toBe(0);
        expect(steps.at(-1)).toBe(top);
        expect(steps.length).toBeLessThanOrEqual(11);
      }),
    );
  });
});
