import { useCallback } from 'react';
import { errorMessageKey, guessTimeZone, HttpError, isCampusError, isoDateAt } from '@campus/core';
import type { Campus } from '@campus/core';
import { useCampus, useT } from '@campus/ui';

/**
 * The message key for a failed auth call: the server's code under `auth.errors` when this package translates
 * it (`too_many_attempts`, `current_password_incorrect` …), else core's key (`errors.login_failed`,
 * `errors.password_link_invalid` … every §8 login and password message), else the generic one.
 */
export function authErrorKey(campus: Campus, error: unknown): string {
  if (isCampusError(error) && /^[a-z0-9_]+$/.test(error.code)) {
    const own = `auth.errors.${error.code}`;
    if (campus.i18n.exists(own)) return own;
  }
  return errorMessageKey(campus.i18n, error);
}

/** Translates a failed auth call in the current language (see {@link authErrorKey}). */
export function useAuthErrorMessage(): (error: unknown) => string {
  const campus = useCampus();
  const t = useT();
  return useCallback((error: unknown) => t(authErrorKey(campus, error)), [campus, t]);
}

/**
 * The per-field rule codes of a 422 answer (`{ document: 'invalid_document' }`, docs/server.md "Form
 * errors"), keyed by the wire field name (`address.zip_code` for nested ones). Empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  if (!(error instanceof HttpError)) return {};
  const data = error.data as { field_errors?: unknown } | undefined;
  const fieldErrors = data?.field_errors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The message of one rule code (`invalid_document`, `emails_do_not_match` …): core's `errors.<code>`, this
 * package's `auth.errors.<code>`, else "check the details".
 */
export function fieldErrorKey(campus: Campus, code: string): string {
  if (!/^[a-z0-9_]+$/.test(code)) return 'auth.errors.invalid_request';
  if (campus.i18n.exists(`errors.${code}`)) return `errors.${code}`;
  if (campus.i18n.exists(`auth.errors.${code}`)) return `auth.errors.${code}`;
  return 'auth.errors.invalid_request';
}

/**
 * Translates the per-field codes of a refused form (see {@link fieldErrorsOf}) onto the form's own field
 * names: `mapping` renames wire fields (`password_confirmation` → `confirmation`); unmapped ones keep theirs.
 */
export function useServerFieldErrors(): (
  error: unknown,
  mapping?: Readonly<Record<string, string>>,
) => Record<string, string> {
  const campus = useCampus();
  const t = useT();
  return useCallback(
    (error: unknown, mapping: Readonly<Record<string, string>> = {}) =>
      Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).map(([field, code]) => [
          mapping[field] ?? field,
          t(fieldErrorKey(campus, code)),
        ]),
      ),
    [campus, t],
  );
}

/** Today's date (`YYYY-MM-DD`) in the person's time zone, for birthday limits. */
export function todayIso(now: number = Date.now()): string {
  return isoDateAt(now, guessTimeZone());
}
