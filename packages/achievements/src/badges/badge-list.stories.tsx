import type { Meta, StoryObj } from '@storybook/react-vite';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { BadgeList } from './badge-list.js';

const meta = {
  title: 'Achievements/BadgeList',
  component: BadgeList,
  decorators: [withFakeApi],
} satisfies Meta<typeof BadgeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge earned, two on their way. */
export const Complete: Story = {};

/** The client has no badges. */
export const Empty: Story = { parameters: { api: { badges: { results: [] } } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** The badges failed to load. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
