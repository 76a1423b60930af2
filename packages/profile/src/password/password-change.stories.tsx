import type { Meta, StoryObj } from '@storybook/react-vite';
import { authScreenStyles } from '@campus/auth';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { createFakeApi } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { PasswordChange } from './password-change.js';
import { passwordChangeStyles } from './password-change.styles.js';

if (typeof document !== 'undefined') adoptStyles(document, [authScreenStyles, passwordChangeStyles]);

/** The change-password route: `Old#2026` is the current password; anything else is refused. */
const withPasswordApi = withStoryCampus(() => ({
  session: LEARNER_SESSION,
  api: createFakeApi({
    [`POST ${ACCOUNT_PATHS.changePassword}`]: ({ body }) =>
      (body as { current_password: string }).current_password === 'Old#2026'
        ? { status: 200, body: { message: 'Senha alterada.' } }
        : { status: 422, body: { code: 'current_password_incorrect', message: 'A senha atual está incorreta.' } },
  }),
}));

const meta = {
  title: 'Profile/PasswordChange',
  component: PasswordChange,
  decorators: [withPasswordApi],
} satisfies Meta<typeof PasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current password `Old#2026`; any other is refused at its field. */
export const Default: Story = {};
