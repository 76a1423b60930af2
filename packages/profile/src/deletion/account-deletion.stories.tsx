import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { createFakeApi } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { AccountDeletion } from './account-deletion.js';
import { accountDeletionStyles } from './account-deletion.styles.js';

if (typeof document !== 'undefined') adoptStyles(document, [accountDeletionStyles]);

/** The deletion route, for a learner named Ana Souza. */
const withDeletionApi = withStoryCampus(() => ({
  session: { ...LEARNER_SESSION, full_name: 'Ana Souza' },
  api: createFakeApi({ [`DELETE ${ACCOUNT_PATHS.profile}`]: { status: 204, body: null } }),
}));

const meta = {
  title: 'Profile/AccountDeletion',
  component: AccountDeletion,
  decorators: [withDeletionApi],
} satisfies Meta<typeof AccountDeletion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "Ana Souza" in the confirmation to delete. */
export const Default: Story = {};
