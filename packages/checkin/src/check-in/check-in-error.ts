import { errorMessageKey, httpErrorOf } from '@campus/core';
import type { Campus } from '@campus/core';

/** `useT()`'s function: a key and its values to the text in the current language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** When a locked-out member may try again (epoch ms), from a 429's `Retry-After`; undefined otherwise. */
export function retryAt(error: unknown, now: number): number | undefined {
  const http = httpErrorOf(error);
  if (http?.status !== 429 || http.retryAfter === undefined) return undefined;
  return now + http.retryAfter * 1000;
}

/** The time of day `at` in the interface language (`14:35`). */
function clockTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

/**
 * The message of a failed check-in in the current language (docs/loyalty.md "Events and check-in"):
 * `too_many_attempts` with the time to try again when the server said; otherwise this package's wording of the
 * code (`checkin.errors.event_not_open`, `events_level_required`, `already_checked_in`), else core's §8 message
 * (`errors.invalid_event_code`, `errors.network` …) — core's `errorMessageKey` with the `checkin` namespace.
 */
export function checkInErrorMessage(
  campus: Campus,
  t: Translate,
  locale: string,
  error: unknown,
  now: number = Date.now(),
): string {
  if (httpErrorOf(error)?.code === 'too_many_attempts') {
    const at = retryAt(error, now);
    return at === undefined
      ? t('checkin.errors.too_many_attempts_later')
      : t('checkin.errors.too_many_attempts', { time: clockTime(at, locale) });
  }
  return t(errorMessageKey(campus.i18n, error, 'checkin'));
}
