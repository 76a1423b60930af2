import type { PackageMessages } from '@campus/ui';
import { podcastsMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/content's podcasts in every interface language (spec §9), under the top-level key
 * `podcasts`. pt-BR (the default and fallback) is inline, so the first render always has text; the other languages
 * load when they become the current one, which keeps them out of the element bundle.
 */
export const PODCASTS_MESSAGES: PackageMessages = {
  'pt-BR': podcastsMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.podcastsMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.podcastsMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.podcastsMessagesFrFR),
};
