import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { Survey } from './survey.js';
import type { SurveyProps } from './survey.js';
import { surveyStyles } from './survey.styles.js';

/*
 * Registers `<campus-survey>` (imported by the package's element entry). It renders in an open shadow root with the
 * tokens, the toolkit and its own styles adopted as constructable stylesheets, and dispatches
 * `campus-survey-answered`.
 */

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const SURVEY_DOCS: ElementDocs<SurveyProps> = {
  description:
    'One survey by id (spec §2 `home/surveys/{survey_id}`, §3): its questions as fieldsets — radios for ' +
    'alternatives, checkboxes for multiple choice, a text area with a counter for dissertative questions, a ' +
    'justification where asked — checked as typed and on submit by core’s rules (mandatory questions, at least one ' +
    'option, 256 characters), the focus on the first error, nothing lost on failure. Answered once: then a ' +
    'thank-you, and later visits say it was answered; a survey outside its dates, or not found, says so. Answering ' +
    'updates the session’s `has_mandatory_surveys`.',
  attributes: {
    surveyId: { description: 'The survey’s id (`survey-id`).', default: '' },
    headingLevel: { description: 'The level of the widget’s heading (2–6).', default: 2 },
    continueHref: {
      description: 'Where the “Continue” link leads once the survey is answered (`continue-href`); none: no link.',
      default: '',
    },
  },
  events: {
    onAnswered: 'The survey was answered: `detail` is `{ survey_id, has_mandatory_surveys }`.',
  },
  parts: {
    survey: 'The whole widget.',
    title: 'The heading (the survey’s title).',
    intro: 'The description, the mandatory note and the end date.',
    loading: 'The placeholder of the first load.',
    form: 'The form.',
    question:
      'One question’s fieldset (`data-type`: `dissertative`, `multiple_choice`, `alternatives`; `data-invalid`).',
    legend: 'A question’s text.',
    options: 'A choice question’s options.',
    answer: 'A dissertative question’s text area.',
    justification: 'A justification’s text area.',
    counter: 'A text area’s character counter (`data-over` past 256).',
    error: 'Why an answer is refused.',
    problem: 'Why the submission failed (an alert).',
    actions: 'The submit button’s row.',
    thanks: 'The thank-you after answering.',
    answered: 'What a later visit shows: answered on which day.',
    closed: 'A survey before its start or after its end.',
    'not-found': 'A survey that does not exist or is not for the person.',
    continue: 'The “Continue” link.',
  },
  cssProperties: {},
};

defineElement<SurveyProps>('campus-survey', Survey, {
  attributes: { surveyId: 'string', headingLevel: 'number', continueHref: 'string' },
  events: { onAnswered: 'campus-survey-answered' },
  styles: [surveyStyles],
  ...(withDocs ? { docs: SURVEY_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-survey': HTMLElement & { surveyId?: string; headingLevel?: number; continueHref?: string };
  }
}
