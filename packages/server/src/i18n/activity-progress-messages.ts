import type { Locale } from '@campus/core';
import type { RecordTimeProblem } from '@campus/core/rules';

/*
 * Messages of the activity progress routes (src/activities/progress), and of the late records every learner write
 * may be (`recorded_at`: progress, SCORM commits, test answers, game moves; docs/server.md "Late records"). Merged
 * into SERVER_MESSAGES (server-messages.ts).
 */

/** Activity progress and late record codes translated here. */
export const ACTIVITY_PROGRESS_ERROR_CODES = [
  'progress_not_supported',
  'recorded_at_in_future',
  'recorded_at_before_start',
] as const satisfies readonly ('progress_not_supported' | RecordTimeProblem)[];

/** An activity progress code translated here. */
export type ActivityProgressErrorCode = (typeof ACTIVITY_PROGRESS_ERROR_CODES)[number];

/** Activity progress messages per locale. */
export const ACTIVITY_PROGRESS_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityProgressErrorCode, string>>>> =
  {
    'pt-BR': {
      progress_not_supported: 'Este tipo de progresso não se aplica a esta atividade.',
      recorded_at_in_future: 'O horário deste registro está no futuro: confira o relógio do dispositivo.',
      recorded_at_before_start: 'Este registro é anterior ao início da atividade ou da tentativa.',
    },
    'en-US': {
      progress_not_supported: 'This kind of progress does not apply to this activity.',
      recorded_at_in_future: 'This record’s time is in the future: check the device’s clock.',
      recorded_at_before_start: 'This record is older than the start of the activity or attempt.',
    },
    'es-ES': {
      progress_not_supported: 'Este tipo de progreso no se aplica a esta actividad.',
      recorded_at_in_future: 'La hora de este registro está en el futuro: revisa el reloj del dispositivo.',
      recorded_at_before_start: 'Este registro es anterior al inicio de la actividad o del intento.',
    },
    'fr-FR': {
      progress_not_supported: 'Ce type de progression ne s’applique pas à cette activité.',
      recorded_at_in_future: 'L’heure de cet enregistrement est dans le futur : vérifiez l’horloge de l’appareil.',
      recorded_at_before_start: 'Cet enregistrement est antérieur au début de l’activité ou de la tentative.',
    },
  };
