import type { PackageMessages } from '@campus/ui';
import { forumMessagesPtBR } from './pt-BR.js';

/**
 * The forum's messages in every interface language (spec §9), under the top-level key `forum`. pt-BR (the default
 * and fallback) is inline, so the first render always has text; the other languages load when they become the
 * current one, which keeps them out of the element bundle. A host may override any key with
 * `campus.i18n.addResourceBundle`.
 */
export const FORUM_MESSAGES: PackageMessages = {
  'pt-BR': forumMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.forumMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.forumMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.forumMessagesFrFR),
};
