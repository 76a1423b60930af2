import type { Locale } from '@campus/core';

/*
 * Messages of live transmissions and calendar export (src/live-classes; docs/server.md "Live classes"), merged into
 * SERVER_MESSAGES (server-messages.ts).
 */

/** Live class codes translated here. */
export const LIVE_CLASS_ERROR_CODES = [
  'invalid_time_zone',
  'class_finished',
  'calendar_unavailable',
  'instructor_of_class',
] as const;

/** A live class code translated here. */
export type LiveClassErrorCode = (typeof LIVE_CLASS_ERROR_CODES)[number];

/** Live class error messages per locale. */
export const LIVE_CLASS_MESSAGES: Readonly<Record<Locale, Readonly<Record<LiveClassErrorCode, string>>>> = {
  'pt-BR': {
    invalid_time_zone: 'O fuso horário informado não é válido.',
    class_finished: 'Esta aula já foi encerrada e não pode voltar a ser transmitida.',
    calendar_unavailable: 'Esta aula ainda não tem data para adicionar ao calendário.',
    instructor_of_class: 'Você é instrutor desta turma: não pode se inscrever nela como aluno.',
  },
  'en-US': {
    invalid_time_zone: 'The time zone given is not valid.',
    class_finished: 'This class has ended and cannot be streamed again.',
    calendar_unavailable: 'This class has no date to add to a calendar yet.',
    instructor_of_class: 'You are an instructor of this class: you cannot enrol in it as a learner.',
  },
  'es-ES': {
    invalid_time_zone: 'La zona horaria indicada no es válida.',
    class_finished: 'Esta clase ya terminó y no puede volver a transmitirse.',
    calendar_unavailable: 'Esta clase todavía no tiene fecha para añadir al calendario.',
    instructor_of_class: 'Eres instructor de esta clase: no puedes inscribirte en ella como alumno.',
  },
  'fr-FR': {
    invalid_time_zone: 'Le fuseau horaire indiqué n’est pas valide.',
    class_finished: 'Ce cours est terminé et ne peut plus être diffusé.',
    calendar_unavailable: 'Ce cours n’a pas encore de date à ajouter à un agenda.',
    instructor_of_class: 'Vous êtes formateur de ce cours : vous ne pouvez pas vous y inscrire comme apprenant.',
  },
};
