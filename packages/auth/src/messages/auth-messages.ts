import type { PackageMessages } from '@campus/ui';
import { authEnUS } from './en-US';
import { authEsES } from './es-ES';
import { authFrFR } from './fr-FR';
import { authPtBR } from './pt-BR';

/**
 * The messages of `@campus/auth` in every interface language, under the top-level key `auth`; registered by
 * each screen with `usePackageMessages` so `t('auth.login.title')` works in its tree.
 */
export const authMessages: PackageMessages = {
  'pt-BR': authPtBR,
  'en-US': authEnUS,
  'es-ES': authEsES,
  'fr-FR': authFrFR,
};
