import type { PackageMessages } from '@campus/ui';
import { rewardsMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/rewards in every interface language (spec §9), under the top-level key `rewards`.
 * pt-BR (the default and fallback) is inline, so the first render always has text; the other languages load
 * when they become the current one, which keeps them out of the widget's main bundle. A host may override any
 * key with `campus.i18n.addResourceBundle` (its values win).
 */
export const REWARDS_MESSAGES: PackageMessages = {
  'pt-BR': rewardsMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.rewardsMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.rewardsMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.rewardsMessagesFrFR),
};
