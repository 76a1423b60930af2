import type { SurveyMessages } from './pt-BR.js';

/** Spanish (Spain) messages of the surveys. */
export const surveyMessagesEsES: SurveyMessages = {
  survey: {
    label: 'Encuesta',
    loading: 'Cargando la encuesta…',
    mandatory_intro: 'Esta encuesta es obligatoria: respóndela para continuar.',
    required_note: 'Las preguntas marcadas con * son obligatorias.',
    open_until: 'Abierta hasta el {{date}}.',
    choose_many: 'Selecciona una o más opciones.',
    choose_one: 'Selecciona una opción.',
    your_answer: 'Tu respuesta',
    justification: 'Justifica tu respuesta',
    counter: '{{count}} de {{max}} caracteres',
    submit: 'Enviar respuestas',
    fix_errors: 'Asegúrate de que todos los campos obligatorios estén completos',
    kept: 'Tus respuestas se conservaron. Intenta enviarlas de nuevo.',
    field: {
      answer_required: 'Responde esta pregunta.',
      option_required: 'Selecciona al menos una opción.',
      single_option: 'Selecciona solo una opción.',
      unknown_option: 'Esta opción ya no está disponible. Elige otra.',
      justification_required: 'Escribe la justificación.',
      text_too_long: 'Usa como máximo {{max}} caracteres.',
      unknown_question: 'Esta pregunta ya no forma parte de la encuesta.',
    },
    thanks_title: '¡Gracias por responder!',
    thanks: 'Tus respuestas fueron registradas.',
    continue: 'Continuar',
    answered_title: 'Ya respondiste esta encuesta',
    answered_on: 'Respondida el {{date}}.',
    closed_title: 'Esta encuesta no está abierta',
    closed_since: 'Estuvo abierta hasta el {{date}}.',
    opens_on: 'Se abre el {{date}}.',
    not_found_title: 'Encuesta no encontrada',
    not_found: 'No encontrado o no tienes permiso para acceder.',
    signed_out: {
      title: 'Inicia sesión para responder la encuesta',
      description: 'Las encuestas están disponibles después de iniciar sesión.',
    },
    errors: {
      survey_not_found: 'Encuesta no encontrada.',
      survey_already_answered: 'Ya respondiste esta encuesta.',
      survey_closed: 'Esta encuesta no está abierta para respuestas.',
      survey_answers_invalid: 'Asegúrate de que todos los campos obligatorios estén completos',
    },
  },
};
