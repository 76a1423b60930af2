import { checkPassword, passwordStrength } from '@campus/core/rules';
import type { Translate } from '@campus/core';
import type { PasswordStrength } from '@campus/core/rules';
import { STRENGTH_ORDER } from './new-password-fields.js';

/** Errors of a new password and its confirmation, translated (spec §5 Password). */
export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/**
 * Checks a new password with core's rule (6 characters, confirmation equal) and, when the client requires
 * one, the strength; server field codes (`password`, `password_confirmation`) map onto the same two slots.
 */
export function newPasswordErrors(
  t: Translate,
  password: string,
  confirmation: string,
  required: PasswordStrength | null = null,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const codes = checkPassword(password, confirmation);
  if (password === '') errors.password = t('auth.common.required');
  else if (codes.includes('password_too_short')) errors.password = t('errors.password_too_short');
  else if (required !== null && STRENGTH_ORDER.indexOf(passwordStrength(password)) < STRENGTH_ORDER.indexOf(required)) {
    errors.password = t('auth.password.too_weak', { level: t(`auth.password.strength_${required}`) });
  }
  if (confirmation === '') errors.confirmation = t('auth.common.required');
  else if (codes.includes('passwords_do_not_match')) errors.confirmation = t('errors.passwords_do_not_match');
  return errors;
}

/** Whether an error object has any message. */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => typeof value === 'string' && value !== '');
}
