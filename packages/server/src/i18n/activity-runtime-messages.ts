import type { Locale } from '@campus/core';

/*
 * Messages of the SCORM run-time data routes (src/activities/runtime). Merged into SERVER_MESSAGES
 * (server-messages.ts).
 */

/** Run-time data codes translated here. */
export const ACTIVITY_RUNTIME_ERROR_CODES = ['stale_commit', 'activity_not_scorm'] as const;

/** A run-time data code translated here. */
export type ActivityRuntimeErrorCode = (typeof ACTIVITY_RUNTIME_ERROR_CODES)[number];

/** Run-time data messages per locale. */
export const ACTIVITY_RUNTIME_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityRuntimeErrorCode, string>>>> = {
  'pt-BR': {
    stale_commit:
      'Seu progresso nesta atividade já foi salvo por uma sessão mais recente (outra aba ou outro aparelho). Recarregue a atividade para continuar de onde parou.',
    activity_not_scorm: 'Esta atividade não é um pacote SCORM.',
  },
  'en-US': {
    stale_commit:
      'Your progress in this activity was already saved by a newer session (another tab or device). Reload the activity to continue where you left off.',
    activity_not_scorm: 'This activity is not a SCORM package.',
  },
  'es-ES': {
    stale_commit:
      'Tu progreso en esta actividad ya fue guardado por una sesión más reciente (otra pestaña u otro dispositivo). Vuelve a cargar la actividad para continuar donde lo dejaste.',
    activity_not_scorm: 'Esta actividad no es un paquete SCORM.',
  },
  'fr-FR': {
    stale_commit:
      'Votre progression dans cette activité a déjà été enregistrée par une session plus récente (un autre onglet ou appareil). Rechargez l’activité pour reprendre là où vous vous êtes arrêté.',
    activity_not_scorm: 'Cette activité n’est pas un paquet SCORM.',
  },
};
