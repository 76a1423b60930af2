import { codeMessageKey, httpErrorOf } from '@campus/core';
import type { Campus } from '@campus/core';

/** The password change's errors, already translated, by field. */
export interface PasswordChangeErrors {
  current?: string | undefined;
  password?: string | undefined;
  confirmation?: string | undefined;
}

/**
 * The server's refusal of a password change at its fields: `current_password_incorrect` (the whole answer's code)
 * at the current password, the `field_errors` of `password` and `password_confirmation` at theirs, each in the
 * person's language (`profile.password.errors.<code>`, else core's `errors.<code>`).
 */
export function passwordChangeErrors(
  campus: Pick<Campus, 'errorMessage' | 'i18n'>,
  error: unknown,
): PasswordChangeErrors {
  const http = httpErrorOf(error);
  if (!http) return {};
  const text = (code: string) => {
    const key = codeMessageKey(campus.i18n, code, 'profile.password');
    return key === undefined ? campus.errorMessage(error, 'profile.password') : campus.i18n.t(key);
  };
  const fields = http.fieldErrors ?? {};
  const errors: PasswordChangeErrors = {};
  if (http.code === 'current_password_incorrect') errors.current = text('current_password_incorrect');
  if (fields['current_password']) errors.current = text(fields['current_password']);
  if (fields['password']) errors.password = text(fields['password']);
  if (fields['password_confirmation']) errors.confirmation = text(fields['password_confirmation']);
  return errors;
}
