import type { PackageMessages } from '@campus/ui';
import { playerMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/player in every interface language (spec §9), under the top-level key `player`. pt-BR
 * (the default and fallback) is inline, so the first render always has text; the other languages load when they
 * become the current one. The components register them with `usePackageMessages`; a host may override any key
 * with `campus.i18n.addResourceBundle`.
 */
export const PLAYER_MESSAGES: PackageMessages = {
  'pt-BR': playerMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.playerMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.playerMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.playerMessagesFrFR),
};
