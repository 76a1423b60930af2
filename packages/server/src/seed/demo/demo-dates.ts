import { API_REQUEST_DELAY_OFFSET } from '@campus/core/rules';
import { productToday } from '../../shared/product-time';

/**
 * Demo dates are fixed offsets from the day the seed runs (in the product's UTC−3 time), so a fresh demo
 * always has an active campaign, upcoming live classes and recent news, whenever it is started.
 */
export interface DemoCalendar {
  /** The seed day, `YYYY-MM-DD`. */
  readonly today: string;
  /** `days` from the seed day at `hour:minute` product time. */
  at(days: number, hour?: number, minute?: number): Date;
  /** `days` from the seed day as `YYYY-MM-DD`. */
  day(days: number): string;
}

/** The calendar of a seed run started at `now`. */
export function demoCalendar(now: Date = new Date()): DemoCalendar {
  const today = productToday(now);
  const midnightUtc = Date.parse(`${today}T00:00:00Z`);
  return {
    today,
    at: (days, hour = 12, minute = 0) =>
      new Date(midnightUtc + days * 86_400_000 + ((hour - API_REQUEST_DELAY_OFFSET) * 60 + minute) * 60_000),
    day: (days) => new Date(midnightUtc + days * 86_400_000).toISOString().slice(0, 10),
  };
}
