import type { PackageMessages } from '@campus/ui';
import { usePackageMessages, useT } from '@campus/ui';
import type { Translate } from '@campus/core';
import { siteMessagesPtBR } from './pt-BR';

/**
 * The site's messages in every interface language (spec §9), under the top-level key `site`. pt-BR (the
 * default and fallback) is inline so the first render has text; the other languages load when they become the
 * current one, as the feature packages do.
 */
export const SITE_MESSAGES: PackageMessages = {
  'pt-BR': siteMessagesPtBR,
  'en-US': () => import('./en-US').then((module) => module.siteMessagesEnUS),
  'es-ES': () => import('./es-ES').then((module) => module.siteMessagesEsES),
  'fr-FR': () => import('./fr-FR').then((module) => module.siteMessagesFrFR),
};

/** Registers the site's messages with the instance (call at the root, before `useT`). */
export function useSiteMessages(): boolean {
  return usePackageMessages(SITE_MESSAGES);
}

/**
 * The translate function for site components: registers the site's messages first, so a component renders
 * again when the messages of a newly chosen language arrive (they load lazily), as feature packages do.
 */
export function useSiteT(): Translate {
  usePackageMessages(SITE_MESSAGES);
  return useT();
}
