import type { Locale } from '@campus/core';

/* Messages of the surveys (src/surveys), merged into SERVER_MESSAGES (server-messages.ts). */

/** Survey codes translated here. */
export const SURVEY_ERROR_CODES = [
  'survey_not_found',
  'survey_already_answered',
  'survey_closed',
  'survey_answers_invalid',
] as const;

/** A survey code translated here. */
export type SurveyErrorCode = (typeof SURVEY_ERROR_CODES)[number];

/** Survey error messages per locale. */
export const SURVEY_MESSAGES: Readonly<Record<Locale, Readonly<Record<SurveyErrorCode, string>>>> = {
  'pt-BR': {
    survey_not_found: 'Pesquisa não encontrada.',
    survey_already_answered: 'Você já respondeu esta pesquisa.',
    survey_closed: 'Esta pesquisa não está aberta para respostas.',
    survey_answers_invalid: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
  },
  'en-US': {
    survey_not_found: 'Survey not found.',
    survey_already_answered: 'You have already answered this survey.',
    survey_closed: 'This survey is not open for answers.',
    survey_answers_invalid: 'Make sure all required fields are filled in',
  },
  'es-ES': {
    survey_not_found: 'Encuesta no encontrada.',
    survey_already_answered: 'Ya respondiste esta encuesta.',
    survey_closed: 'Esta encuesta no está abierta para respuestas.',
    survey_answers_invalid: 'Asegúrate de que todos los campos obligatorios estén completos',
  },
  'fr-FR': {
    survey_not_found: 'Enquête introuvable.',
    survey_already_answered: 'Vous avez déjà répondu à cette enquête.',
    survey_closed: 'Cette enquête n’est pas ouverte aux réponses.',
    survey_answers_invalid: 'Assurez-vous que tous les champs obligatoires sont remplis',
  },
};
