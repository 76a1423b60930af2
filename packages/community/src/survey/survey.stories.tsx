import type { Meta, StoryObj } from '@storybook/react-vite';
import { openSurvey } from '../testing/survey-fake-api.test-util.js';
import { surveyFails, surveyHangs, withSurveyApi } from '../testing/survey-story-campus.test-util.js';
import { Survey } from './survey.js';

const meta = {
  title: 'Community/Survey',
  component: Survey,
  decorators: [withSurveyApi],
  args: { surveyId: 7, continueHref: '#home' },
} satisfies Meta<typeof Survey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mandatory survey with the three question types, one asking for a justification. */
export const Open: Story = {};

/** A later visit: answered already. */
export const Answered: Story = {
  parameters: { api: { surveys: [openSurvey({ answered_at: '2026-11-02T10:00:00.000Z' })] } },
};

/** Past its end date. */
export const Closed: Story = {
  parameters: { api: { surveys: [openSurvey({ status: 'closed', end_at: '2026-10-31T12:00:00.000Z' })] } },
};

/** Unknown, unpublished, or not meant for the person. */
export const NotFound: Story = { args: { surveyId: 99 } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: surveyHangs } } };

/** The survey failed to load. */
export const Failed: Story = { parameters: { api: { fail: surveyFails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
