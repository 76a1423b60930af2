import { checkPassword } from '@campus/core/rules';
import { FieldErrors } from './field-errors';

/**
 * Core's password rule on a new password and its confirmation (plus the 256-character text limit), as 422
 * `password_too_short` / `passwords_do_not_match` with `field_errors` on `password` / `password_confirmation`.
 */
export function checkNewPassword(password: string, confirmation: string): void {
  addPasswordErrors(new FieldErrors(), password, confirmation).throwIfAny();
}

/** Adds core's password rule failures (and the text limit) to `errors`, without throwing. */
export function addPasswordErrors(errors: FieldErrors, password: string, confirmation: string): FieldErrors {
  errors.checkTextLimits({ password, password_confirmation: confirmation });
  for (const code of checkPassword(password, confirmation)) {
    errors.add(code === 'passwords_do_not_match' ? 'password_confirmation' : 'password', code);
  }
  return errors;
}
