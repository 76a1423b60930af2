import type { Locale } from '../rules/index.js';
import { DEFAULT_LOCALE } from '../rules/index.js';
import type { CampusI18n } from './create-i18n.js';
import { createLoadOnce } from './load-once.js';
import { ptBR } from './locales/pt-BR.js';
import type { MessageBundle } from './locales/pt-BR.js';

/**
 * Where the core's messages of each language come from. pt-BR (the default and the fallback) is inline so the
 * first render always has text; the other languages are loaders, which bundlers split into chunks fetched only
 * when a person uses that language: three catalogues fewer in every widget's and the site's first download.
 * The server reads all four at once from `MESSAGE_BUNDLES` (resources.ts).
 */
const CORE_MESSAGES: Readonly<Record<Locale, MessageBundle | (() => Promise<MessageBundle>)>> = {
  'pt-BR': ptBR,
  'en-US': () => import('./locales/en-US.js').then((module) => module.enUS),
  'es-ES': () => import('./locales/es-ES.js').then((module) => module.esES),
  'fr-FR': () => import('./locales/fr-FR.js').then((module) => module.frFR),
};

/** The default language's core messages, inline. */
export const DEFAULT_MESSAGES: MessageBundle = ptBR;

/** Per i18next instance, the languages whose core messages are in (or on their way). */
const loadOnce = createLoadOnce<CampusI18n>();

/**
 * Makes sure `locale`'s core messages are in `i18n`, loading them the first time. Deep-merged without
 * overwriting, so a host's own overrides of the same keys (added earlier) win; the store's 'added' event tells
 * `useT` to render again. A failed load is forgotten, so the next call tries again.
 */
export function loadCoreMessages(i18n: CampusI18n, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  const source = CORE_MESSAGES[locale];
  return loadOnce(i18n, locale, async () => {
    const bundle = typeof source === 'function' ? await source() : source;
    i18n.addResourceBundle(locale, 'translation', bundle, true, false);
  });
}
