import type { PackageMessages } from '@campus/ui';
import { achievementsMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/achievements in every interface language (spec §9), under the top-level key
 * `achievements`. pt-BR (the default and fallback) is inline, so the first render always has text; the other
 * languages load when they become the current one, which keeps them out of the element bundle. The components
 * register them with `usePackageMessages`; a host may override any key with `campus.i18n.addResourceBundle`.
 */
export const ACHIEVEMENTS_MESSAGES: PackageMessages = {
  'pt-BR': achievementsMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.achievementsMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.achievementsMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.achievementsMessagesFrFR),
};
