import type { PackageMessages } from '@campus/ui';
import { instructorMessagesPtBR } from './pt-BR.js';

/**
 * The messages of the instructor's class attendance (`<campus-class-attendance>`) in every interface language, under
 * the top-level key `instructor`. They live in the widget's own chunk: pt-BR inline there, the others loaded when they
 * become the current language.
 */
export const INSTRUCTOR_MESSAGES: PackageMessages = {
  'pt-BR': instructorMessagesPtBR,
  'en-US': () => import('./en-US.js').then((module) => module.instructorMessagesEnUS),
  'es-ES': () => import('./es-ES.js').then((module) => module.instructorMessagesEsES),
  'fr-FR': () => import('./fr-FR.js').then((module) => module.instructorMessagesFrFR),
};
