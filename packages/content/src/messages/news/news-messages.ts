import type { PackageMessages } from '@campus/ui';
import { newsMessagesPtBR } from './pt-BR.js';

/**
 * The news' messages in every interface language (spec §9), under the top-level key `news`. pt-BR (the default and
 * fallback) is inline; the other languages load when they become the current one.
 */
export const NEWS_MESSAGES: PackageMessages = {
  'pt-BR': newsMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.newsMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.newsMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.newsMessagesFrFR),
};
