import type { Locale } from '@campus/core';

/*
 * Messages of the SENCE training sessions (src/sence, issue 26), merged into SERVER_MESSAGES (server-messages.ts).
 * SENCE's own codes (100–310) are core's `sence.error_<code>`; `invalid_rut` is core's `errors.invalid_rut`.
 */

/** SENCE codes translated here. */
export const SENCE_ERROR_CODES = [
  'sence_session_required',
  'sence_session_open',
  'sence_session_not_open',
  'sence_unavailable',
  'sence_answer_mismatch',
] as const;

/** A SENCE code translated here. */
export type SenceServerErrorCode = (typeof SENCE_ERROR_CODES)[number];

/** SENCE messages per locale. */
export const SENCE_MESSAGES: Readonly<Record<Locale, Readonly<Record<SenceServerErrorCode, string>>>> = {
  'pt-BR': {
    sence_session_required: 'Inicie a sessão SENCE de hoje para abrir as atividades deste curso.',
    sence_session_open: 'Você já tem uma sessão SENCE aberta hoje neste curso.',
    sence_session_not_open: 'Você não tem uma sessão SENCE aberta hoje neste curso.',
    sence_unavailable: 'O registro de presença do SENCE não está disponível agora. Tente novamente mais tarde.',
    sence_answer_mismatch: 'A resposta do SENCE não corresponde à sessão iniciada.',
  },
  'en-US': {
    sence_session_required: 'Start today’s SENCE session to open this course’s activities.',
    sence_session_open: 'You already have a SENCE session open today in this course.',
    sence_session_not_open: 'You have no SENCE session open today in this course.',
    sence_unavailable: 'SENCE attendance registration is not available right now. Try again later.',
    sence_answer_mismatch: 'SENCE’s answer does not match the session that was started.',
  },
  'es-ES': {
    sence_session_required: 'Inicia la sesión SENCE de hoy para abrir las actividades de este curso.',
    sence_session_open: 'Ya tienes una sesión SENCE abierta hoy en este curso.',
    sence_session_not_open: 'No tienes una sesión SENCE abierta hoy en este curso.',
    sence_unavailable: 'El registro de asistencia del SENCE no está disponible ahora. Inténtalo más tarde.',
    sence_answer_mismatch: 'La respuesta del SENCE no corresponde a la sesión iniciada.',
  },
  'fr-FR': {
    sence_session_required: 'Ouvrez la session SENCE du jour pour accéder aux activités de ce cours.',
    sence_session_open: 'Vous avez déjà une session SENCE ouverte aujourd’hui dans ce cours.',
    sence_session_not_open: 'Vous n’avez pas de session SENCE ouverte aujourd’hui dans ce cours.',
    sence_unavailable:
      'L’enregistrement de présence du SENCE n’est pas disponible pour le moment. Réessayez plus tard.',
    sence_answer_mismatch: 'La réponse du SENCE ne correspond pas à la session ouverte.',
  },
};
