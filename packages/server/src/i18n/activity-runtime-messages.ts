import type { Locale } from '@campus/core';

/*
 * Messages of the SCORM run-time data routes and of the player's access rule (src/activities/runtime): a locked
 * activity answers its lock reason as the code. Merged into SERVER_MESSAGES (server-messages.ts).
 */

/** Run-time data codes translated here. */
export const ACTIVITY_RUNTIME_ERROR_CODES = [
  'stale_commit',
  'activity_not_scorm',
  // Lock reasons of core's activityAccess but `not_enrolled` (which is `not_found_or_forbidden`).
  'presential_event_closed',
  'activities_menu_blocked',
  'block_test_failed',
  'awaiting_instructor',
  'training_not_finished',
  'previous_activity_pending',
  // SCORM Cloud launches (src/activities/scorm-cloud).
  'scorm_cloud_course_missing',
  'scorm_cloud_unavailable',
] as const;

/** A run-time data code translated here. */
export type ActivityRuntimeErrorCode = (typeof ACTIVITY_RUNTIME_ERROR_CODES)[number];

/** Run-time data messages per locale. */
export const ACTIVITY_RUNTIME_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityRuntimeErrorCode, string>>>> = {
  'pt-BR': {
    stale_commit:
      'Seu progresso nesta atividade já foi salvo por uma sessão mais recente (outra aba ou outro aparelho). Recarregue a atividade para continuar de onde parou.',
    activity_not_scorm: 'Esta atividade não é um pacote SCORM.',
    presential_event_closed:
      'As atividades deste evento presencial não estão abertas: elas abrem quando o evento estiver em andamento, e não abrem em um evento cancelado.',
    activities_menu_blocked: 'Termine a avaliação em andamento antes de abrir outra atividade.',
    block_test_failed: 'Você esgotou as tentativas da avaliação e está bloqueado neste treinamento.',
    awaiting_instructor: 'Esta atividade será liberada depois que o instrutor autorizar sua participação.',
    training_not_finished: 'A avaliação de reação fica disponível quando o treinamento é concluído.',
    previous_activity_pending: 'Conclua as atividades anteriores para liberar esta.',
    scorm_cloud_course_missing:
      'O curso desta atividade não foi encontrado no SCORM Cloud. Avise o administrador do programa.',
    scorm_cloud_unavailable:
      'Não foi possível abrir esta atividade no SCORM Cloud agora. Tente novamente em instantes.',
  },
  'en-US': {
    stale_commit:
      'Your progress in this activity was already saved by a newer session (another tab or device). Reload the activity to continue where you left off.',
    activity_not_scorm: 'This activity is not a SCORM package.',
    presential_event_closed:
      'This in-person event’s activities are not open: they open once the event is under way, and never for a canceled event.',
    activities_menu_blocked: 'Finish the quiz in progress before opening another activity.',
    block_test_failed: 'You used every attempt of the test and are blocked in this training.',
    awaiting_instructor: 'This activity unlocks once the instructor authorises your participation.',
    training_not_finished: 'The reaction assessment opens once the training is finished.',
    previous_activity_pending: 'Finish the previous activities to unlock this one.',
    scorm_cloud_course_missing:
      'The course of this activity was not found on SCORM Cloud. Tell the programme administrator.',
    scorm_cloud_unavailable: 'This activity could not be opened on SCORM Cloud right now. Try again in a moment.',
  },
  'es-ES': {
    stale_commit:
      'Tu progreso en esta actividad ya fue guardado por una sesión más reciente (otra pestaña u otro dispositivo). Vuelve a cargar la actividad para continuar donde lo dejaste.',
    activity_not_scorm: 'Esta actividad no es un paquete SCORM.',
    presential_event_closed:
      'Las actividades de este evento presencial no están abiertas: se abren cuando el evento está en curso, y no en un evento cancelado.',
    activities_menu_blocked: 'Termina la evaluación en curso antes de abrir otra actividad.',
    block_test_failed: 'Agotaste los intentos de la evaluación y estás bloqueado en esta capacitación.',
    awaiting_instructor: 'Esta actividad se habilitará cuando el instructor autorice tu participación.',
    training_not_finished: 'La evaluación de reacción está disponible cuando la capacitación termina.',
    previous_activity_pending: 'Completa las actividades anteriores para habilitar esta.',
    scorm_cloud_course_missing:
      'El curso de esta actividad no se encontró en SCORM Cloud. Avisa al administrador del programa.',
    scorm_cloud_unavailable:
      'No fue posible abrir esta actividad en SCORM Cloud ahora. Inténtalo de nuevo en unos momentos.',
  },
  'fr-FR': {
    stale_commit:
      'Votre progression dans cette activité a déjà été enregistrée par une session plus récente (un autre onglet ou appareil). Rechargez l’activité pour reprendre là où vous vous êtes arrêté.',
    activity_not_scorm: 'Cette activité n’est pas un paquet SCORM.',
    presential_event_closed:
      'Les activités de cet événement présentiel ne sont pas ouvertes : elles s’ouvrent une fois l’événement en cours, et jamais pour un événement annulé.',
    activities_menu_blocked: 'Terminez le quiz en cours avant d’ouvrir une autre activité.',
    block_test_failed: 'Vous avez épuisé les tentatives de l’évaluation et êtes bloqué dans cette formation.',
    awaiting_instructor: 'Cette activité sera débloquée une fois que le formateur aura autorisé votre participation.',
    training_not_finished: 'L’évaluation à chaud est disponible une fois la formation terminée.',
    previous_activity_pending: 'Terminez les activités précédentes pour débloquer celle-ci.',
    scorm_cloud_course_missing:
      'Le cours de cette activité est introuvable sur SCORM Cloud. Prévenez l’administrateur du programme.',
    scorm_cloud_unavailable:
      'Impossible d’ouvrir cette activité sur SCORM Cloud pour le moment. Réessayez dans un instant.',
  },
};
