import type { Meta, StoryObj } from '@storybook/react-vite';
import { meAnswer } from '@campus/core/testing';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { Profile } from './profile.js';

const meta = {
  title: 'Profile/Profile',
  component: Profile,
  decorators: [withFakeApi],
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner: personal data first, then certificates and badges. */
export const Learner: Story = {};

/** A loyalty programme member also sees their points and orders. */
export const ProgrammeMember: Story = {
  parameters: { api: { me: meAnswer({ id: 42, roles: ['brand_promoter'] }) } },
};

/** Opened on the badges (the host's `?tab=badges`). */
export const OnBadges: Story = { args: { tab: 'badges' } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
