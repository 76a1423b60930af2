import { parseIsoDate } from './dates.js';

/**
 * Age from which a user may register.
 * @see SPECIFICATION §5 Other fields, §9
 * @default 18
 */
export const ADULT_AGE = 18;

/**
 * The age ranges users are grouped in, with their inclusive bounds (`max: null` is open-ended).
 * @see SPECIFICATION §9 Age ranges
 */
export const AGE_RANGE_BOUNDS = [
  { range: '18-24', min: 18, max: 24 },
  { range: '25-30', min: 25, max: 30 },
  { range: '31-40', min: 31, max: 40 },
  { range: '41-50', min: 41, max: 50 },
  { range: '51-60', min: 51, max: 60 },
  { range: '60+', min: 61, max: null },
] as const;

/** An age range label. */
export type AgeRange = (typeof AGE_RANGE_BOUNDS)[number]['range'];

/**
 * The age range labels, youngest first.
 * @see SPECIFICATION §9 Age ranges
 */
export const AGE_RANGES: readonly AgeRange[] = AGE_RANGE_BOUNDS.map((bound) => bound.range);

/**
 * Completed years from `birthday` to `today` (negative when the birthday is after today). A 29 February
 * birthday is completed on 1 March in common years, because 28 February still comes before it.
 * @see SPECIFICATION §5 Other fields
 * @throws {RangeError} on a malformed date.
 * @example ageOn('2000-06-15', '2024-06-14') // 23
 */
export function ageOn(birthday: string, today: string): number {
  const born = parseIsoDate(birthday);
  const now = parseIsoDate(today);
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}

/**
 * Whether the user is an adult: the 18th birthday is on or before `today`.
 * @see SPECIFICATION §5 Other fields, §9 Adult age
 * @example isAdult('2006-05-10', '2024-05-10') // true; isAdult('2006-05-11', '2024-05-10') // false
 */
export function isAdult(birthday: string, today: string): boolean {
  return ageOn(birthday, today) >= ADULT_AGE;
}

/**
 * The age range of an age in whole years (a fractional age is rounded down): `null` under 18;
 * 60 is in `51-60`, 61 and over is `60+`.
 * @see SPECIFICATION §9 Age ranges
 * @example ageRange(60) // '51-60'; ageRange(61) // '60+'; ageRange(17) // null
 */
export function ageRange(age: number): AgeRange | null {
  const years = Math.floor(age);
  const bound = AGE_RANGE_BOUNDS.find((b) => years >= b.min && (b.max === null || years <= b.max));
  return bound?.range ?? null;
}
