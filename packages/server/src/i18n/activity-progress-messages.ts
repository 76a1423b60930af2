import type { Locale } from '@campus/core';

/*
 * Messages of the activity progress routes (src/activities/progress). Merged into SERVER_MESSAGES
 * (server-messages.ts).
 */

/** Activity progress codes translated here. */
export const ACTIVITY_PROGRESS_ERROR_CODES = ['progress_not_supported'] as const;

/** An activity progress code translated here. */
export type ActivityProgressErrorCode = (typeof ACTIVITY_PROGRESS_ERROR_CODES)[number];

/** Activity progress messages per locale. */
export const ACTIVITY_PROGRESS_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityProgressErrorCode, string>>>> =
  {
    'pt-BR': { progress_not_supported: 'Este tipo de progresso não se aplica a esta atividade.' },
    'en-US': { progress_not_supported: 'This kind of progress does not apply to this activity.' },
    'es-ES': { progress_not_supported: 'Este tipo de progreso no se aplica a esta actividad.' },
    'fr-FR': { progress_not_supported: 'Ce type de progression ne s’applique pas à cette activité.' },
  };
