import { errorMessageKey, HttpError, isCampusError } from '@campus/core';
import type { Campus } from '@campus/core';

/**
 * Refusals of `POST /api/events/check-in/` this package words itself (docs/loyalty.md "Events and check-in");
 * `invalid_check_in_code` and `invalid_event_code` (§8 'Código do evento inválido. Confirme o código com o
 * organizador.') are core's, like the network failure.
 */
export const CHECK_IN_REFUSALS = ['event_not_open', 'events_level_required', 'already_checked_in'] as const;

/** `useT()`'s function: a key and its values to the text in the current language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** When a locked-out member may try again (epoch ms), from a 429's `Retry-After`; undefined otherwise. */
export function retryAt(error: unknown, now: number): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 429 || error.retryAfter === undefined) return undefined;
  return now + error.retryAfter * 1000;
}

/** The time of day `at` in the interface language (`14:35`). */
function clockTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

/**
 * The message of a failed check-in in the current language: this package's text for the event refusals and
 * for `too_many_attempts` (with the time to try again when the server said), else core's §8 message for the
 * code (`errors.invalid_event_code`, `errors.network` …).
 */
export function checkInErrorMessage(
  campus: Campus,
  t: Translate,
  locale: string,
  error: unknown,
  now: number = Date.now(),
): string {
  if (isCampusError(error) && error.code === 'too_many_attempts') {
    const at = retryAt(error, now);
    return at === undefined
      ? t('checkin.errors.too_many_attempts_later')
      : t('checkin.errors.too_many_attempts', { time: clockTime(at, locale) });
  }
  if (isCampusError(error) && (CHECK_IN_REFUSALS as readonly string[]).includes(error.code)) {
    return t(`checkin.errors.${error.code}`);
  }
  return t(errorMessageKey(campus.i18n, error));
}
