import type { PackageMessages } from '../../messages/package-messages.js';
import { sencePanelMessagesPtBR } from './pt-BR.js';

/**
 * The messages of the SENCE session panel in every interface language, under the top-level key `sence_panel`. pt-BR
 * is inline (the panel is a chunk of its own, loaded only for SENCE courses); the others load when they become the
 * current one. The panel registers them itself, so each widget that shows it (the catalogue's course detail, the
 * activity player) needs nothing more.
 */
export const SENCE_PANEL_MESSAGES: PackageMessages = {
  'pt-BR': sencePanelMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.sencePanelMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.sencePanelMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.sencePanelMessagesFrFR),
};
