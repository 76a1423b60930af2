import { addDays, daysBetween, isoDateAt } from '@campus/core/rules';
import type { StatementEntry } from '@campus/core/schemas';

/** Campaign days follow the product's fixed UTC−3 day (docs/loyalty.md), whatever the browser's zone. */
export const PRODUCT_TIME_ZONE = 'Etc/GMT+3';

/** One day of the chart: the balance at the day's end and what moved during it. */
export interface BalanceDay {
  /** `YYYY-MM-DD`. */
  day: string;
  /** The balance at the end of the day. */
  balance: number;
  /** Points credited during the day. */
  credited: number;
  /** Points debited during the day (a positive number). */
  debited: number;
}

/** The product-day of an instant. */
export const productDay = (iso: string): string => isoDateAt(Date.parse(iso), PRODUCT_TIME_ZONE);

/** The product day it is now (the chart's last day while the campaign runs). */
export const productToday = (): string => isoDateAt(Date.now(), PRODUCT_TIME_ZONE);

/** The first instant of a product day (`2026-03-01` → `2026-03-01T00:00:00-03:00`). */
export const dayStart = (day: string): string => `${day}T00:00:00-03:00`;

/**
 * The balance at the end of each day from `from` to `to` (both inclusive), from ledger entries in any order.
 * Entries outside the days are ignored; the balance before the first day is `balance_after − points` of the
 * oldest entry in range (every entry records the balance right after it), or `openingBalance` when no entry
 * falls in range. Pure: the chart and its table alternative are drawn from the same days.
 */
export function dailyBalances(
  entries: readonly StatementEntry[],
  from: string,
  to: string,
  openingBalance: number,
): BalanceDay[] {
  if (daysBetween(from, to) < 0) return [];
  const inRange = entries
    .map((entry) => ({ entry, day: productDay(entry.created_at) }))
    .filter(({ day }) => day >= from && day <= to)
    // Oldest first; entries of one instant keep the ledger's order (ids grow).
    .sort(
      (a, b) =>
        Date.parse(a.entry.created_at) - Date.parse(b.entry.created_at) || Number(a.entry.id) - Number(b.entry.id),
    );
  const oldest = inRange[0]?.entry;
  let balance = oldest ? oldest.balance_after - oldest.points : openingBalance;
  const days: BalanceDay[] = [];
  let index = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    let credited = 0;
    let debited = 0;
    while (index < inRange.length && inRange[index]?.day === day) {
      const { entry } = inRange[index] as { entry: StatementEntry };
      if (entry.points >= 0) credited += entry.points;
      else debited -= entry.points;
      balance = entry.balance_after;
      index += 1;
    }
    days.push({ day, balance, credited, debited });
  }
  return days;
}

/** The chart's scale: a rounded top value and the gridline values from 0 to it (inclusive). */
export function niceScale(max: number, ticks = 4): { top: number; steps: number[] } {
  if (max <= 0) return { top: ticks, steps: Array.from({ length: ticks + 1 }, (_, i) => i) };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const top = step * Math.ceil(max / step);
  return { top, steps: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}
