import type { Meta, StoryObj } from '@storybook/react-vite';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { CertificateList } from './certificate-list.js';

const meta = {
  title: 'Achievements/CertificateList',
  component: CertificateList,
  decorators: [withFakeApi],
} satisfies Meta<typeof CertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two certificates, one without a workload. */
export const Complete: Story = {};

/** No certificate yet. */
export const Empty: Story = { parameters: { api: { certificates: { results: [] } } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** The list failed to load. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
