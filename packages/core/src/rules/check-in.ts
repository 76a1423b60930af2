/**
 * Digits in an event check-in code.
 * @see SPECIFICATION §5 Other fields, §9 Check-in code
 * @default 6
 */
export const CHECK_IN_CODE_LENGTH = 6;

/**
 * Error codes of the check-in rules.
 * @see SPECIFICATION §5 Other fields
 */
export const CHECK_IN_ERROR_CODES = ['invalid_check_in_code'] as const;

/** An error of the check-in rules. */
export type CheckInError = (typeof CHECK_IN_ERROR_CODES)[number];

/**
 * Whether an event check-in code is exactly six digits (ASCII 0–9, nothing else); otherwise the form
 * reports `invalid_check_in_code`.
 * @see SPECIFICATION §5 Other fields
 * @example isValidCheckInCode('012345') // true; isValidCheckInCode('12345') // false
 */
export function isValidCheckInCode(code: string): boolean {
  return new RegExp(`^[0-9]{${CHECK_IN_CODE_LENGTH}}$`).test(code);
}
