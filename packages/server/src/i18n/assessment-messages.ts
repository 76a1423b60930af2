import type { Locale } from '@campus/core';

/*
 * Messages of the tests, quizzes and reaction evaluations (src/assessments, src/reactions), merged into
 * SERVER_MESSAGES (server-messages.ts). 'You already reviewed' (`already_reviewed`, spec §8) is core's.
 */

/** Assessment codes translated here. */
export const ASSESSMENT_ERROR_CODES = [
  'test_not_found',
  'no_attempts_left',
  'test_blocked',
  'test_already_passed',
  'attempt_not_found',
  'attempt_moved',
  'attempt_closed',
  'attempt_time_over',
  'question_not_in_attempt',
] as const;

/** An assessment code translated here. */
export type AssessmentErrorCode = (typeof ASSESSMENT_ERROR_CODES)[number];

/** Assessment error messages per locale. */
export const ASSESSMENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<AssessmentErrorCode, string>>>> = {
  'pt-BR': {
    test_not_found: 'Esta atividade não tem um teste.',
    no_attempts_left: 'Você já usou todas as tentativas deste teste.',
    test_blocked: 'Você esgotou as tentativas da avaliação e está bloqueado neste treinamento.',
    test_already_passed: 'Você já foi aprovado neste teste.',
    attempt_not_found: 'Tentativa não encontrada.',
    attempt_moved: 'Este teste continua em outra aba ou dispositivo.',
    attempt_closed: 'Esta tentativa já foi enviada.',
    attempt_time_over: 'O tempo para responder acabou.',
    question_not_in_attempt: 'Esta questão não faz parte da sua tentativa.',
  },
  'en-US': {
    test_not_found: 'This activity has no test.',
    no_attempts_left: 'You have used every attempt of this test.',
    test_blocked: 'You used every attempt of the test and are blocked in this training.',
    test_already_passed: 'You have already passed this test.',
    attempt_not_found: 'Attempt not found.',
    attempt_moved: 'This test continues in another tab or device.',
    attempt_closed: 'This attempt was already submitted.',
    attempt_time_over: 'The time to answer is over.',
    question_not_in_attempt: 'This question is not part of your attempt.',
  },
  'es-ES': {
    test_not_found: 'Esta actividad no tiene una prueba.',
    no_attempts_left: 'Ya usaste todos los intentos de esta prueba.',
    test_blocked: 'Agotaste los intentos de la evaluación y estás bloqueado en esta capacitación.',
    test_already_passed: 'Ya aprobaste esta prueba.',
    attempt_not_found: 'Intento no encontrado.',
    attempt_moved: 'Esta prueba continúa en otra pestaña o dispositivo.',
    attempt_closed: 'Este intento ya fue enviado.',
    attempt_time_over: 'Se acabó el tiempo para responder.',
    question_not_in_attempt: 'Esta pregunta no forma parte de tu intento.',
  },
  'fr-FR': {
    test_not_found: 'Cette activité n’a pas de test.',
    no_attempts_left: 'Vous avez utilisé toutes les tentatives de ce test.',
    test_blocked: 'Vous avez épuisé les tentatives de l’évaluation et êtes bloqué dans cette formation.',
    test_already_passed: 'Vous avez déjà réussi ce test.',
    attempt_not_found: 'Tentative introuvable.',
    attempt_moved: 'Ce test continue dans un autre onglet ou appareil.',
    attempt_closed: 'Cette tentative a déjà été envoyée.',
    attempt_time_over: 'Le temps pour répondre est écoulé.',
    question_not_in_attempt: 'Cette question ne fait pas partie de votre tentative.',
  },
};
