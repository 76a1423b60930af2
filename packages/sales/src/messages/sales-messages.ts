import type { PackageMessages } from '@campus/ui';
import { salesMessagesPtBR } from './pt-BR.js';

/**
 * The messages of @campus/sales in every interface language (spec §9), under the top-level key `sales`.
 * pt-BR (the default and fallback) is inline, so the first render always has text; the other languages load
 * when they become the current one, which keeps them out of the widget's main bundle. The spec §8 messages of
 * sales and photos are core's `errors.*`. A host may override any key with `campus.i18n.addResourceBundle`.
 */
export const SALES_MESSAGES: PackageMessages = {
  'pt-BR': salesMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.salesMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.salesMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.salesMessagesFrFR),
};
