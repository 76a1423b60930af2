import type { SurveyMessages } from './pt-BR.js';

/** English (United States) messages of the surveys. */
export const surveyMessagesEnUS: SurveyMessages = {
  survey: {
    label: 'Survey',
    loading: 'Loading the survey…',
    mandatory_intro: 'This survey is mandatory: answer it to go on.',
    required_note: 'Questions marked with * are required.',
    open_until: 'Open until {{date}}.',
    choose_many: 'Choose one or more options.',
    choose_one: 'Choose one option.',
    your_answer: 'Your answer',
    justification: 'Explain your answer',
    counter: '{{count}} of {{max}} characters',
    submit: 'Send answers',
    fix_errors: 'Make sure all required fields are filled in',
    kept: 'Your answers were kept. Try sending them again.',
    field: {
      answer_required: 'Answer this question.',
      option_required: 'Choose at least one option.',
      single_option: 'Choose only one option.',
      unknown_option: 'This option is no longer available. Choose another one.',
      justification_required: 'Write your explanation.',
      text_too_long: 'Use at most {{max}} characters.',
      unknown_question: 'This question is no longer part of the survey.',
    },
    thanks_title: 'Thank you for answering!',
    thanks: 'Your answers were recorded.',
    continue: 'Continue',
    answered_title: 'You have already answered this survey',
    answered_on: 'Answered on {{date}}.',
    closed_title: 'This survey is not open',
    closed_since: 'It was open until {{date}}.',
    opens_on: 'It opens on {{date}}.',
    not_found_title: 'Survey not found',
    not_found: 'Not found, or you do not have permission to access it.',
    signed_out: {
      title: 'Sign in to answer the survey',
      description: 'Surveys are available once you sign in.',
    },
    errors: {
      survey_not_found: 'Survey not found.',
      survey_already_answered: 'You have already answered this survey.',
      survey_closed: 'This survey is not open for answers.',
      survey_answers_invalid: 'Make sure all required fields are filled in',
    },
  },
};
