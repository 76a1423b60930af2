import type { SurveyMessages } from './pt-BR.js';

/** French (France) messages of the surveys. */
export const surveyMessagesFrFR: SurveyMessages = {
  survey: {
    label: 'Enquête',
    loading: 'Chargement de l’enquête…',
    mandatory_intro: 'Cette enquête est obligatoire : répondez-y pour continuer.',
    required_note: 'Les questions marquées d’un * sont obligatoires.',
    open_until: 'Ouverte jusqu’au {{date}}.',
    choose_many: 'Choisissez une ou plusieurs options.',
    choose_one: 'Choisissez une option.',
    your_answer: 'Votre réponse',
    justification: 'Justifiez votre réponse',
    counter: '{{count}} sur {{max}} caractères',
    submit: 'Envoyer les réponses',
    fix_errors: 'Assurez-vous que tous les champs obligatoires sont remplis',
    kept: 'Vos réponses ont été conservées. Réessayez de les envoyer.',
    field: {
      answer_required: 'Répondez à cette question.',
      option_required: 'Choisissez au moins une option.',
      single_option: 'Choisissez une seule option.',
      unknown_option: 'Cette option n’est plus disponible. Choisissez-en une autre.',
      justification_required: 'Écrivez la justification.',
      text_too_long: 'Utilisez au plus {{max}} caractères.',
      unknown_question: 'Cette question ne fait plus partie de l’enquête.',
    },
    thanks_title: 'Merci d’avoir répondu !',
    thanks: 'Vos réponses ont été enregistrées.',
    continue: 'Continuer',
    answered_title: 'Vous avez déjà répondu à cette enquête',
    answered_on: 'Répondue le {{date}}.',
    closed_title: 'Cette enquête n’est pas ouverte',
    closed_since: 'Elle était ouverte jusqu’au {{date}}.',
    opens_on: 'Elle ouvre le {{date}}.',
    not_found_title: 'Enquête introuvable',
    not_found: 'Introuvable, ou vous n’avez pas l’autorisation d’y accéder.',
    signed_out: {
      title: 'Connectez-vous pour répondre à l’enquête',
      description: 'Les enquêtes sont disponibles une fois connecté.',
    },
    errors: {
      survey_not_found: 'Enquête introuvable.',
      survey_already_answered: 'Vous avez déjà répondu à cette enquête.',
      survey_closed: 'Cette enquête n’est pas ouverte aux réponses.',
      survey_answers_invalid: 'Assurez-vous que tous les champs obligatoires sont remplis',
    },
  },
};
