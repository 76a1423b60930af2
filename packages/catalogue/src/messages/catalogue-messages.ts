import type { PackageMessages } from '@campus/ui';
import { catalogueMessagesEnUS } from './en-US';
import { catalogueMessagesEsES } from './es-ES';
import { catalogueMessagesFrFR } from './fr-FR';
import { catalogueMessagesPtBR } from './pt-BR';

/**
 * The messages of @campus/catalogue in every interface language (spec §9), under the top-level key
 * `catalogue`. The components register them with `usePackageMessages`; a host may override any key with
 * `campus.i18n.addResourceBundle` before rendering (its values win).
 */
export const CATALOGUE_MESSAGES: PackageMessages = {
  'pt-BR': catalogueMessagesPtBR,
  'en-US': catalogueMessagesEnUS,
  'es-ES': catalogueMessagesEsES,
  'fr-FR': catalogueMessagesFrFR,
};
