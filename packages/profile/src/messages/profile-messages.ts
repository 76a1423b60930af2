import type { PackageMessages } from '@campus/ui';
import { profileMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/profile in every interface language (spec §9), under the top-level key `profile`.
 * pt-BR (the default and fallback) is inline, so the first render always has text; the other languages load when
 * they become the current one, which keeps them out of the element bundle. The components register them with
 * `usePackageMessages`; a host may override any key with `campus.i18n.addResourceBundle`.
 */
export const PROFILE_MESSAGES: PackageMessages = {
  'pt-BR': profileMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.profileMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.profileMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.profileMessagesFrFR),
};
