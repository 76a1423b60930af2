import type { PackageMessages } from '@campus/ui';
import { catalogueMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/catalogue in every interface language (spec §9), under the top-level key
 * `catalogue`. pt-BR (the default and fallback) is inline, so the first render always has text; the other
 * languages are loaded when they become the current one, which keeps them out of the widget's main bundle.
 * The components register them with `usePackageMessages`; a host may override any key with
 * `campus.i18n.addResourceBundle` (its values win).
 */
export const CATALOGUE_MESSAGES: PackageMessages = {
  'pt-BR': catalogueMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.catalogueMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.catalogueMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.catalogueMessagesFrFR),
};
