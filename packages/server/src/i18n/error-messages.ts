import { createCampusI18n, MESSAGE_BUNDLES } from '@campus/core';
import type { Locale } from '@campus/core';
import { SERVER_MESSAGES } from './server-messages';
import type { ServerErrorCode } from './server-messages';

/** Interpolation values of a message (`{{name}}` in the bundles). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Translates error codes into messages. */
export interface ErrorMessages {
  /**
   * The message for an error code in a locale: `errors.<code>` from core's bundles, else from the server's
   * (src/i18n/server-messages.ts), with `params` interpolated; for a code nobody translates, core's generic
   * message (4xx) or unexpected-error message (5xx), so an answer never shows a raw key.
   */
  message(code: string, locale: Locale, status: number, params?: MessageParams): string;
}

/** Codes whose text lives under another core key. */
const CORE_ALIASES: Readonly<Record<string, string>> = { unexpected_error: 'errors.unexpected' };

function isServerCode(code: string): code is ServerErrorCode {
  return Object.hasOwn(SERVER_MESSAGES['pt-BR'].errors, code);
}

/** Replaces `{{name}}` placeholders, as i18next does for core's messages. */
function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * Builds the translator. Core stays the single source of product wording: its bundles are read through
 * core's own i18n instance and never modified; server-only messages are looked up beside them.
 */
export function createErrorMessages(): ErrorMessages {
  const i18n = createCampusI18n();
  // Browsers load core's other languages on demand; the server answers in any of them, so it has them all.
  for (const [locale, bundle] of Object.entries(MESSAGE_BUNDLES)) {
    i18n.addResourceBundle(locale, 'translation', bundle, true, false);
  }
  return {
    message(code, locale, status, params = {}) {
      const coreKey = CORE_ALIASES[code] ?? (/^[a-z0-9_]+$/.test(code) ? `errors.${code}` : undefined);
      if (coreKey !== undefined && i18n.exists(coreKey, { lng: locale })) {
        return i18n.t(coreKey, { ...params, lng: locale });
      }
      if (isServerCode(code)) return interpolate(SERVER_MESSAGES[locale].errors[code], params);
      return i18n.t(status >= 500 ? 'errors.unexpected' : 'errors.generic', { lng: locale });
    },
  };
}
