import type { Locale } from '@campus/core';

/*
 * Messages of the instructors and in-person events (src/instructors; docs/server.md "Instructors"), merged into
 * SERVER_MESSAGES (server-messages.ts). The §8 enrolment refusals (`already_enrolled_in_catalog`,
 * `already_certified_event_type`) are core's.
 */

/** Instructor and in-person event codes translated here. */
export const INSTRUCTOR_ERROR_CODES = [
  'presence_closed',
  'activity_not_awaiting_instructor',
  'results_not_awaited',
  'enrolment_closed',
] as const;

/** A code translated here. */
export type InstructorErrorCode = (typeof INSTRUCTOR_ERROR_CODES)[number];

/** Instructor and in-person event messages per locale. */
export const INSTRUCTOR_MESSAGES: Readonly<Record<Locale, Readonly<Record<InstructorErrorCode, string>>>> = {
  'pt-BR': {
    presence_closed: 'A presença desta turma não pode mais ser alterada: os resultados já foram publicados.',
    activity_not_awaiting_instructor: 'Esta atividade não precisa de liberação do instrutor.',
    results_not_awaited: 'Os resultados deste evento só podem ser publicados quando ele está aguardando resultados.',
    enrolment_closed: 'As inscrições deste evento não estão abertas.',
  },
  'en-US': {
    presence_closed: 'This class’s attendance can no longer change: its results are published.',
    activity_not_awaiting_instructor: 'This activity does not need the instructor’s authorisation.',
    results_not_awaited: 'This event’s results can only be published while it is awaiting results.',
    enrolment_closed: 'Enrolment in this event is not open.',
  },
  'es-ES': {
    presence_closed: 'La asistencia de esta clase ya no puede cambiar: los resultados ya se publicaron.',
    activity_not_awaiting_instructor: 'Esta actividad no necesita la autorización del instructor.',
    results_not_awaited: 'Los resultados de este evento solo se pueden publicar mientras espera resultados.',
    enrolment_closed: 'Las inscripciones de este evento no están abiertas.',
  },
  'fr-FR': {
    presence_closed: 'La présence de cette session ne peut plus changer : les résultats sont publiés.',
    activity_not_awaiting_instructor: 'Cette activité n’a pas besoin de l’autorisation du formateur.',
    results_not_awaited: 'Les résultats de cet événement ne peuvent être publiés que lorsqu’il attend ses résultats.',
    enrolment_closed: 'Les inscriptions à cet événement ne sont pas ouvertes.',
  },
};
