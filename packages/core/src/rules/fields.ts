import { daysBetween, isIsoDate } from './dates.js';

/**
 * Error codes of the personal-data rules.
 * @see SPECIFICATION §5 Other fields, §5 Messages
 */
export const FIELD_ERROR_CODES = [
  'invalid_email',
  'emails_do_not_match',
  'invalid_phone',
  'required_fields_missing',
  'invalid_birthday',
  'account_name_mismatch',
] as const;

/** An error of the personal-data rules. */
export type FieldError = (typeof FIELD_ERROR_CODES)[number];

/**
 * Longest e-mail address accepted (the SMTP path limit).
 * @default 254
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Fewest digits in a phone number (country code and area code included when typed).
 * @default 8
 */
export const PHONE_MIN_DIGITS = 8;

/**
 * Most digits in a phone number (the E.164 maximum).
 * @default 15
 */
export const PHONE_MAX_DIGITS = 15;

// One @, no spaces, a dotted domain whose labels are not empty and whose last label has 2+ characters.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/**
 * Whether an e-mail address is well formed (surrounding spaces ignored); otherwise `invalid_email`.
 * @see SPECIFICATION §5 Other fields
 * @example isValidEmail('ana@example.com') // true; isValidEmail('ana@example') // false
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/**
 * Whether the e-mail confirmation matches the e-mail, trimmed and case-insensitively (mail providers
 * treat addresses that way, and the confirmation exists to catch typos); otherwise `emails_do_not_match`.
 * @see SPECIFICATION §5 Other fields
 * @example emailsMatch('Ana@Example.com ', 'ana@example.com') // true
 */
export function emailsMatch(email: string, confirmation: string): boolean {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase();
}

/**
 * Whether a phone number is valid: after removing spaces, dots, dashes, parentheses and one leading `+`,
 * 8 to 15 digits remain; otherwise `invalid_phone`.
 * @see SPECIFICATION §5 Other fields
 * @example isValidPhone('+55 (11) 98765-4321') // true; isValidPhone('1234-567') // false
 */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/[\s.()-]/g, '').replace(/^\+/, '');
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(digits);
}

/**
 * The required address fields (`address` is the street line; `complement` is optional).
 * @see SPECIFICATION §3 User data, §5 Other fields
 */
export const ADDRESS_REQUIRED_FIELDS = ['address', 'number', 'neighborhood', 'state', 'city', 'zipCode'] as const;

/** A required address field. */
export type AddressField = (typeof ADDRESS_REQUIRED_FIELDS)[number];

/** An address as a form holds it; any field may still be empty. */
export type AddressInput = { readonly [field in AddressField]?: string | null | undefined };

/**
 * The required address fields that are missing or blank, in form order; any makes the form report
 * `required_fields_missing`.
 * @see SPECIFICATION §5 Other fields
 * @example missingAddressFields({ address: 'Rua A', number: ' ' }) // ['number', 'neighborhood', 'state', 'city', 'zipCode']
 */
export function missingAddressFields(address: AddressInput): AddressField[] {
  return ADDRESS_REQUIRED_FIELDS.filter((field) => (address[field] ?? '').trim() === '');
}

/**
 * Whether a birthday is a real date strictly before `today`; otherwise `invalid_birthday`.
 * A malformed or incomplete birthday (year, month and day are edited together) is not.
 * @see SPECIFICATION §5 Other fields
 * @example isBirthdayBeforeToday('2024-05-09', '2024-05-10') // true; isBirthdayBeforeToday('2024-05-10', '2024-05-10') // false
 */
export function isBirthdayBeforeToday(birthday: string, today: string): boolean {
  return isIsoDate(birthday) && daysBetween(birthday, today) > 0;
}

/**
 * Whether the name typed to confirm an account deletion is the user's full name, trimmed and
 * case-insensitively (inner runs of spaces count as one); otherwise `account_name_mismatch`.
 * @see SPECIFICATION §1, §5 Other fields
 * @example canDeleteAccount('  maria SILVA ', 'Maria Silva') // true
 */
export function canDeleteAccount(typedName: string, fullName: string): boolean {
  const normalize = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const expected = normalize(fullName);
  return expected !== '' && normalize(typedName) === expected;
}

/** Personal data to check; only the fields present are checked. */
export interface PersonalDataInput {
  readonly email?: string | undefined;
  /** Checked against `email` when present. */
  readonly emailConfirmation?: string | undefined;
  readonly phone?: string | undefined;
  readonly birthday?: string | undefined;
  readonly address?: AddressInput | undefined;
  /** Today's ISO date; needed when `birthday` is present. */
  readonly today: string;
}

/**
 * Every error of a personal-data form (profile, complete-register): `invalid_email`,
 * `emails_do_not_match`, `invalid_phone`, `invalid_birthday`, `required_fields_missing` (address).
 * @see SPECIFICATION §5 Other fields
 * @example checkPersonalData({ email: 'a@b.co', emailConfirmation: 'x@b.co', today: '2024-01-01' }) // ['emails_do_not_match']
 */
export function checkPersonalData(input: PersonalDataInput): FieldError[] {
  const errors: FieldError[] = [];
  if (input.email !== undefined && !isValidEmail(input.email)) errors.push('invalid_email');
  if (
    input.email !== undefined &&
    input.emailConfirmation !== undefined &&
    !emailsMatch(input.email, input.emailConfirmation)
  ) {
    errors.push('emails_do_not_match');
  }
  if (input.phone !== undefined && !isValidPhone(input.phone)) errors.push('invalid_phone');
  if (input.birthday !== undefined && !isBirthdayBeforeToday(input.birthday, input.today)) {
    errors.push('invalid_birthday');
  }
  if (input.address !== undefined && missingAddressFields(input.address).length > 0) {
    errors.push('required_fields_missing');
  }
  return errors;
}
