import type { Meta, StoryObj } from '@storybook/react-vite';
import { GENUINE_CODE, UNKNOWN_CODE } from '../testing/achievements-fixtures.test-util.js';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { CertificateVerification } from './certificate-verification.js';

const meta = {
  title: 'Achievements/CertificateVerification',
  component: CertificateVerification,
  decorators: [withFakeApi],
  parameters: { signedOut: true },
} satisfies Meta<typeof CertificateVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A genuine certificate's code. */
export const Genuine: Story = { args: { code: GENUINE_CODE } };

/** A well-formed code no certificate has. */
export const NotGenuine: Story = { args: { code: UNKNOWN_CODE } };

/** Not a code at all: refused without asking the API. */
export const Malformed: Story = { args: { code: 'ABC-123' } };
