import type { Locale } from '../rules/index.js';
import { enUS } from './locales/en-US.js';
import { esES } from './locales/es-ES.js';
import { frFR } from './locales/fr-FR.js';
import { ptBR } from './locales/pt-BR.js';
import type { MessageBundle } from './locales/pt-BR.js';

/** The message bundle of every interface language (spec §9), pt-BR first. */
export const MESSAGE_BUNDLES: Readonly<Record<Locale, MessageBundle>> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
};

/** Every key of a bundle, dotted (`errors.unexpected`), sorted. */
export function messageKeys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}
