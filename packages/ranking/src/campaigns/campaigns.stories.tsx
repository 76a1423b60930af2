import type { Meta, StoryObj } from '@storybook/react-vite';
import { campaigns, previousCampaign } from '../testing/ranking-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { Campaigns } from './campaigns.js';

const meta = {
  title: 'Ranking/Campaigns',
  component: Campaigns,
  decorators: [withFakeApi],
  argTypes: { onCampaignSelected: { action: 'campus-campaign-selected' } },
} satisfies Meta<typeof Campaigns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active campaign (current) and previous ones, each selectable. */
export const ActiveAndPrevious: Story = {
  parameters: {
    api: {
      campaigns: campaigns({
        previous: [
          previousCampaign(),
          previousCampaign({ id: 2, name: 'Campanha Primavera', begin_date: '2025-09-01', end_date: '2025-11-15' }),
        ],
      }),
    },
  },
};

/** A previous campaign is the selected one. */
export const PreviousSelected: Story = { parameters: { api: { campaigns: campaigns({ selected_campaign_id: 3 }) } } };

/** Between campaigns: nothing active. */
export const NoneActive: Story = { parameters: { api: { campaigns: campaigns({ active: [] }) } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** The list could not be loaded. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
