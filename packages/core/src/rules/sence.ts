import { cooldownRemaining } from './cooldown.js';

/**
 * Seconds a learner has to enter RUT and password at SENCE (SENCE answers 210 after that).
 * @see SPECIFICATION §5 SENCE, §9 SENCE entry window
 * @default 180
 */
export const SENCE_ENTRY_WINDOW_SECONDS = 180;

/**
 * Shortest SENCE code (SENCE answers 204 for a shorter one).
 * @see SPECIFICATION §5 SENCE, §8 SENCE codes
 * @default 10
 */
export const SENCE_CODE_MIN_LENGTH = 10;

/**
 * Shortest SENCE course code (SENCE answers 205 for a shorter one).
 * @see SPECIFICATION §5 SENCE, §8 SENCE codes
 * @default 7
 */
export const SENCE_COURSE_CODE_MIN_LENGTH = 7;

/**
 * Error codes of the SENCE form rules (checked before calling SENCE).
 * @see SPECIFICATION §5 SENCE
 */
export const SENCE_FORM_ERROR_CODES = ['invalid_rut', 'invalid_sence_code', 'invalid_course_code'] as const;

/** An error of the SENCE form rules. */
export type SenceFormError = (typeof SENCE_FORM_ERROR_CODES)[number];

/**
 * Every code SENCE (the Chilean training authority) may answer with.
 * @see SPECIFICATION §8 SENCE codes
 */
export const SENCE_ERROR_CODES = [
  100, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 300, 301, 302, 303, 304, 305, 306, 307, 308,
  309, 310,
] as const;

/** A code SENCE answers with. */
export type SenceErrorCode = (typeof SENCE_ERROR_CODES)[number];

/** The i18n key of a SENCE code's message. */
export type SenceErrorMessageKey = `sence.error_${SenceErrorCode}` | 'sence.error_unknown';

/**
 * The i18n message key of every SENCE code: `sence.error_<code>`.
 * @see SPECIFICATION §8 SENCE codes
 */
export const SENCE_ERROR_MESSAGE_KEYS = Object.fromEntries(
  SENCE_ERROR_CODES.map((code) => [code, `sence.error_${code}`]),
) as Readonly<Record<SenceErrorCode, `sence.error_${SenceErrorCode}`>>;

/**
 * The i18n key of a SENCE code's message; an unknown code gives `sence.error_unknown`.
 * @see SPECIFICATION §8 SENCE codes
 * @example senceErrorMessageKey(204) // 'sence.error_204'; senceErrorMessageKey('999') // 'sence.error_unknown'
 */
export function senceErrorMessageKey(code: number | string): SenceErrorMessageKey {
  const text = String(code).trim();
  // Only plain decimal text: '2.04e2' or '0xCC' must not sneak in as 204.
  if (!/^\d+$/.test(text)) return 'sence.error_unknown';
  const known = SENCE_ERROR_CODES.find((candidate) => candidate === Number(text));
  return known === undefined ? 'sence.error_unknown' : SENCE_ERROR_MESSAGE_KEYS[known];
}

/**
 * Whether a value is a code SENCE answers with (SENCE sends codes as text in its return URLs).
 * @see SPECIFICATION §8 SENCE codes
 * @example isSenceErrorCode('210') // true; isSenceErrorCode(213) // false
 */
export function isSenceErrorCode(code: number | string): boolean {
  return senceErrorMessageKey(code) !== 'sence.error_unknown';
}

/**
 * The modulo-11 check digit of a RUN/RUT body (`0`–`9` or `K`): weights 2 to 7 from the rightmost digit,
 * repeating; 11 − (sum mod 11), where 11 is `0` and 10 is `K`.
 * @see SPECIFICATION §5 SENCE
 * @throws {RangeError} unless `body` is digits only.
 * @example rutCheckDigit('12345678') // '5'
 */
export function rutCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new RangeError('A RUT body is digits only');
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  return digit === 10 ? 'K' : String(digit);
}

/** A RUN/RUT split into body (no leading zeros) and upper-case check digit, or `null` if malformed. */
function splitRut(value: string): { body: string; checkDigit: string } | null {
  // Dots, spaces and the dash are optional; without a dash the last character is the check digit.
  const match = /^0*([1-9]\d{0,7})-?([\dkK])$/.exec(value.replace(/[\s.]/g, ''));
  if (!match?.[1] || !match[2]) return null;
  return { body: match[1], checkDigit: match[2].toUpperCase() };
}

/**
 * Whether a Chilean RUN/RUT is well formed (a body of up to 8 digits and a check digit, dots and dash
 * optional) and its modulo-11 check digit is right (`K` in either case); otherwise `invalid_rut`.
 * @see SPECIFICATION §5 SENCE
 * @example validateRut('12.345.678-5') // true; validateRut('123456785') // true; validateRut('12.345.678-6') // false
 */
export function validateRut(value: string): boolean {
  const rut = splitRut(value);
  return rut !== null && rutCheckDigit(rut.body) === rut.checkDigit;
}

/**
 * A valid RUN/RUT written the usual way (`12.345.678-5`, upper-case `K`), or `null` when it is invalid.
 * @see SPECIFICATION §5 SENCE
 * @example formatRut('123456785') // '12.345.678-5'
 */
export function formatRut(value: string): string | null {
  const rut = splitRut(value);
  if (rut === null || rutCheckDigit(rut.body) !== rut.checkDigit) return null;
  return `${rut.body.replace(/\B(?=(\d{3})+$)/g, '.')}-${rut.checkDigit}`;
}

/**
 * Whether a SENCE code has at least 10 characters (surrounding spaces ignored); otherwise
 * `invalid_sence_code`.
 * @see SPECIFICATION §5 SENCE, §8 SENCE code 204
 * @example validateSenceCode('1234567890') // true
 */
export function validateSenceCode(code: string): boolean {
  return code.trim().length >= SENCE_CODE_MIN_LENGTH;
}

/**
 * Whether a SENCE course code has at least 7 characters (surrounding spaces ignored); otherwise
 * `invalid_course_code`.
 * @see SPECIFICATION §5 SENCE, §8 SENCE code 205
 * @example validateCourseCode('1237654') // true
 */
export function validateCourseCode(code: string): boolean {
  return code.trim().length >= SENCE_COURSE_CODE_MIN_LENGTH;
}

/**
 * Whole seconds left to enter RUT and password at SENCE, from the moment the entry started (ms in).
 * @see SPECIFICATION §5 SENCE, §8 SENCE code 210
 * @example senceEntrySecondsLeft(0, 170_500) // 10
 */
export function senceEntrySecondsLeft(startTime: number, now: number): number {
  return cooldownRemaining(startTime, now, SENCE_ENTRY_WINDOW_SECONDS);
}
