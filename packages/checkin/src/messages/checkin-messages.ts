import type { PackageMessages } from '@campus/ui';
import { checkInMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/checkin in every interface language (spec §9), under the top-level key `checkin`.
 * pt-BR (the default and fallback) is inline, so the first render always has text; the other languages are
 * loaded when they become the current one, which keeps them out of the widget's main bundle. The components
 * register them with `usePackageMessages`; a host may override any key with `campus.i18n.addResourceBundle`.
 */
export const CHECKIN_MESSAGES: PackageMessages = {
  'pt-BR': checkInMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.checkInMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.checkInMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.checkInMessagesFrFR),
};
