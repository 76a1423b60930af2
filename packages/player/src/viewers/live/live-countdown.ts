/*
 * The waiting state's countdown (issue 26): the time left until a transmission's start, in days, hours, minutes and
 * seconds, from the learner's clock (the start is an instant; a device clock minutes wrong shows a countdown
 * minutes wrong, which the live event corrects when the class starts).
 */

/** The time left, split for display; `null` once the start has passed. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Whole units left until `startsAt` at `now` (seconds rounded up, so it reads 0 s only at the start), or null from
 * the start on.
 * @example countdownParts(90_061_000, 0) // { days: 1, hours: 1, minutes: 1, seconds: 1 }
 */
export function countdownParts(startsAt: number, now: number): CountdownParts | null {
  const left = Math.ceil((startsAt - now) / 1000);
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** The units worth showing: leading zero units are dropped (but seconds), and seconds only within the last hour. */
export function shownUnits(parts: CountdownParts): (keyof CountdownParts)[] {
  const units: (keyof CountdownParts)[] = [];
  if (parts.days > 0) units.push('days');
  if (parts.days > 0 || parts.hours > 0) units.push('hours');
  units.push('minutes');
  if (parts.days === 0 && parts.hours === 0) units.push('seconds');
  return units;
}
