import { useCallback } from 'react';
import { errorMessageKey, isCampusError } from '@campus/core';
import type { HttpError } from '@campus/core';
import type { Campus } from '@campus/core';
import { useCampus, useT } from '@campus/ui';

const CODE = /^[a-z0-9_]+$/;

/**
 * The message key of a rule or server code: core's `errors.<code>` (the spec §8 texts, verbatim in pt-BR:
 * `invoice_already_sent`, `store_not_participating` …), else this package's `sales.errors.<code>` (upload
 * and product codes the server adds), else `undefined`.
 */
export function codeMessageKey(campus: Campus, code: string): string | undefined {
  if (!CODE.test(code)) return undefined;
  if (campus.i18n.exists(`errors.${code}`)) return `errors.${code}`;
  if (campus.i18n.exists(`sales.errors.${code}`)) return `sales.errors.${code}`;
  return undefined;
}

/** The message key of any failure: its code's (see {@link codeMessageKey}), else core's generic choice. */
export function failureMessageKey(campus: Campus, error: unknown): string {
  const own = isCampusError(error) ? codeMessageKey(campus, error.code) : undefined;
  return own ?? errorMessageKey(campus.i18n, error);
}

/** Translators for failures and rule codes in the current language. */
export function useSalesMessages(): { failure: (error: unknown) => string; code: (code: string) => string } {
  const campus = useCampus();
  const t = useT();
  const failure = useCallback((error: unknown) => t(failureMessageKey(campus, error)), [campus, t]);
  const code = useCallback(
    (value: string) => t(codeMessageKey(campus, value) ?? 'errors.required_fields_missing'),
    [campus, t],
  );
  return { failure, code };
}

/**
 * The failure as an HTTP answer (`status` and parsed body), or `undefined`. Structural on purpose: on a page
 * where each standalone bundle carries its own copy of the core, the instance that threw may come from another
 * bundle, so `instanceof HttpError` would miss it.
 */
export function httpErrorOf(error: unknown): Pick<HttpError, 'status' | 'data' | 'code'> | undefined {
  if (!isCampusError(error)) return undefined;
  const status = (error as Partial<HttpError>).status;
  return typeof status === 'number' ? (error as HttpError) : undefined;
}

/** The rule code per field of a 422 (`{ invoice_number: 'invoice_already_sent' }`); empty otherwise. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  const http = httpErrorOf(error);
  if (!http) return {};
  const fieldErrors = (http.data as { field_errors?: unknown } | undefined)?.field_errors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A fact of a refusal (`details.next_allowed_date` of `photo_already_sent_this_week`), when the server sent it. */
export function refusalDetail(error: unknown, name: string): string | undefined {
  const http = httpErrorOf(error);
  if (!http) return undefined;
  const details = (http.data as { details?: unknown } | undefined)?.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const value = (details as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Whether the server refused for good (4xx): the same body would be refused again, so its key is spent. */
export function isRefusal(error: unknown): boolean {
  const status = httpErrorOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500;
}
