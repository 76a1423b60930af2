import { useCallback } from 'react';
import { codeMessageKey, errorMessageKey, guessTimeZone, httpErrorOf } from '@campus/core';
import { isoDateAt } from '@campus/core/rules';
import { useCampus, useT } from '@campus/ui';

/**
 * Translates a failed auth call in the current language, by core's one rule: the code's `auth.errors.<code>`
 * when this package words it (`too_many_attempts`, `current_password_incorrect` …), else core's `errors.<code>`
 * (`errors.login_failed`, `errors.password_link_invalid` … every §8 login and password message), else the
 * error's own message.
 */
export function useAuthErrorMessage(): (error: unknown) => string {
  const campus = useCampus();
  const t = useT();
  return useCallback((error: unknown) => t(errorMessageKey(campus.i18n, error, 'auth')), [campus, t]);
}

/**
 * Translates one rule code of a refused field (`invalid_document`, `emails_do_not_match` …): this package's
 * `auth.errors.<code>`, else core's `errors.<code>`, else "check the details".
 */
export function useFieldErrorMessage(): (code: string) => string {
  const campus = useCampus();
  const t = useT();
  return useCallback(
    (code: string) => t(codeMessageKey(campus.i18n, code, 'auth') ?? 'auth.errors.invalid_request'),
    [campus, t],
  );
}

/**
 * Translates the per-field codes of a refused form (a 422's `field_errors`, docs/server.md "Form errors", keyed by
 * the wire field name: `address.zip_code` for nested ones) onto the form's own field names: `mapping` renames
 * wire fields (`password_confirmation` → `confirmation`); unmapped ones keep theirs. Empty for any other failure.
 */
export function useServerFieldErrors(): (
  error: unknown,
  mapping?: Readonly<Record<string, string>>,
) => Record<string, string> {
  const fieldErrorMessage = useFieldErrorMessage();
  return useCallback(
    (error: unknown, mapping: Readonly<Record<string, string>> = {}) =>
      Object.fromEntries(
        Object.entries(httpErrorOf(error)?.fieldErrors ?? {}).map(([field, code]) => [
          mapping[field] ?? field,
          fieldErrorMessage(code),
        ]),
      ),
    [fieldErrorMessage],
  );
}

/** Today's date (`YYYY-MM-DD`) in the person's time zone, for birthday limits. */
export function todayIso(now: number = Date.now()): string {
  return isoDateAt(now, guessTimeZone());
}
