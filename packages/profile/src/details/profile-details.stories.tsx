import type { Meta, StoryObj } from '@storybook/react-vite';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { ProfileDetails } from './profile-details.js';

const meta = {
  title: 'Profile/ProfileDetails',
  component: ProfileDetails,
  decorators: [withFakeApi],
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner with every field filled in, the company/agency, brands and chains editable. */
export const Complete: Story = {};

/** A new account: most fields empty, no organisation chosen yet. */
export const Sparse: Story = {
  parameters: {
    api: {
      profile: storedProfile({
        nickname: null,
        phone_mobile: null,
        phone_mobile_verified: false,
        birthday_date: null,
        gender: null,
        marital_status: null,
        children_count: null,
        profession: null,
        company_agency: null,
        brands: [],
        retailers: [],
      }),
    },
  },
};

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** The profile failed to load. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
