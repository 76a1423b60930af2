/**
 * Shortest accepted password.
 * @see SPECIFICATION §5 Password, §9
 * @default 6
 */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Length suggested by the new-password hint (a recommendation; {@link PASSWORD_MIN_LENGTH} is the rule).
 * @see SPECIFICATION §5 Password, §9
 * @default 8
 */
export const NEW_PASSWORD_HINT_LENGTH = 8;

/**
 * The symbols that make a medium password strong.
 * @see SPECIFICATION §5 Password
 * @default '!@#$%^'
 */
export const PASSWORD_SYMBOLS = '!@#$%^';

/** Password strength as shown to the user. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Error codes of {@link checkPassword}.
 * @see SPECIFICATION §5 Password
 */
export const PASSWORD_ERROR_CODES = ['password_too_short', 'passwords_do_not_match'] as const;

/** An error of {@link checkPassword}. */
export type PasswordError = (typeof PASSWORD_ERROR_CODES)[number];

/**
 * Password strength: medium needs upper case, lower case and digits; strong is medium plus at least one
 * of `! @ # $ % ^`; anything else is weak. Length is not part of strength (see {@link checkPassword}).
 * Letters from any alphabet count (`Á` is upper case).
 * @see SPECIFICATION §5 Password
 * @example
 * passwordStrength('abc123') // 'weak'
 * passwordStrength('Abc123') // 'medium'
 * passwordStrength('Abc123!') // 'strong'
 */
export function passwordStrength(password: string): PasswordStrength {
  const medium = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\d/.test(password);
  if (!medium) return 'weak';
  return [...PASSWORD_SYMBOLS].some((symbol) => password.includes(symbol)) ? 'strong' : 'medium';
}

/**
 * Every error of a new password and its confirmation: `password_too_short` (under
 * {@link PASSWORD_MIN_LENGTH} characters) and `passwords_do_not_match` (compared exactly).
 * @see SPECIFICATION §5 Password
 * @example checkPassword('abc', 'abd') // ['password_too_short', 'passwords_do_not_match']
 */
export function checkPassword(password: string, confirmation: string): PasswordError[] {
  const errors: PasswordError[] = [];
  // Length counts characters, not UTF-16 units, so an emoji is one character.
  if ([...password].length < PASSWORD_MIN_LENGTH) errors.push('password_too_short');
  if (password !== confirmation) errors.push('passwords_do_not_match');
  return errors;
}
