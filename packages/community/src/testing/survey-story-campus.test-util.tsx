// Storybook support: each survey story gets its own Campus (the test kit's) whose API is the survey fake (fixtures,
// never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { surveyStyles } from '../survey/survey.styles.js';
import { createSurveyApi, SURVEY_LEARNER_SESSION } from './survey-fake-api.test-util.js';
import type { SurveyApiOptions } from './survey-fake-api.test-util.js';

// Stories render in the light DOM: adopt the survey styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [surveyStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withSurveyApi = withStoryCampus((context) => ({
  api: createSurveyApi((context.parameters['api'] as SurveyApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : SURVEY_LEARNER_SESSION,
}));

/** Every request never answers: the loading state. */
export const surveyHangs = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const surveyFails = (): FakeFailure => ({ status: 500, code: 'server_error' });
