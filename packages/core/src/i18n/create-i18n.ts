import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../rules/index.js';
import type { Locale } from '../rules/index.js';
import { DEFAULT_MESSAGES } from './core-messages.js';
import { keepPlainTranslations } from './plain-translations.js';

/** The i18next instance type a Campus holds. */
export type CampusI18n = I18n;

/**
 * Creates an i18next instance for one Campus (never the global i18next instance, so two Campus
 * instances on a page can show different languages). It starts with the default language's messages, so `t`
 * works at once; another starting language's messages arrive with `loadCoreMessages` (until then its
 * keys fall back to pt-BR).
 * @param locale the starting language. @default 'pt-BR'
 */
export function createCampusI18n(locale: Locale = DEFAULT_LOCALE): CampusI18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [DEFAULT_LOCALE]: { translation: DEFAULT_MESSAGES } },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Only the exact locale: every bundle is complete, so no `pt` → `pt-BR` lookups are needed.
    load: 'currentOnly',
    // Inline resources: initialise synchronously so `t` works right after createCampus.
    initAsync: false,
    // Renderers (React, Lit-free elements) escape text themselves; escaping here would double-escape.
    interpolation: { escapeValue: false },
    // i18next's default, said explicitly: keys are dotted paths, never natural language, so i18next skips testing
    // each key for it (a regular expression per `t()` call; issue 27).
    keySeparator: '.',
  });
  keepPlainTranslations(instance);
  return instance;
}
