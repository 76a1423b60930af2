import type { PackageMessages } from '@campus/ui';
import { authPtBR } from './pt-BR.js';

/**
 * The messages of `@campus/auth` in every interface language (spec §9), under the top-level key `auth`.
 * pt-BR (the default and fallback) is inline, so the first render always has text; the other languages load
 * when they become the current one, which keeps them out of the element bundle. Each screen registers them
 * with `usePackageMessages`; a host may override any key with `campus.i18n.addResourceBundle`.
 */
export const authMessages: PackageMessages = {
  'pt-BR': authPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.authEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.authEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.authFrFR),
};
