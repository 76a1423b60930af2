import type { PackageMessages } from '@campus/ui';
import { libraryMessagesPtBR } from './pt-BR.js';

/**
 * The library's messages in every interface language (spec §9), under the top-level key `library`. pt-BR (the
 * default and fallback) is inline, so the first render always has text; the other languages load when they become
 * the current one. Components register them with `usePackageMessages`; a host may override any key with
 * `campus.i18n.addResourceBundle`.
 */
export const LIBRARY_MESSAGES: PackageMessages = {
  'pt-BR': libraryMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.libraryMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.libraryMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.libraryMessagesFrFR),
};
