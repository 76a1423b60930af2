import type { PackageMessages } from '@campus/ui';
import { surveyMessagesPtBR } from './pt-BR.js';

/**
 * The surveys' messages in every interface language (spec §9), under the top-level key `survey`. pt-BR (the default
 * and fallback) is inline, so the first render always has text; the other languages load when they become the
 * current one, which keeps them out of the element bundle. A host may override any key with
 * `campus.i18n.addResourceBundle`.
 */
export const SURVEY_MESSAGES: PackageMessages = {
  'pt-BR': surveyMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.surveyMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.surveyMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.surveyMessagesFrFR),
};
